import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Card,
  CardContent,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Title, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '../../common/LoadError';
import { useDashboardData } from '../../providers/useDashboardData';
import { isLanguageCode, LANGUAGES, type LanguageCode } from '../../i18n/languages';
import type { PreviewQuestion as Question } from '../questionnaire.api';
import { ConsentPreview } from './ConsentPreview';
import { PreviewQuestion } from './PreviewQuestion';

type Consent = 'pending' | 'given' | 'declined';

/** Shown unless its condition names an answer not (yet) chosen. */
export function isShown(question: Question, answers: Record<string, string[]>): boolean {
  if (!question.condition) return true;
  const chosen = answers[question.condition.questionId] ?? [];
  return question.condition.optionKeys.some((key) => chosen.includes(key));
}

/**
 * The questionnaire as a respondent will see it (`GET …/preview?language=`), in each language,
 * starting with the consent step when a question is sensitive. Answers here go nowhere.
 */
export default function QuestionnairePreview() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const data = useDashboardData();
  const createPath = useCreatePath();
  const [language, setLanguage] = useState<LanguageCode>(isLanguageCode(locale) ? locale : 'pt-BR');
  const [consent, setConsent] = useState<Consent>('pending');
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const {
    data: preview,
    isPending,
    error,
  } = useQuery({
    queryKey: ['questionnaire', 'preview', id, language],
    queryFn: () => data.getPreview(id, language),
  });

  const questions = (preview?.questions ?? []).filter(
    (question) => !(question.sensitive && consent === 'declined'),
  );
  const needsConsent = !!preview?.consent.required && consent === 'pending';

  return (
    <Box sx={{ mt: 2, maxWidth: 880 }}>
      <Title
        title={translate('resources.questionnaire.preview.title', { name: preview?.name ?? '' })}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Button
          component={Link}
          to={createPath({ resource: 'questionnaire', id, type: 'edit' })}
          label="resources.questionnaire.preview.back"
        >
          <ArrowBackIcon />
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          aria-label={translate('resources.questionnaire.preview.language')}
          onChange={(_event, value: LanguageCode | null) => {
            if (!value) return;
            setLanguage(value);
            setConsent('pending');
            setAnswers({});
          }}
        >
          {LANGUAGES.map(({ code, name }) => (
            <ToggleButton key={code} value={code} lang={code} sx={{ color: 'text.primary' }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Card>
        <CardContent>
          <Typography variant="h5" component="h2" lang={language}>
            {preview?.name}
          </Typography>
          <Alert severity="info" sx={{ my: 2 }}>
            {translate('resources.questionnaire.preview.note')}
          </Alert>
          {isPending && <LinearProgress />}
          {error && <LoadError message="resources.questionnaire.preview.load_failed" />}
          {preview && preview.questions.length === 0 && (
            <Typography color="text.secondary">
              {translate('resources.questionnaire.builder.empty')}
            </Typography>
          )}
          {preview && needsConsent && (
            <ConsentPreview
              text={preview.consent.text}
              version={preview.consent.version}
              language={language}
              onChoose={(given) => setConsent(given ? 'given' : 'declined')}
            />
          )}
          {preview && !needsConsent && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              {preview.consent.required && (
                <Alert
                  severity={consent === 'given' ? 'success' : 'warning'}
                  action={
                    <Button
                      label="resources.questionnaire.preview.consent_again"
                      onClick={() => setConsent('pending')}
                    />
                  }
                >
                  {translate(`resources.questionnaire.preview.consent_${consent}`)}
                </Alert>
              )}
              {questions.map((question) =>
                isShown(question, answers) ? (
                  <PreviewQuestion
                    key={question.id}
                    question={question}
                    language={language}
                    answer={answers[question.id] ?? []}
                    onAnswer={(keys) =>
                      setAnswers((current) => ({ ...current, [question.id]: keys }))
                    }
                  />
                ) : (
                  <Typography
                    key={question.id}
                    variant="body2"
                    color="text.secondary"
                    sx={{ pl: 1 }}
                  >
                    {translate('resources.questionnaire.preview.hidden', { index: question.index })}
                  </Typography>
                ),
              )}
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
