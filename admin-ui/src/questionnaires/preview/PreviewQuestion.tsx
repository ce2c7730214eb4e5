import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  Paper,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { HelpHtml } from '../../library/HelpHtml';
import type { PreviewQuestion as Question } from '../questionnaire.methods';
import { useRespondentText } from './useRespondentText';

export const PREFER_NOT_TO_ANSWER = 'prefer-not-to-answer';

/**
 * A question as the respondent sees it: numbered, its rich help in a tooltip, its image, the
 * pt-BR text as "Referência base" in other languages, and its answer field.
 */
export function PreviewQuestion({
  question,
  language,
  answer,
  onAnswer,
}: {
  question: Question;
  language: string;
  answer: string[];
  onAnswer: (keys: string[]) => void;
}) {
  const text = useRespondentText(language);
  const labelId = `preview-question-${question.index}`;
  const options = question.preferNotToAnswer
    ? [...question.options, { key: PREFER_NOT_TO_ANSWER, label: text('prefer_not_to_answer') }]
    : question.options;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={labelId}
      sx={{ p: 2.5, position: 'relative' }}
      lang={language}
    >
      {question.description && (
        <Tooltip title={<HelpHtml html={question.description} />} describeChild enterTouchDelay={0}>
          <IconButton
            size="small"
            aria-label={text('help')}
            sx={{ position: 'absolute', top: 12, right: 12 }}
          >
            <HelpOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <FormControl component="fieldset" fullWidth required={question.required}>
        {/* A legend names its fieldset only as the fieldset's first child. */}
        <FormLabel
          component="legend"
          id={labelId}
          sx={{
            color: 'text.primary',
            fontWeight: 600,
            pr: 5,
            '&.Mui-focused': { color: 'text.primary' },
          }}
        >
          <Box component="span" sx={{ color: 'primary.main', mr: 1 }}>
            {question.index}.
          </Box>
          {question.text}
        </FormLabel>
        {question.reference && (
          <Typography variant="body2" color="text.secondary" lang="pt-BR" sx={{ mt: 0.5 }}>
            <strong>{text('reference')}:</strong> {question.reference}
          </Typography>
        )}
        {question.imageUrl && (
          <Box
            component="img"
            src={question.imageUrl}
            alt=""
            sx={{
              display: 'block',
              alignSelf: 'flex-start',
              maxWidth: '100%',
              maxHeight: 240,
              objectFit: 'contain',
              my: 1.5,
              borderRadius: 1,
            }}
          />
        )}
        <Box sx={{ mt: 1 }}>
          <AnswerField
            question={question}
            options={options}
            answer={answer}
            onAnswer={onAnswer}
            language={language}
          />
        </Box>
      </FormControl>
    </Paper>
  );
}

function AnswerField({
  question,
  options,
  answer,
  onAnswer,
  language,
}: {
  question: Question;
  options: Array<{ key: string; label: string }>;
  answer: string[];
  onAnswer: (keys: string[]) => void;
  language: string;
}) {
  const text = useRespondentText(language);
  switch (question.type) {
    case 'single':
    case 'scale':
      return (
        <RadioGroup
          row={question.type === 'scale'}
          value={answer[0] ?? ''}
          onChange={(event) => onAnswer([event.target.value])}
        >
          {options.map((option) => (
            <FormControlLabel
              key={option.key}
              value={option.key}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
      );
    case 'multiple':
      return (
        <FormGroup>
          <Typography variant="caption" color="text.secondary">
            {text('choose_any')}
          </Typography>
          {options.map((option) => (
            <FormControlLabel
              key={option.key}
              control={
                <Checkbox
                  checked={answer.includes(option.key)}
                  onChange={(event) =>
                    onAnswer(
                      event.target.checked
                        ? [...answer.filter((key) => key !== PREFER_NOT_TO_ANSWER), option.key]
                        : answer.filter((key) => key !== option.key),
                    )
                  }
                />
              }
              label={option.label}
            />
          ))}
        </FormGroup>
      );
    case 'number':
      return (
        <TextField
          type="number"
          size="small"
          slotProps={{
            htmlInput: {
              min: question.min ?? undefined,
              max: question.max ?? undefined,
              'aria-labelledby': `preview-question-${question.index}`,
            },
          }}
        />
      );
    default:
      return (
        <TextField
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { 'aria-labelledby': `preview-question-${question.index}` } }}
        />
      );
  }
}
