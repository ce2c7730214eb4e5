import type { SetupSteps } from '../../providers/dashboard.api';

/** The wizard's steps, in order (the names of `GET /admin/company/setup` → `steps`). */
export const STEPS = ['about', 'organizations', 'departments', 'contacts', 'setup'] as const;
export type StepName = (typeof STEPS)[number];

/** The first step not done yet, or the last one. */
export function firstOpenStep(steps: SetupSteps | undefined): number {
  const index = STEPS.findIndex((step) => !steps?.[step]);
  return index === -1 ? STEPS.length - 1 : index;
}

export const doneCount = (steps: SetupSteps | undefined) =>
  STEPS.filter((step) => steps?.[step]).length;
