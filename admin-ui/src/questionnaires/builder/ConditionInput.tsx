import { Box, FormHelperText, Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  SelectInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { localized, type QuestionnaireQuestion } from '../../library/question.model';
import { questionLabel } from '../questionnaire.model';
import { conditionCandidates } from '../questionOrder';

/**
 * "Show this question only when an earlier answer is one of …": an earlier single, multiple or
 * scale question, and one or more of its options.
 */
export function ConditionInput({
  questions,
  currentId,
}: {
  questions: QuestionnaireQuestion[];
  currentId?: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { setValue } = useFormContext();
  const { errors } = useFormState({ name: 'condition' });
  const hasCondition = useWatch({ name: 'hasCondition' }) as boolean;
  const questionId = useWatch({ name: 'condition.questionId' }) as string | undefined;
  const candidates = conditionCandidates(questions, currentId);
  const target = candidates.find((candidate) => candidate.id === questionId);
  const serverError = (errors.condition as { message?: string } | undefined)?.message;

  if (!candidates.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {translate('resources.questionnaire.condition.none_available')}
      </Typography>
    );
  }
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%' }}>
      <BooleanInput
        source="hasCondition"
        label="resources.questionnaire.condition.enable"
        helperText="resources.questionnaire.condition.help"
      />
      {hasCondition && (
        <Box sx={{ pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
          <SelectInput
            source="condition.questionId"
            label="resources.questionnaire.condition.question"
            choices={candidates.map((candidate) => ({
              id: candidate.id,
              name: questionLabel(candidate),
            }))}
            translateChoice={false}
            onChange={() => setValue('condition.optionKeys', [], { shouldDirty: true })}
            helperText={false}
            fullWidth
          />
          {target && (
            <CheckboxGroupInput
              source="condition.optionKeys"
              label="resources.questionnaire.condition.options"
              choices={target.options.map((option) => ({
                id: option.key,
                name: localized(option.labels, locale),
              }))}
              translateChoice={false}
              helperText="resources.questionnaire.condition.options_help"
            />
          )}
        </Box>
      )}
      {serverError && (
        <FormHelperText error>{translate(serverError, { _: serverError })}</FormHelperText>
      )}
    </Box>
  );
}
