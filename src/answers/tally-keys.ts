/**
 * The `option_key` values of `survey_tally` that are not option keys. Option keys start with a
 * letter or digit (the questionnaire refuses anything else), so these never collide with one.
 */
export const TALLY_KEY = {
  /** Respondents of the question (of the survey, when the question is null). */
  answered: '',
  /** "Prefer not to answer". */
  preferNot: '~',
} as const;

/** The tally key of an answer row of `survey_answer` (aliased `alias`), in SQL. */
export const answerKey = (alias: string) =>
  `CASE WHEN ${alias}.prefer_not THEN '${TALLY_KEY.preferNot}' ELSE ${alias}.option_key END`;
