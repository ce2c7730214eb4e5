import { LanguageCode } from '../../common/i18n/languages';
import { translate } from '../../common/i18n/translate';
import {
  CHOICE_TYPES,
  FrozenQuestion,
  Localized,
  PREFER_NOT_TO_ANSWER,
} from '../../survey/question.model';
import { Breakdown, Cell, NpsScore, NumberStats, OptionCount, RankedOption } from '../report.model';
import { TALLY_KEY } from '../../answers/tally-keys';
import { Axis, groupOf } from './cell-index';
import { CountState } from './small-counts';

interface Sum {
  count: number;
  sum: number | null;
  min: number | null;
  max: number | null;
}

/** Answer key → its sum, for one group of one question. */
export type KeySums = Map<string, Sum>;

/** Adds cells up per group of `axis` (and for the whole table under TOTAL). */
export function sumByGroup(cells: Cell[], axis: Axis): Map<string, KeySums> {
  const groups = new Map<string, KeySums>();
  const add = (group: string, cell: Cell) => {
    const sums = groups.get(group) ?? new Map<string, Sum>();
    groups.set(group, sums);
    const sum = sums.get(cell.key) ?? { count: 0, sum: null, min: null, max: null };
    sum.count += cell.count;
    if (cell.sum !== null) sum.sum = (sum.sum ?? 0) + cell.sum;
    if (cell.min !== null) sum.min = sum.min === null ? cell.min : Math.min(sum.min, cell.min);
    if (cell.max !== null) sum.max = sum.max === null ? cell.max : Math.max(sum.max, cell.max);
    sums.set(cell.key, sum);
  };
  for (const cell of cells) {
    add(TOTAL, cell);
    if (axis !== 'none') add(groupOf(cell, axis), cell);
  }
  return groups;
}

/** The key of the whole table in `sumByGroup`'s answer; never a group id. */
export const TOTAL = '#total';

export const percentage = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;

export const label = (labels: Localized<string>, language: LanguageCode) =>
  labels[language] ?? labels['pt-BR'];

/** What one group shows of one question: counts per option, or number statistics, or a count. */
export function breakdown(
  question: FrozenQuestion,
  sums: KeySums | undefined,
  hidden: boolean,
  language: LanguageCode,
  small?: { minimum: number; states: Map<string, CountState> },
): Breakdown {
  if (hidden) return { suppressed: true, respondents: null };
  const respondents = sums?.get(TALLY_KEY.answered)?.count ?? 0;
  const preferNot = sums?.get(TALLY_KEY.preferNot)?.count ?? 0;
  const counted = (key: string, count: number) => {
    const state = small?.states.get(key) ?? 'shown';
    if (state === 'shown') return { count, percentage: percentage(count, respondents) };
    return state === 'fewer'
      ? { count: null, percentage: null, fewerThan: small?.minimum }
      : { count: null, percentage: null, hidden: true };
  };
  const options: OptionCount[] = CHOICE_TYPES.includes(question.type)
    ? question.options.map((option) => ({
        key: option.key,
        label: label(option.labels, language),
        ...counted(option.key, sums?.get(option.key)?.count ?? 0),
        ...(option.favourable === undefined ? {} : { favourable: option.favourable }),
      }))
    : [];
  if (question.sensitive || preferNot > 0) {
    options.push({
      key: PREFER_NOT_TO_ANSWER,
      label: translate(language, 'report.preferNotToAnswer'),
      ...counted(TALLY_KEY.preferNot, preferNot),
      preferNotToAnswer: true,
    });
  }
  const result: Breakdown = { suppressed: false, respondents };
  if (options.length) result.options = options;
  if (question.type === 'number') result.number = numberStats(sums, respondents - preferNot);
  // Scores derived from counts that small-count protection withholds would give them back.
  if (question.type === 'nps' && options.every((option) => option.count !== null))
    result.nps = npsScore(sums, respondents - preferNot);
  if (question.type === 'ranking') result.ranking = ranking(question, sums, respondents, language);
  return result;
}

/** Promoters answer 9 or 10, detractors 0 to 6 (the NPS convention); null when nobody did. */
function npsScore(sums: KeySums | undefined, answered: number): NpsScore | undefined {
  if (answered <= 0) return undefined;
  const among = (from: number, to: number) => {
    let count = 0;
    for (let score = from; score <= to; score++) count += sums?.get(String(score))?.count ?? 0;
    return count;
  };
  const promoters = among(9, 10);
  const detractors = among(0, 6);
  return {
    promoters: percentage(promoters, answered),
    passives: percentage(among(7, 8), answered),
    detractors: percentage(detractors, answered),
    score: Math.round(((promoters - detractors) / answered) * 1000) / 10,
  };
}

/** Mean rank per option (the sum of its ranks over those who ranked it) and first places. */
function ranking(
  question: FrozenQuestion,
  sums: KeySums | undefined,
  respondents: number,
  language: LanguageCode,
): RankedOption[] {
  return question.options.map((option) => {
    const ranked = sums?.get(option.key);
    return {
      key: option.key,
      label: label(option.labels, language),
      meanRank: ranked?.count && ranked.sum !== null ? round(ranked.sum / ranked.count) : null,
      rankedFirst: percentage(
        sums?.get(`${TALLY_KEY.rankedFirst}${option.key}`)?.count ?? 0,
        respondents,
      ),
    };
  });
}

function numberStats(sums: KeySums | undefined, count: number): NumberStats {
  const answered = sums?.get(TALLY_KEY.answered);
  return {
    count,
    mean: count > 0 && answered?.sum != null ? round(answered.sum / count) : null,
    min: answered?.min ?? null,
    max: answered?.max ?? null,
  };
}

/** Favourable answers among those who gave an opinion, in percent; null when nobody did. */
export function favourableShare(question: FrozenQuestion, sums: KeySums | undefined) {
  const respondents = sums?.get(TALLY_KEY.answered)?.count ?? 0;
  const opinions = respondents - (sums?.get(TALLY_KEY.preferNot)?.count ?? 0);
  if (opinions <= 0) return null;
  const favourable = question.options
    .filter((option) => option.favourable)
    .reduce((sum, option) => sum + (sums?.get(option.key)?.count ?? 0), 0);
  return percentage(favourable, opinions);
}

const round = (value: number) => Math.round(value * 100) / 100;
