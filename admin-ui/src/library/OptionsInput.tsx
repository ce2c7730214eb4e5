import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  RadioButtonGroupInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useGetList,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { hasFavourable, localized, type ResponseModel } from './question.model';

const SOURCES = [
  { id: 'options', name: 'library.options.write' },
  { id: 'model', name: 'library.options.use_model' },
];

/**
 * A choice question's answers: written here (each label in the three languages) or copied
 * from a response model. `models` is the resource the models come from: the owner's or the
 * company's (the platform's and its own).
 */
export function OptionsInput({ models }: { models: 'response-model' | 'company-response-model' }) {
  const translate = useTranslate();
  const source = useWatch({ name: 'optionSource' }) as string;
  const type = useWatch({ name: 'type' }) as string;
  return (
    <Box sx={{ width: '100%' }}>
      <RadioButtonGroupInput
        source="optionSource"
        label="library.options.title"
        choices={SOURCES}
        row
        helperText={false}
      />
      {source === 'model' ? (
        <ModelSelect models={models} />
      ) : (
        <ArrayInput source="options" label={false} helperText={false}>
          <SimpleFormIterator
            inline
            disableClear
            sx={{ '& .RaSimpleFormIterator-line': { alignItems: 'center' } }}
          >
            <TextInput source="labels.pt-BR" label="library.options.label_pt" helperText={false} />
            <TextInput source="labels.en-US" label="library.options.label_en" helperText={false} />
            <TextInput source="labels.es-ES" label="library.options.label_es" helperText={false} />
            {hasFavourable(type) && (
              <BooleanInput
                source="favourable"
                label="library.options.favourable"
                helperText={false}
              />
            )}
          </SimpleFormIterator>
        </ArrayInput>
      )}
      {source !== 'model' && hasFavourable(type) && (
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('library.options.favourable_help')}
        </Typography>
      )}
    </Box>
  );
}

function ModelSelect({ models }: { models: 'response-model' | 'company-response-model' }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const chosen = useWatch({ name: 'responseModelId' }) as string | null;
  const { data = [], isPending } = useGetList<ResponseModel & { id: string }>(models, {
    pagination: { page: 1, perPage: 100 },
  });
  const model = data.find((candidate) => candidate.id === chosen);
  return (
    <Box>
      <SelectInput
        source="responseModelId"
        label="library.options.model"
        choices={data.map((candidate) => ({
          id: candidate.id,
          name: localized(candidate.names, locale),
        }))}
        isPending={isPending}
        translateChoice={false}
        helperText="library.options.model_help"
        sx={{ minWidth: 320 }}
      />
      {model && (
        <Stack
          direction="row"
          aria-label={translate('library.options.model_options')}
          sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}
        >
          {model.options.map((option) => (
            <Chip key={option.key} size="small" label={localized(option.labels, locale)} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
