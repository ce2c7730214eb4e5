/**
 * The `option_key` values of `survey_tally` that are not option keys. Option keys start with a
 * letter or digit (the questionnaire refuses anything else), so these never collide with one.
 */
export const TALLY_KEY = {
  /** Respondents of the question (of the survey, when the question is null). */
  answered: '',
  /** "Prefer not to answer". */
  preferNot: '~',
  /** Prefixes an option key: respondents who ranked that option first (ranking questions). */
  rankedFirst: '^',
} as const;

/** The tally key of an answer row of `survey_answer` (aliased `alias`), in SQL. */
export const answerKey = (alias: string) =>
  `CASE WHEN ${alias}.prefer_not THEN '${TALLY_KEY.preferNot}' ELSE ${alias}.option_key END`;

/**
 * The tally keys one answer row counts under, as SQL rows for a lateral VALUES: its own key and
 * the question's respondents; a ranking's row of rank 1 (the only rows with both an option and
 * a number) also counts its option as ranked first.
 */
export const tallyKeys = (alias: string) =>
  `(${answerKey(alias)}), ('${TALLY_KEY.answered}'), (${rankedFirstKey(alias)})`;

/** The ranked-first key of a ranking's answer row of rank 1; null for any other row. */
export const rankedFirstKey = (alias: string) =>
  `CASE WHEN ${alias}.option_key IS NOT NULL AND ${alias}.value_number = 1
        THEN '${TALLY_KEY.rankedFirst}' || ${alias}.option_key END`;
