/** The smallest group a report may show, as the platform setting holds it (DESIGN §5b). */

export const DEFAULT_MINIMUM_GROUP = 5;
export const LOWEST_MINIMUM_GROUP = 3;

/** The platform setting, clamped: a report never shows groups under 3. */
export function effectiveMinimum(setting: number | undefined): number {
  return Math.max(LOWEST_MINIMUM_GROUP, Math.floor(setting ?? DEFAULT_MINIMUM_GROUP));
}
