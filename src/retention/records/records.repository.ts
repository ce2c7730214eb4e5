import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/http/app-exceptions';

/** What the records of processing name: the company and who administers it. */
@Injectable()
export class RecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async company(companyId: string): Promise<{ name: string; cnpj: string }> {
    const [row] = await this.dataSource.query(
      `SELECT company_name AS name, cnpj FROM company WHERE id = $1`,
      [companyId],
    );
    if (!row) throw notFound();
    return row;
  }

  administrators(companyId: string): Promise<Array<{ name: string; email: string | null }>> {
    return this.dataSource.query(
      `SELECT name, email FROM account
       WHERE company_id = $1 AND 'admin' = ANY (roles) AND is_active AND deleted_at IS NULL
       ORDER BY name COLLATE "und-x-icu", id`,
      [companyId],
    );
  }
}
