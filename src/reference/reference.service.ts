import { Injectable } from '@nestjs/common';
import { LanguageCode } from '../common/i18n/languages';
import { ValidationFailedException } from '../common/http/app-exceptions';
import { City } from './city.entity';
import { CompanyType, OrganizationType } from './localized-type.entity';
import { ReferenceRepository } from './reference.repository';
import { State } from './state.entity';
import { isUuid } from '../common/validation/uuid';

export interface NamedOption {
  id: string;
  name: string;
}

/** States, cities (IBGE), company and organization types: read-only lists loaded by migrations. */
@Injectable()
export class ReferenceService {
  constructor(private readonly lists: ReferenceRepository) {}

  listStates(): Promise<State[]> {
    return this.lists.listStates();
  }

  async listCities(stateId: string, search?: string): Promise<City[]> {
    if (!isUuid(stateId)) return [];
    return this.lists.listCities(stateId, search);
  }

  async listCompanyTypes(language: LanguageCode): Promise<NamedOption[]> {
    return localized(await this.lists.listCompanyTypes(), language);
  }

  async listOrganizationTypes(language: LanguageCode): Promise<NamedOption[]> {
    return localized(await this.lists.listOrganizationTypes(), language);
  }

  async organizationTypeName(id: string | null, language: LanguageCode): Promise<string | null> {
    if (!id) return null;
    return (await this.lists.findOrganizationType(id))?.names[language] ?? null;
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
      !(await this.lists.companyTypeExists(references.companyTypeId))
    ) {
      throw ValidationFailedException.of(field('companyTypeId'), 'validation.unknownOption');
    }
    if (
      references.organizationTypeId &&
      !(await this.lists.organizationTypeExists(references.organizationTypeId))
    ) {
      throw ValidationFailedException.of(field('organizationTypeId'), 'validation.unknownOption');
    }
    if (references.stateId && !(await this.lists.stateExists(references.stateId))) {
      throw ValidationFailedException.of(field('stateId'), 'validation.unknownOption');
    }
    if (references.cityId) {
      const city = await this.lists.findCity(references.cityId);
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
