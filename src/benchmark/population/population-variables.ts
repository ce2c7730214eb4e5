import type { QuestionCategory } from '../../survey/question.model';
import age2022 from './age-2022.json';
import disability2022 from './disability-2022.json';
import { Area, COLOUR_OR_RACE_2022, PopulationSource } from './population';

/** A population figure the library's answers can be read against. */
export type PopulationVariable = 'colour-or-race' | 'age' | 'disability';

/** An area's shares (0–1, adding up to 1) of the library's option keys. */
export interface AreaShares {
  area: Area;
  shares: Record<string, number>;
}

export interface VariableFigures {
  variable: PopulationVariable;
  /** The library category whose question, with exactly these option keys, it compares with. */
  category: QuestionCategory;
  keys: string[];
  source: PopulationSource;
  /** Which areas the figures exist for, from the country down to the company's. */
  areasOf(place: { stateCode?: number | null; cityCode?: number | null }): AreaShares[];
}

const BRAZIL: Area = { level: 'country', code: 'BR' };

/**
 * The library's age ranges against the population of working age (15 to 64, IBGE's bounds of
 * the dependency ratio): "up to 24" is 15–24 and "55 or more" is 55–64, so that children and
 * retired people do not weigh on a workforce's comparison.
 */
const AGE_RANGES: Record<string, string[]> = {
  'up-to-24': ['15-19', '20-24'],
  '25-34': ['25-29', '30-34'],
  '35-44': ['35-39', '40-44'],
  '45-54': ['45-49', '50-54'],
  '55-plus': ['55-59', '60-64'],
};

function ageShares(): Record<string, number> {
  const ages = age2022.ages as Record<string, number[]>;
  const people = (groups: string[]) =>
    groups.reduce((sum, group) => sum + ages[group].reduce((total, count) => total + count, 0), 0);
  const all = people(Object.values(AGE_RANGES).flat());
  return Object.fromEntries(
    Object.entries(AGE_RANGES).map(([key, groups]) => [key, people(groups) / all]),
  );
}

const countryOnly = (shares: Record<string, number>) => () => [{ area: BRAZIL, shares }];

/** Every variable shipped, with where its figures come from. */
export const POPULATION_VARIABLES: VariableFigures[] = [
  {
    variable: 'colour-or-race',
    category: 'race',
    keys: COLOUR_OR_RACE_2022.categories,
    source: COLOUR_OR_RACE_2022.source,
    areasOf: (place) =>
      COLOUR_OR_RACE_2022.areasOf(place).map((area) => {
        const { total, undeclared, counts } = COLOUR_OR_RACE_2022.composition(area);
        const declared = total - undeclared;
        return {
          area,
          shares: Object.fromEntries(
            Object.entries(counts).map(([key, people]) => [key, people / declared]),
          ),
        };
      }),
  },
  {
    variable: 'age',
    category: 'age',
    keys: Object.keys(AGE_RANGES),
    source: { table: age2022.table, survey: age2022.survey, released: age2022.released },
    areasOf: countryOnly(ageShares()),
  },
  {
    variable: 'disability',
    category: 'disability',
    keys: Object.keys(disability2022.shares),
    source: {
      table: disability2022.table,
      survey: disability2022.survey,
      released: disability2022.released,
    },
    areasOf: countryOnly(
      Object.fromEntries(
        Object.entries(disability2022.shares).map(([key, percent]) => [key, percent / 100]),
      ),
    ),
  },
];
