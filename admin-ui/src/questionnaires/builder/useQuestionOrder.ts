import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useDashboardData } from '../../providers/useDashboardData';
import type { QuestionnaireQuestion } from '../../library/question.model';
import { useRefreshQuestionnaire } from '../questionnaire.model';
import { brokenConditions, canMove, moveId } from '../questionOrder';

/**
 * The questions' order, moved at once on screen and saved with `PUT …/question/order`. A move
 * that would put a condition before the question it depends on is refused here, as the API
 * would refuse it.
 */
export function useQuestionOrder(questionnaireId: string, questions: QuestionnaireQuestion[]) {
  const data = useDashboardData();
  const notify = useNotify();
  const refresh = useRefreshQuestionnaire();
  const [pending, setPending] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const ordered = useMemo(() => {
    if (!pending) return questions;
    const byId = new Map(questions.map((question) => [question.id, question]));
    const next = pending.map((id) => byId.get(id)).filter((question) => !!question);
    return next.length === questions.length
      ? next.map((question, position) => ({ ...question, position }))
      : questions;
  }, [pending, questions]);

  const move = async (from: number, to: number) => {
    const ids = moveId(
      ordered.map((question) => question.id),
      from,
      to,
    );
    if (brokenConditions(ordered, ids).length) {
      notify('resources.questionnaire.builder.move_refused', { type: 'warning' });
      return;
    }
    setPending(ids);
    setBusy(true);
    try {
      await data.reorderQuestions(questionnaireId, ids);
      await refresh();
      notify('resources.questionnaire.builder.order_saved', { type: 'info' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(null);
      setBusy(false);
    }
  };

  return {
    ordered,
    busy,
    move,
    canMove: (from: number, to: number) => canMove(ordered, from, to),
  };
}
