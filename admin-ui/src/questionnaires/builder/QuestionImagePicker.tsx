import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'];
export const IMAGE_LIMIT_BYTES = 2 * 1024 * 1024;

/** Why an image cannot be sent (the API checks the same by content): a key, or null. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'resources.questionnaire.question.image_type';
  if (file.size > IMAGE_LIMIT_BYTES) return 'resources.questionnaire.question.image_size';
  return null;
}

/**
 * The question's optional image (PNG or JPG up to 2 MB), sent with `POST …/image` once the
 * question is saved. The current one shows until another is chosen.
 */
export function QuestionImagePicker({
  currentUrl,
  file,
  onChange,
}: {
  currentUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const translate = useTranslate();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl;

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2" component="p">
        {translate('resources.questionnaire.question.image')}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mt: 1 }}>
        {shown && (
          <Box
            component="img"
            src={shown}
            alt={translate('resources.questionnaire.question.image_current')}
            sx={{
              maxWidth: 160,
              maxHeight: 120,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        )}
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<ImageIcon />}>
          {translate(
            shown
              ? 'resources.questionnaire.question.image_replace'
              : 'resources.questionnaire.question.image_choose',
          )}
          <input
            id={inputId}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              const reason = imageProblem(chosen);
              setProblem(reason);
              onChange(reason ? null : chosen);
            }}
          />
        </Button>
        {file && (
          <Button onClick={() => onChange(null)}>
            {translate('resources.questionnaire.question.image_keep')}
          </Button>
        )}
      </Stack>
      <FormHelperText error={!!problem}>
        {translate(problem ?? 'resources.questionnaire.question.image_help')}
      </FormHelperText>
    </Box>
  );
}
