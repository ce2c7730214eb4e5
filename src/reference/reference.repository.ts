import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { containing } from '../common/pagination/search';
import { City } from './city.entity';
import { CompanyType, OrganizationType } from './localized-type.entity';
import { State } from './state.entity';

/** Every query on the reference lists (states, cities, company and organization types). */
@Injectable()
export class ReferenceRepository {
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

  listCities(stateId: string, search?: string): Promise<City[]> {
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

  listCompanyTypes(): Promise<CompanyType[]> {
    return this.companyTypes.find();
  }

  listOrganizationTypes(): Promise<OrganizationType[]> {
    return this.organizationTypes.find();
  }

  findOrganizationType(id: string): Promise<OrganizationType | null> {
    return this.organizationTypes.findOneBy({ id });
  }

  companyTypeExists(id: string): Promise<boolean> {
    return this.companyTypes.existsBy({ id });
  }

  organizationTypeExists(id: string): Promise<boolean> {
    return this.organizationTypes.existsBy({ id });
  }

  stateExists(id: string): Promise<boolean> {
    return this.states.existsBy({ id });
  }

  findCity(id: string): Promise<City | null> {
    return this.cities.findOneBy({ id });
  }
}
