import { describe, expect, it } from 'vitest';
import type { ReportView } from '@shared/report';
import { responseRateRows } from './responseRateRows';

const report = (overrides: Partial<ReportView>): ReportView =>
  ({
    groupBy: null,
    filters: { departmentId: null, organizationId: null },
    groups: [],
    responseRate: {
      visitors: 9,
      total: { invited: 5, respondents: 9, rate: 0, suppressed: false },
      groups: [],
    },
    ...overrides,
  }) as unknown as ReportView;

describe('response-rate rows', () => {
  it('sets access-code answers apart from the invited who answered', () => {
    const [total] = responseRateRows(report({}), 'Total');
    expect(total).toMatchObject({ invited: 5, answered: 0, rate: 0, byCode: 9 });
  });

  it('finds code answers only in the total and the group without a department', () => {
    const rows = responseRateRows(
      report({
        groupBy: 'department',
        groups: [
          { id: 'tech', label: 'Tecnologia' },
          { id: 'none', label: 'Sem departamento' },
        ],
        responseRate: {
          visitors: 2,
          total: { invited: 10, respondents: 8, rate: 60, suppressed: false },
          groups: [
            { id: 'tech', invited: 6, respondents: 5, rate: 83.3, suppressed: false },
            { id: 'none', invited: 4, respondents: 3, rate: 25, suppressed: false },
          ],
        },
      }),
      'Total',
    );
    expect(rows.map(({ label, answered, byCode }) => [label, answered, byCode])).toEqual([
      ['Total', 6, 2],
      ['Tecnologia', 5, null],
      ['Sem departamento', 1, 2],
    ]);
  });

  it('keeps a hidden group hidden and everyone who answered where nobody was invited', () => {
    const rows = responseRateRows(
      report({
        groupBy: 'question',
        groups: [
          { id: 'a', label: 'Parda' },
          { id: 'b', label: 'Preta' },
        ],
        responseRate: {
          visitors: 9,
          total: { invited: 5, respondents: 9, rate: 0, suppressed: false },
          groups: [
            { id: 'a', invited: null, respondents: 6, rate: null, suppressed: false },
            { id: 'b', invited: null, respondents: null, rate: null, suppressed: true },
          ],
        },
      }),
      'Total',
    );
    expect(rows[1]).toMatchObject({ answered: 6, byCode: null, rate: null });
    expect(rows[2]).toMatchObject({ answered: null, suppressed: true });
  });
});
