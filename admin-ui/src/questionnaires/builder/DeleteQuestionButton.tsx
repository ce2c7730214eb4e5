import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import type { QuestionnaireQuestion } from '../../library/question.model';
import { questionLabel, useRefreshQuestionnaire } from '../questionnaire.model';
import { dependentsOf } from '../questionOrder';

/**
 * Deletes a question after asking. One that another question's condition depends on cannot go
 * (the API answers 409): the dialog says which question and what to change first.
 */
export function DeleteQuestionButton({
  questionnaireId,
  question,
  questions,
}: {
  questionnaireId: string;
  question: QuestionnaireQuestion;
  questions: QuestionnaireQuestion[];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const data = useDashboardData();
  const refresh = useRefreshQuestionnaire();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [serverBlocked, setServerBlocked] = useState<string | null>(null);
  const dependents = dependentsOf(questions, question.id);
  const text = question.texts['pt-BR'].text;
  const label = translate('resources.questionnaire.builder.delete', { text });
  const blocked = dependents.length > 0 || serverBlocked !== null;

  const remove = async () => {
    setDeleting(true);
    try {
      await data.removeQuestion(questionnaireId, question.id);
      await refresh();
      notify('resources.questionnaire.builder.deleted', { type: 'info' });
      setOpen(false);
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) {
        // Someone added a condition meanwhile: read the questions again to name it.
        setServerBlocked(error.message);
        await refresh();
      } else {
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      }
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          size="small"
          color="error"
          onClick={() => {
            setServerBlocked(null);
            setOpen(true);
          }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-question-title">
        <DialogTitle id="delete-question-title">
          {translate(
            blocked
              ? 'resources.questionnaire.builder.delete_blocked_title'
              : 'resources.questionnaire.builder.delete_title',
            { text },
          )}
        </DialogTitle>
        <DialogContent>
          {blocked ? (
            <>
              <DialogContentText>
                {translate('resources.questionnaire.builder.delete_blocked', {
                  smart_count: Math.max(dependents.length, 1),
                  questions: dependents.map(questionLabel).join('; '),
                })}
              </DialogContentText>
              {serverBlocked && !dependents.length && (
                <DialogContentText sx={{ mt: 1 }}>{serverBlocked}</DialogContentText>
              )}
            </>
          ) : (
            <DialogContentText>
              {translate('resources.questionnaire.builder.delete_content')}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>
            {translate(blocked ? 'ra.action.close' : 'ra.action.cancel')}
          </MuiButton>
          {!blocked && (
            <MuiButton color="error" variant="contained" disabled={deleting} onClick={remove}>
              {translate('ra.action.delete')}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
