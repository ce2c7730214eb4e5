import { Alert, Box } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { isOpinion } from './question.model';
import { QUESTION_CATEGORIES, QUESTION_TYPES } from '@shared/question';

export const TYPE_CHOICES = QUESTION_TYPES.map((type) => ({
  id: type,
  name: `library.types.${type}`,
}));
export const CATEGORY_CHOICES = QUESTION_CATEGORIES.map((category) => ({
  id: category,
  name: `library.categories.${category}`,
}));

/**
 * Type, category and the sensitive flag; in a questionnaire also "required", which a sensitive
 * question cannot be (LGPD art. 11: consent and the right to skip; the API enforces it).
 */
export function QuestionBasicsInputs({ withRequired = false }: { withRequired?: boolean }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const type = useWatch({ name: 'type' }) as string;
  const sensitive = useWatch({ name: 'sensitive' }) as boolean;

  const opinion = isOpinion(type);

  useEffect(() => {
    if (sensitive && withRequired) setValue('required', false, { shouldDirty: true });
  }, [sensitive, withRequired, setValue]);
  // A matrix, an NPS or a ranking asks an opinion, never who the person is: never sensitive.
  useEffect(() => {
    if (opinion && sensitive) setValue('sensitive', false, { shouldDirty: true });
  }, [opinion, sensitive, setValue]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <SelectInput
          source="type"
          label="library.fields.type"
          choices={TYPE_CHOICES}
          helperText={`library.types_help.${type}`}
          sx={{ minWidth: 240 }}
        />
        <SelectInput
          source="category"
          label="library.fields.category"
          choices={CATEGORY_CHOICES}
          emptyText="library.categories.none"
          helperText={false}
          sx={{ minWidth: 240 }}
        />
      </Box>
      {type === 'number' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <NumberInput source="min" label="library.fields.min" helperText={false} />
          <NumberInput source="max" label="library.fields.max" helperText={false} />
        </Box>
      )}
      {!opinion && (
        <BooleanInput
          source="sensitive"
          label="library.fields.sensitive"
          helperText="library.help.sensitive"
        />
      )}
      {withRequired && (
        <>
          <BooleanInput
            source="required"
            label="library.fields.required"
            disabled={sensitive}
            helperText={sensitive ? false : 'library.help.required'}
          />
          {sensitive && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('library.help.sensitive_not_required')}
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
