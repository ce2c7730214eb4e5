import colourOrRace2022 from './colour-or-race-2022.json';

/** The levels at which the Census publishes the population that a company is compared with. */
export type AreaLevel = 'country' | 'region' | 'state' | 'municipality';

export interface Area {
  level: AreaLevel;
  /** IBGE's code: 'BR', one digit for a region, two for a state, seven for a municipality. */
  code: string;
}

/** Where a published figure comes from, shown beside it. */
export interface PopulationSource {
  table: string;
  survey: string;
  released: string;
}

/** One area's people by category, as published, and those whose category was not declared. */
export interface Composition {
  area: Area;
  total: number;
  counts: Record<string, number>;
  undeclared: number;
}

/** The region names IBGE uses; a region's code is the first digit of its states' codes. */
export const REGION_NAMES: Record<string, string> = {
  '1': 'Norte',
  '2': 'Nordeste',
  '3': 'Sudeste',
  '4': 'Sul',
  '5': 'Centro-Oeste',
};

interface PublishedTable extends PopulationSource {
  columns: string[];
  municipalities: Record<string, number[]>;
}

/**
 * A Census table published per municipality, with the larger areas summed from it (census
 * counts add up exactly: every person lives in one municipality).
 */
export class PopulationTable {
  readonly source: PopulationSource;
  readonly categories: string[];
  private readonly rows = new Map<string, number[]>();

  constructor(table: PublishedTable) {
    const [total, ...categories] = table.columns;
    if (total !== 'total') throw new Error(`${table.table}: the first column must be the total`);
    this.source = { table: table.table, survey: table.survey, released: table.released };
    this.categories = categories;
    for (const [code, row] of Object.entries(table.municipalities)) {
      for (const area of [code, code.slice(0, 2), code.slice(0, 1), 'BR']) {
        const sum = this.rows.get(area) ?? new Array<number>(row.length).fill(0);
        row.forEach((value, index) => (sum[index] += value));
        this.rows.set(area, sum);
      }
    }
  }

  /** The areas of a place, from the country down to the municipality when it is known. */
  areasOf(place: { stateCode?: number | null; cityCode?: number | null }): Area[] {
    const state = place.stateCode ?? (place.cityCode ? Math.floor(place.cityCode / 100_000) : null);
    const areas: Area[] = [{ level: 'country', code: 'BR' }];
    if (state) {
      areas.push({ level: 'region', code: String(state).slice(0, 1) });
      areas.push({ level: 'state', code: String(state) });
    }
    if (place.cityCode && (!state || String(place.cityCode).startsWith(String(state))))
      areas.push({ level: 'municipality', code: String(place.cityCode) });
    return areas.filter((area) => this.rows.has(area.code));
  }

  composition(area: Area): Composition {
    const row = this.rows.get(area.code);
    if (!row) throw new Error(`${this.source.table}: no figures for area ${area.code}`);
    const [total, ...values] = row;
    const counts = Object.fromEntries(this.categories.map((key, index) => [key, values[index]]));
    const declared = values.reduce((sum, value) => sum + value, 0);
    return { area, total, counts, undeclared: total - declared };
  }
}

/** Colour or race (IBGE's five categories, the library's `race-ibge` options), Census 2022. */
export const COLOUR_OR_RACE_2022 = new PopulationTable(colourOrRace2022);
