import { Injectable } from '@nestjs/common';
import { notFound } from '../common/http/app-exceptions';
import { BenchmarkRepository, CompanyPlace } from './benchmark.repository';
import {
  Area,
  AreaLevel,
  COLOUR_OR_RACE_2022,
  PopulationSource,
  REGION_NAMES,
} from './population/population';
import { POPULATION_VARIABLES, VariableFigures } from './population/population-variables';

/** A variable's figures for the company's areas, named. */
export interface VariablePopulation extends Omit<VariableFigures, 'areasOf'> {
  areas: Array<{ level: AreaLevel; code: string; name: string; shares: Record<string, number> }>;
}

export interface AreaPopulation {
  level: AreaLevel;
  code: string;
  name: string;
  /** Everyone counted, those who did not declare a category included. */
  total: number;
  undeclared: number;
  /** Each category's share of those who declared one (0–1), as a company's respondents are counted. */
  shares: Record<string, number>;
}

export interface PopulationBenchmark {
  source: PopulationSource;
  categories: string[];
  areas: AreaPopulation[];
}

/**
 * Brazil's population beside which a company reads its own composition: the country, and the
 * region, state and municipality of the company's address when it has one.
 */
@Injectable()
export class BenchmarkService {
  constructor(private readonly places: BenchmarkRepository) {}

  /** Every population variable shipped, for the company's areas. */
  async populations(companyId: string): Promise<VariablePopulation[]> {
    const place = await this.places.placeOf(companyId);
    if (!place) throw notFound();
    return POPULATION_VARIABLES.map(({ areasOf, ...variable }) => ({
      ...variable,
      areas: areasOf(place).map(({ area, shares }) => ({
        level: area.level,
        code: area.code,
        name: areaName(area, place),
        shares,
      })),
    }));
  }

  async colourOrRace(companyId: string): Promise<PopulationBenchmark> {
    const place = await this.places.placeOf(companyId);
    if (!place) throw notFound();
    const table = COLOUR_OR_RACE_2022;
    return {
      source: table.source,
      categories: table.categories,
      areas: table.areasOf(place).map((area) => {
        const { total, undeclared, counts } = table.composition(area);
        const declared = total - undeclared;
        return {
          level: area.level,
          code: area.code,
          name: areaName(area, place),
          total,
          undeclared,
          shares: Object.fromEntries(
            Object.entries(counts).map(([key, people]) => [key, people / declared]),
          ),
        };
      }),
    };
  }
}

function areaName(area: Area, place: CompanyPlace): string {
  switch (area.level) {
    case 'country':
      return 'Brasil';
    case 'region':
      return REGION_NAMES[area.code];
    case 'state':
      return place.stateName ?? area.code;
    case 'municipality':
      return place.cityName ?? area.code;
  }
}
