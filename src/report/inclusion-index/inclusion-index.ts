import type { FrozenQuestion } from '../../survey/question.model';
import type { Published } from './inclusion-index.model';

/**
 * The inclusion index of a group: the mean, over the survey's belonging and inclusion statements
 * (agreement scales of the library's `belonging` category: "I feel I belong", "I can be myself",
 * "growth is fair", "leaders treat everyone with respect", "safe to report discrimination", and
 * any statement a company writes in that category), of the share of the group's opinions that
 * agree or strongly agree. 0 to 100, one decimal. Each statement weighs the same, so a group's
 * index moves one point when one of five statements moves five.
 *
 * It is published only where every statement's favourable share is published for that group:
 * a group hidden in one statement's table has no index (an index over the other statements
 * would not be the same measure, and would say which statement was hidden).
 */
export const indexStatements = (questions: FrozenQuestion[]) =>
  questions.filter(
    (question) =>
      question.category === 'belonging' &&
      question.type === 'scale' &&
      question.options.some((option) => option.favourable),
  );

/** The index of one group from its statements' favourable shares, as published. */
export function indexOf(shares: Published[]): Published {
  if (!shares.length || shares.some((share) => share.suppressed))
    return { value: null, suppressed: shares.length > 0 };
  const values = shares.map((share) => share.value);
  if (values.some((value) => value === null)) return { value: null, suppressed: false };
  const mean = (values as number[]).reduce((sum, value) => sum + value, 0) / values.length;
  return { value: Math.round(mean * 10) / 10, suppressed: false };
}
