import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CONTENT_LANGUAGES, REFERENCE_LANGUAGE, type QuestionContent } from './question.model';
import { TONES, WARNING_OUTLINE } from './tones';

/** The pt-BR text, and which other languages the question has. */
export function QuestionTextField() {
  const translate = useTranslate();
  const record = useRecordContext<QuestionContent & { id: string }>();
  if (!record) return null;
  const others = CONTENT_LANGUAGES.filter((code) => code !== REFERENCE_LANGUAGE);
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography variant="body2" lang="pt-BR">
        {record.texts[REFERENCE_LANGUAGE]?.text}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.5 }}>
        {others.map((code) => (
          <Chip
            key={code}
            size="small"
            variant="outlined"
            sx={record.texts[code]?.text ? undefined : WARNING_OUTLINE}
            label={`${code} ${record.texts[code]?.text ? '✓' : `· ${translate('library.texts.missing')}`}`}
          />
        ))}
      </Stack>
    </Stack>
  );
}

export function QuestionTypeField() {
  const translate = useTranslate();
  const record = useRecordContext<QuestionContent>();
  return record ? (
    <Typography variant="body2">{translate(`library.types.${record.type}`)}</Typography>
  ) : null;
}

export function CategoryField() {
  const translate = useTranslate();
  const record = useRecordContext<QuestionContent>();
  if (!record) return null;
  return (
    <Typography variant="body2">
      {translate(`library.categories.${record.category ?? 'none'}`)}
    </Typography>
  );
}

/** "Sensitive" (LGPD art. 11) as a chip, nothing otherwise. */
export function SensitiveChip({ sensitive }: { sensitive: boolean }) {
  const translate = useTranslate();
  return sensitive ? (
    <Chip size="small" sx={TONES.warning} label={translate('library.fields.sensitive')} />
  ) : null;
}

export function SensitiveField() {
  const record = useRecordContext<QuestionContent>();
  return record ? <SensitiveChip sensitive={record.sensitive} /> : null;
}
