import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LanguageCode } from '../common/i18n/languages';
import { ValidationFailedException } from '../common/http/app-exceptions';
import { City } from './city.entity';
import { CompanyType, OrganizationType } from './localized-type.entity';
import { State } from './state.entity';
import { isUuid } from '../common/validation/uuid';
import { containing } from '../common/pagination/search';

export interface NamedOption {
  id: string;
  name: string;
}

/** States, cities (IBGE), company and organization types: read-only lists loaded by migrations. */
@Injectable()
export class ReferenceService {
  constructor(
    @InjectRepository(State) private readonly states: Repository<State>,
    @InjectRepository(City) private readonly cities: Repository<City>,
    @InjectRepository(CompanyType) private readonly companyTypes: Repository<CompanyType>,
    @InjectRepository(OrganizationType)
    private readonly organizationTypes: Repository<OrganizationType>,
  ) {}

  listStates(): Promise<State[]> {
    return this.states.find({ order: { name: 'ASC' } });
  }

  async listCities(stateId: string, search?: string): Promise<City[]> {
    if (!isUuid(stateId)) return [];
    const query = this.cities
      .createQueryBuilder('city')
      .where('city.stateId = :stateId', { stateId })
      .orderBy('city.name', 'ASC');
    if (search)
      query.andWhere(`search_text(city.name) LIKE search_text(:search)`, {
        search: containing(search),
      });
    return query.getMany();
  }

  async listCompanyTypes(language: LanguageCode): Promise<NamedOption[]> {
    return localized(await this.companyTypes.find(), language);
  }

  async listOrganizationTypes(language: LanguageCode): Promise<NamedOption[]> {
    return localized(await this.organizationTypes.find(), language);
  }

  async organizationTypeName(id: string | null, language: LanguageCode): Promise<string | null> {
    if (!id) return null;
    return (await this.organizationTypes.findOneBy({ id }))?.names[language] ?? null;
  }

  /** 400 naming the field when a reference id is not one of ours, or a city lies in another state. */
  async checkReferences(references: {
    companyTypeId?: string | null;
    organizationTypeId?: string | null;
    stateId?: string | null;
    cityId?: string | null;
    fields?: Partial<Record<'companyTypeId' | 'organizationTypeId' | 'stateId' | 'cityId', string>>;
  }): Promise<void> {
    const field = (key: 'companyTypeId' | 'organizationTypeId' | 'stateId' | 'cityId') =>
      references.fields?.[key] ?? key;
    if (
      references.companyTypeId &&
      !(await this.companyTypes.existsBy({ id: references.companyTypeId }))
    ) {
      throw ValidationFailedException.of(field('companyTypeId'), 'validation.unknownOption');
    }
    if (
      references.organizationTypeId &&
      !(await this.organizationTypes.existsBy({ id: references.organizationTypeId }))
    ) {
      throw ValidationFailedException.of(field('organizationTypeId'), 'validation.unknownOption');
    }
    if (references.stateId && !(await this.states.existsBy({ id: references.stateId }))) {
      throw ValidationFailedException.of(field('stateId'), 'validation.unknownOption');
    }
    if (references.cityId) {
      const city = await this.cities.findOneBy({ id: references.cityId });
      if (!city) throw ValidationFailedException.of(field('cityId'), 'validation.unknownOption');
      if (references.stateId && city.stateId !== references.stateId) {
        throw ValidationFailedException.of(field('cityId'), 'validation.cityOutsideState');
      }
    }
  }
}

function localized(
  rows: Array<CompanyType | OrganizationType>,
  language: LanguageCode,
): NamedOption[] {
  return rows
    .map((row) => ({ id: row.id, code: row.code, name: row.names[language] ?? row.names['pt-BR'] }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
