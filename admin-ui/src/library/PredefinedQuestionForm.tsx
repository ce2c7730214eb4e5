import { useMemo } from 'react';
import { BooleanInput, FormDataConsumer, SimpleForm, useRecordContext } from 'react-admin';
import { OptionsInput } from './OptionsInput';
import { isChoice, type PredefinedQuestion } from './question.model';
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

/** A library question: type, options or a response model, sensitivity, texts in 3 languages. */
export function PredefinedQuestionForm() {
  const record = useRecordContext<PredefinedQuestion>();
  const values = useMemo(() => questionValues(record), [record]);
  return (
    <SimpleForm record={values} validate={validate} sx={{ maxWidth: 1040 }}>
      <QuestionBasicsInputs />
      <FormDataConsumer>
        {({ formData }) =>
          isChoice(formData.type) ? <OptionsInput models="response-model" /> : null
        }
      </FormDataConsumer>
      <QuestionTextsInput />
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
