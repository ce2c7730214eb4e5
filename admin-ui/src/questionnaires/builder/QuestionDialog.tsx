import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Divider } from '@mui/material';
import { useMemo, useState } from 'react';
import { Button, Form, HttpError, SaveButton, useNotify, useTranslate } from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import { AnswerSetupInputs } from '../../library/AnswerSetupInputs';
import type { QuestionnaireQuestion } from '../../library/question.model';
import { QuestionBasicsInputs } from '../../library/QuestionBasicsInputs';
import {
  questionBody,
  questionValues,
  validateQuestion,
  type QuestionValues,
} from '../../library/questionForm';
import { QuestionTextsInput } from '../../library/QuestionTextsInput';
import { questionLabel, useRefreshQuestionnaire } from '../questionnaire.model';
import { dependentsOf } from '../questionOrder';
import { ConditionInput } from './ConditionInput';
import { QuestionImagePicker } from './QuestionImagePicker';

const validate = (values: Record<string, unknown>) =>
  validateQuestion(values as unknown as QuestionValues, { withCondition: true });

/** A question written by the company, new or edited, with its image sent after it is saved. */
export function QuestionDialog({
  questionnaireId,
  question,
  questions,
  onClose,
}: {
  questionnaireId: string;
  question?: QuestionnaireQuestion;
  questions: QuestionnaireQuestion[];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();
  const refresh = useRefreshQuestionnaire();
  const [image, setImage] = useState<File | null>(null);
  const defaults = useMemo(() => questionValues(question), [question]);
  const dependents = question ? dependentsOf(questions, question.id) : [];

  const submit = async (values: Record<string, unknown>) => {
    const body = questionBody(values as unknown as QuestionValues, { questionnaire: true });
    let saved: QuestionnaireQuestion;
    try {
      saved = question
        ? await data.updateQuestion(questionnaireId, question.id, body)
        : await data.addQuestion(questionnaireId, body);
    } catch (error) {
      const errors =
        error instanceof HttpError && error.status === 400
          ? (error.body as { errors?: Record<string, string> } | undefined)?.errors
          : undefined;
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      return errors;
    }
    if (image) {
      try {
        await data.setQuestionImage(questionnaireId, saved.id, image);
      } catch (error) {
        notify('resources.questionnaire.question.image_refused', {
          type: 'warning',
          messageArgs: { reason: (error as Error).message },
        });
      }
    }
    await refresh();
    notify(`resources.questionnaire.question.${question ? 'updated' : 'added'}`, { type: 'info' });
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="question-title">
      <Form onSubmit={submit} defaultValues={defaults} validate={validate}>
        <DialogTitle id="question-title">
          {question
            ? translate('resources.questionnaire.question.edit_title', {
                index: question.position + 1,
              })
            : translate('resources.questionnaire.question.new_title')}
        </DialogTitle>
        <DialogContent dividers>
          {dependents.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('resources.questionnaire.question.has_dependents', {
                smart_count: dependents.length,
                questions: dependents.map(questionLabel).join('; '),
              })}
            </Alert>
          )}
          {/* What is asked first, then how it is answered. */}
          <QuestionTextsInput />
          <Divider sx={{ my: 2 }} />
          <QuestionBasicsInputs withRequired />
          <AnswerSetupInputs models="company-response-model" />
          <Divider sx={{ my: 2 }} />
          <ConditionInput questions={questions} currentId={question?.id} />
          <QuestionImagePicker
            currentUrl={question?.imageUrl ?? null}
            file={image}
            onChange={setImage}
          />
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={onClose} />
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
