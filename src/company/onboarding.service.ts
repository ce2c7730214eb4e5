import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface OnboardingFlags {
  isAboutComplete: boolean;
  isEmployeesComplete: boolean;
  isEvaluationComplete: boolean;
  isSetupComplete: boolean;
}

/** The setup wizard's steps; `setup` is its last one, the questions about the company. */
export interface SetupSteps {
  about: boolean;
  organizations: boolean;
  departments: boolean;
  contacts: boolean;
  setup: boolean;
}

const NOTHING_DONE: OnboardingFlags = {
  isAboutComplete: false,
  isEmployeesComplete: false,
  isEvaluationComplete: false,
  isSetupComplete: false,
};

/** The company profile fields an administrator must fill for "about" to count as done. */
const ABOUT_COMPLETE = `c.company_type_id IS NOT NULL AND c.zip_code IS NOT NULL AND c.street IS NOT NULL
  AND c.number IS NOT NULL AND c.neighborhood IS NOT NULL AND c.state_id IS NOT NULL AND c.city_id IS NOT NULL`;

type OnboardingRow = SetupSteps & { employees: boolean; evaluation: boolean };

const stepsOf = (row: OnboardingRow | null): SetupSteps => ({
  about: !!row?.about,
  organizations: !!row?.organizations,
  departments: !!row?.departments,
  contacts: !!row?.contacts,
  setup: !!row?.setup,
});

/** The setup is complete when every step of the wizard is, whatever order they were done in. */
export const isSetupComplete = (steps: SetupSteps): boolean => Object.values(steps).every(Boolean);

/**
 * The onboarding flags of a session and the setup wizard's steps, read from the company's state
 * in one query: nothing is marked done that the company does not have.
 */
@Injectable()
export class OnboardingService {
  constructor(private readonly dataSource: DataSource) {}

  async flags(companyId: string | null): Promise<OnboardingFlags> {
    const row = companyId ? await this.read(companyId) : null;
    if (!row) return NOTHING_DONE;
    return {
      isAboutComplete: row.about,
      isEmployeesComplete: row.employees,
      isEvaluationComplete: row.evaluation,
      isSetupComplete: isSetupComplete(stepsOf(row)),
    };
  }

  async steps(companyId: string): Promise<SetupSteps> {
    return stepsOf(await this.read(companyId));
  }

  private async read(companyId: string): Promise<OnboardingRow | null> {
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
    return (row as OnboardingRow | undefined) ?? null;
  }
}
