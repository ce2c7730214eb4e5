import { useMemo } from 'react';
import { BooleanInput, SimpleForm, useRecordContext } from 'react-admin';
import { DANGER_ON_GREY, FormToolbar } from './FormToolbar';
import { AnswerSetupInputs } from './AnswerSetupInputs';
import { RetireButton } from './RetireButton';
import type { PredefinedQuestion } from './question.model';
import { QuestionBasicsInputs } from './QuestionBasicsInputs';
import {
  questionBody,
  questionValues,
  validateQuestion,
  type QuestionValues,
} from './questionForm';
import { QuestionTextsInput } from './QuestionTextsInput';

export const toLibraryBody = (values: Record<string, unknown>) =>
  questionBody(values as unknown as QuestionValues) as unknown as Record<string, unknown>;

const validate = (values: Record<string, unknown>) =>
  validateQuestion(values as unknown as QuestionValues);

/** A library question: texts in 3 languages, then type, options or a response model, sensitivity. */
export function PredefinedQuestionForm() {
  const record = useRecordContext<PredefinedQuestion>();
  // The id stays in the form's record: the toolbar's retire button names it.
  const values = useMemo(() => ({ ...questionValues(record), id: record?.id }), [record]);
  return (
    <SimpleForm
      record={values}
      validate={validate}
      sx={{ maxWidth: 1040 }}
      toolbar={<FormToolbar>{record && <RetireButton sx={DANGER_ON_GREY} />}</FormToolbar>}
    >
      <QuestionTextsInput />
      <QuestionBasicsInputs />
      <AnswerSetupInputs models="response-model" />
      {record && (
        <BooleanInput
          source="isActive"
          label="resources.predefined-question.fields.isActive"
          helperText="resources.predefined-question.help.isActive"
        />
      )}
    </SimpleForm>
  );
}
