import { render } from '@testing-library/react';
import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { describe, expect, it } from 'vitest';
import { percentAxis } from './reportQuery';

/** The tick labels a chart draws on its percentage axis for these stacked rows. */
function ticks(rows: Array<Record<string, number | string>>, keys: string[]) {
  const { container } = render(
    <BarChart width={600} height={200} data={rows} layout="vertical">
      <XAxis {...percentAxis('pt-BR')} />
      <YAxis type="category" dataKey="label" />
      {keys.map((key) => (
        <Bar key={key} dataKey={key} stackId="options" isAnimationActive={false} />
      ))}
    </BarChart>,
  );
  return [...container.querySelectorAll('.recharts-xAxis-tick-labels text')].map(
    (tick) => tick.textContent,
  );
}

describe('percentage axis', () => {
  it('runs from 0 % to 100 % even when rounded shares add up to 100,2 %', () => {
    const thirds = { label: 'Total', a: 33.4, b: 33.4, c: 33.4 };
    expect(ticks([thirds], ['a', 'b', 'c'])).toEqual(['0%', '25%', '50%', '75%', '100%']);
  });
});
