import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { HelpHtml } from '../../library/HelpHtml';
import type { PreviewQuestion as Question } from '../questionnaire.api';
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
    case 'nps':
      return (
        <>
          <RadioGroup
            row
            value={answer[0] ?? ''}
            onChange={(event) => onAnswer([event.target.value])}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.key}
                value={option.key}
                control={<Radio />}
                label={option.label}
                labelPlacement="bottom"
                sx={{ mx: 0.25 }}
              />
            ))}
          </RadioGroup>
          <Typography variant="caption" color="text.secondary" component="p">
            {text('nps_low')} · {text('nps_high')}
          </Typography>
        </>
      );
    case 'matrix':
      return <PreviewMatrix question={question} />;
    case 'ranking':
      return <PreviewRanking question={question} language={language} />;
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

/** A matrix as respondents see it: one radio group per statement, on the question's options. */
function PreviewMatrix({ question }: { question: Question }) {
  const [rows, setRows] = useState<Record<string, string>>({});
  return (
    <Stack spacing={1.5}>
      {question.statements.map((statement) => (
        <FormControl key={statement.key} component="fieldset">
          <FormLabel component="legend" sx={{ color: 'text.primary' }}>
            {statement.label}
          </FormLabel>
          <RadioGroup
            row
            value={rows[statement.key] ?? ''}
            onChange={(event) => setRows({ ...rows, [statement.key]: event.target.value })}
          >
            {question.options.map((option) => (
              <FormControlLabel
                key={option.key}
                value={option.key}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ))}
    </Stack>
  );
}

/** A ranking: the options in order, each moved with its up and down buttons. */
function PreviewRanking({ question, language }: { question: Question; language: string }) {
  const text = useRespondentText(language);
  const [order, setOrder] = useState(question.options);
  const move = (from: number, to: number) => {
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    setOrder(next);
  };
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="p">
        {text('rank_hint')}
      </Typography>
      <List dense component="ol">
        {order.map((option, position) => (
          <ListItem
            key={option.key}
            secondaryAction={
              <>
                <IconButton
                  size="small"
                  aria-label={text('move_up', { option: option.label })}
                  disabled={position === 0}
                  onClick={() => move(position, position - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={text('move_down', { option: option.label })}
                  disabled={position === order.length - 1}
                  onClick={() => move(position, position + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </>
            }
          >
            <ListItemText primary={`${position + 1}. ${option.label}`} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
