import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { SensitiveChip } from '../../library/LibraryFields';
import {
  CONTENT_LANGUAGES,
  localized,
  REFERENCE_LANGUAGE,
  type QuestionnaireQuestion,
} from '../../library/question.model';
import { DeleteQuestionButton } from './DeleteQuestionButton';
import { WARNING_OUTLINE } from '../../library/tones';

export interface QuestionRowProps {
  questionnaireId: string;
  question: QuestionnaireQuestion;
  index: number;
  questions: QuestionnaireQuestion[];
  busy: boolean;
  canMoveTo: (to: number) => boolean;
  onMove: (to: number) => void;
  onEdit: () => void;
  dragging: boolean;
  acceptsDrop: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

/** One question of the builder: what it asks and how, its condition, and its actions. */
export function QuestionRow(props: QuestionRowProps) {
  const { question, index, questions, busy, canMoveTo, onMove } = props;
  const translate = useTranslate();
  const text = question.texts[REFERENCE_LANGUAGE].text;
  const moveButton = (to: number, name: 'up' | 'down') => {
    const allowed = canMoveTo(to);
    const inRange = to >= 0 && to < questions.length;
    const label = translate(`resources.questionnaire.builder.move_${name}`, { text });
    return (
      <Tooltip
        title={
          inRange && !allowed ? translate('resources.questionnaire.builder.move_blocked') : label
        }
      >
        <span>
          <IconButton
            aria-label={label}
            size="small"
            disabled={busy || !allowed}
            onClick={() => onMove(to)}
          >
            {name === 'up' ? (
              <ArrowUpwardIcon fontSize="small" />
            ) : (
              <ArrowDownwardIcon fontSize="small" />
            )}
          </IconButton>
        </span>
      </Tooltip>
    );
  };

  return (
    <ListItem
      divider
      draggable={!busy}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', question.id);
        props.onDragStart();
      }}
      onDragEnd={props.onDragEnd}
      onDragOver={(event) => {
        if (props.acceptsDrop) event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      data-testid="question-row"
      sx={{
        alignItems: 'flex-start',
        gap: 1.5,
        opacity: props.dragging ? 0.5 : 1,
        outline: props.acceptsDrop && !props.dragging ? '1px dashed' : 'none',
        outlineColor: 'primary.main',
        px: 1,
      }}
    >
      <DragIndicatorIcon
        aria-hidden
        sx={{ mt: 0.5, color: 'text.disabled', cursor: busy ? 'default' : 'grab' }}
      />
      <Typography component="span" sx={{ fontWeight: 700, minWidth: 28, mt: 0.25 }}>
        {index + 1}.
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography lang="pt-BR" sx={{ fontWeight: 500 }}>
          {text}
        </Typography>
        <QuestionFacts question={question} questions={questions} />
      </Box>
      {question.imageUrl && (
        <Box
          component="img"
          src={question.imageUrl}
          alt={translate('resources.questionnaire.question.image_alt', { index: index + 1 })}
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {moveButton(index - 1, 'up')}
        {moveButton(index + 1, 'down')}
        <Tooltip title={translate('resources.questionnaire.builder.edit', { text })}>
          <IconButton
            aria-label={translate('resources.questionnaire.builder.edit', { text })}
            size="small"
            onClick={props.onEdit}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <DeleteQuestionButton
          questionnaireId={props.questionnaireId}
          question={question}
          questions={questions}
        />
      </Stack>
    </ListItem>
  );
}

/** Type, required, sensitive, origin, languages and the condition, as small facts. */
function QuestionFacts({
  question,
  questions,
}: {
  question: QuestionnaireQuestion;
  questions: QuestionnaireQuestion[];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const target = question.condition
    ? questions.find((candidate) => candidate.id === question.condition?.questionId)
    : undefined;
  const answers = target
    ? target.options
        .filter((option) => question.condition?.optionKeys.includes(option.key))
        .map((option) => localized(option.labels, locale))
        .join(', ')
    : '';
  const missing = CONTENT_LANGUAGES.filter((code) => !question.texts[code]?.text);
  return (
    <Stack sx={{ gap: 0.5, mt: 0.5 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <Chip size="small" label={translate(`library.types.${question.type}`)} />
        {question.required && (
          <Chip size="small" color="primary" label={translate('library.fields.required')} />
        )}
        <SensitiveChip sensitive={question.sensitive} />
        {question.predefinedQuestionId && (
          <Chip
            size="small"
            variant="outlined"
            label={translate('resources.questionnaire.question.from_library')}
          />
        )}
        {missing.length > 0 && (
          <Chip
            size="small"
            variant="outlined"
            sx={WARNING_OUTLINE}
            label={translate('resources.questionnaire.question.missing_languages', {
              languages: missing.join(', '),
            })}
          />
        )}
      </Stack>
      {target && (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.questionnaire.question.condition_summary', {
            index: target.position + 1,
            answers,
          })}
        </Typography>
      )}
    </Stack>
  );
}
