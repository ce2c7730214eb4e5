import { Box, Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { OptionsInput } from './OptionsInput';
import { hasWrittenOptions } from './question.model';

/**
 * How a question is answered, by type: its options (written or from a response model), and for
 * a matrix also its statements (the rows, each answered on the options). NPS needs nothing: its
 * 0–10 scale is fixed.
 */
export function AnswerSetupInputs({
  models,
}: {
  models: 'response-model' | 'company-response-model';
}) {
  const translate = useTranslate();
  const type = useWatch({ name: 'type' }) as string;
  return (
    <>
      {type === 'matrix' && (
        <Box sx={{ width: '100%' }}>
          <Typography variant="subtitle2" component="h3">
            {translate('library.statements.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {translate('library.statements.help')}
          </Typography>
          <ArrayInput source="statements" label={false} helperText={false}>
            <SimpleFormIterator inline disableClear>
              <TextInput
                source="labels.pt-BR"
                label="library.statements.label_pt"
                helperText={false}
              />
              <TextInput
                source="labels.en-US"
                label="library.statements.label_en"
                helperText={false}
              />
              <TextInput
                source="labels.es-ES"
                label="library.statements.label_es"
                helperText={false}
              />
            </SimpleFormIterator>
          </ArrayInput>
        </Box>
      )}
      {hasWrittenOptions(type) && <OptionsInput models={models} />}
      {type === 'nps' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('library.help.nps')}
        </Typography>
      )}
      {type === 'ranking' && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('library.help.ranking')}
        </Typography>
      )}
    </>
  );
}
