import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Where a company is, in IBGE's codes, with the names people read. */
export interface CompanyPlace {
  stateCode: number | null;
  stateName: string | null;
  cityCode: number | null;
  cityName: string | null;
}

@Injectable()
export class BenchmarkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The company's state and municipality from its address; null when the company is gone. */
  async placeOf(companyId: string): Promise<CompanyPlace | null> {
    const [place] = await this.dataSource.query<CompanyPlace[]>(
      `SELECT state.ibge_code AS "stateCode", state.name AS "stateName",
              city.ibge_code AS "cityCode", city.name AS "cityName"
       FROM company
       LEFT JOIN state ON state.id = company.state_id
       LEFT JOIN city ON city.id = company.city_id
       WHERE company.id = $1 AND company.deleted_at IS NULL`,
      [companyId],
    );
    return place ?? null;
  }
}
