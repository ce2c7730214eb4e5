import { Injectable } from '@nestjs/common';
import { OnboardingRepository, OnboardingState } from './onboarding.repository';

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

const stepsOf = (row: OnboardingState | null): SetupSteps => ({
  about: !!row?.about,
  organizations: !!row?.organizations,
  departments: !!row?.departments,
  contacts: !!row?.contacts,
  setup: !!row?.setup,
});

/** The setup is complete when every step of the wizard is, whatever order they were done in. */
export const isSetupComplete = (steps: SetupSteps): boolean => Object.values(steps).every(Boolean);

/** The onboarding flags of a session and the setup wizard's steps, from the company's state. */
@Injectable()
export class OnboardingService {
  constructor(private readonly progress: OnboardingRepository) {}

  async flags(companyId: string | null): Promise<OnboardingFlags> {
    const row = companyId ? await this.progress.read(companyId) : null;
    if (!row) return NOTHING_DONE;
    return {
      isAboutComplete: row.about,
      isEmployeesComplete: row.employees,
      isEvaluationComplete: row.evaluation,
      isSetupComplete: isSetupComplete(stepsOf(row)),
    };
  }

  async steps(companyId: string): Promise<SetupSteps> {
    return stepsOf(await this.progress.read(companyId));
  }
}
