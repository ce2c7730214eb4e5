import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import { LANGUAGES, type LanguageCode } from '../../i18n/languages';
import { HelpHtml } from '../../library/HelpHtml';
import { SensitiveChip } from '../../library/LibraryFields';
import { CONTENT_LANGUAGES, type PredefinedQuestion } from '../../library/question.model';
import { useRefreshQuestionnaire } from '../questionnaire.model';

/** One library question: its pt-BR text, its other languages on demand, and "add". */
export function LibraryItem({
  questionnaireId,
  question,
  added,
}: {
  questionnaireId: string;
  question: PredefinedQuestion;
  added: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();
  const refresh = useRefreshQuestionnaire();
  const [required, setRequired] = useState(false);
  const [adding, setAdding] = useState(false);
  const [justAdded, setJustAdded] = useState(false);
  const isAdded = added || justAdded;
  const titleId = `library-question-${question.id}`;

  const add = async () => {
    setAdding(true);
    try {
      await data.addLibraryQuestion(questionnaireId, question.id, !question.sensitive && required);
      setJustAdded(true);
      await refresh();
      notify('resources.questionnaire.library.added', { type: 'info' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} lang="pt-BR" sx={{ fontWeight: 600 }}>
            {question.texts['pt-BR'].text}
          </Typography>
          <HelpHtml
            html={question.texts['pt-BR'].description}
            sx={{ color: 'text.secondary', fontSize: 14 }}
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            <Chip size="small" label={translate(`library.types.${question.type}`)} />
            {question.category && (
              <Chip
                size="small"
                variant="outlined"
                label={translate(`library.categories.${question.category}`)}
              />
            )}
            <SensitiveChip sensitive={question.sensitive} />
          </Stack>
          {question.options.length > 0 && (
            <Typography variant="body2" color="text.secondary" lang="pt-BR" sx={{ mt: 1 }}>
              {question.options.map((option) => option.labels['pt-BR']).join(' · ')}
            </Typography>
          )}
          <Statements question={question} language="pt-BR" />
        </Box>
        <Stack sx={{ alignItems: { sm: 'flex-end' }, minWidth: 200 }}>
          <Button
            variant={isAdded ? 'text' : 'contained'}
            label={
              isAdded
                ? 'resources.questionnaire.library.already_added'
                : 'resources.questionnaire.library.add'
            }
            aria-describedby={titleId}
            disabled={isAdded || adding}
            onClick={add}
          >
            {isAdded ? <CheckIcon /> : <AddIcon />}
          </Button>
          {!isAdded && (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={!question.sensitive && required}
                  disabled={question.sensitive}
                  onChange={(event) => setRequired(event.target.checked)}
                />
              }
              label={translate('library.fields.required')}
            />
          )}
          {question.sensitive && !isAdded && (
            <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 220 }}>
              {translate('library.help.sensitive_not_required_short')}
            </Typography>
          )}
        </Stack>
      </Stack>
      <Accordion disableGutters elevation={0} sx={{ mt: 1, '&:before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
          <Typography variant="body2">
            {translate('resources.questionnaire.library.other_languages')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0, display: 'grid', gap: 1.5 }}>
          {CONTENT_LANGUAGES.filter((code) => code !== 'pt-BR').map((code) => (
            <Box key={code} lang={code}>
              <Typography variant="overline" component="p" color="text.secondary">
                {LANGUAGES.find((language) => language.code === code)?.name}
              </Typography>
              <Typography variant="body2">
                {question.texts[code]?.text ?? translate('library.texts.missing')}
              </Typography>
              <HelpHtml
                html={question.texts[code]?.description}
                sx={{ color: 'text.secondary', fontSize: 13 }}
              />
              {question.options.length > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {question.options
                    .map((option) => option.labels[code] ?? option.labels['pt-BR'])
                    .join(' · ')}
                </Typography>
              )}
              <Statements question={question} language={code} />
            </Box>
          ))}
        </AccordionDetails>
      </Accordion>
    </Paper>
  );
}

/** A matrix's statements, its rows, in one language (Portuguese where one is missing). */
function Statements({
  question,
  language,
}: {
  question: PredefinedQuestion;
  language: LanguageCode;
}) {
  const statements = question.statements ?? [];
  if (!statements.length) return null;
  return (
    <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, color: 'text.secondary', fontSize: 14 }}>
      {statements.map((statement) => (
        <li key={statement.key}>{statement.labels[language] ?? statement.labels['pt-BR']}</li>
      ))}
    </Box>
  );
}
