import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** What a company has done of its onboarding, each step read from the rows it leaves behind. */
export interface OnboardingState {
  about: boolean;
  organizations: boolean;
  departments: boolean;
  contacts: boolean;
  setup: boolean;
  employees: boolean;
  evaluation: boolean;
}

/** The company profile fields an administrator must fill for "about" to count as done. */
const ABOUT_COMPLETE = `c.company_type_id IS NOT NULL AND c.zip_code IS NOT NULL AND c.street IS NOT NULL
  AND c.number IS NOT NULL AND c.neighborhood IS NOT NULL AND c.state_id IS NOT NULL AND c.city_id IS NOT NULL`;

@Injectable()
export class OnboardingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** In one query: nothing is marked done that the company does not have. */
  async read(companyId: string): Promise<OnboardingState | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${ABOUT_COMPLETE} AS about,
         EXISTS (SELECT 1 FROM organization o WHERE o.company_id = c.id) AS organizations,
         EXISTS (SELECT 1 FROM department d WHERE d.company_id = c.id) AS departments,
         EXISTS (SELECT 1 FROM contact ct WHERE ct.company_id = c.id) AS contacts,
         c.setup_completed_at IS NOT NULL AS setup,
         EXISTS (SELECT 1 FROM employee e WHERE e.company_id = c.id) AS employees,
         EXISTS (SELECT 1 FROM survey s WHERE s.company_id = c.id AND s.sent_at IS NOT NULL AND s.deleted_at IS NULL) AS evaluation
       FROM company c WHERE c.id = $1`,
      [companyId],
    );
    return (row as OnboardingState | undefined) ?? null;
  }
}
