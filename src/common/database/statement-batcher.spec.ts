import { StatementBatcher } from './statement-batcher';

describe('StatementBatcher', () => {
  it('runs the calls of one turn together, in order, split at the size given', async () => {
    const runs: number[][] = [];
    const batcher = new StatementBatcher<number, number>(async (items) => {
      runs.push(items);
      return items.map((item) => item * 10);
    }, 3);
    const results = await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.add(item)));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(runs).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('runs a call made after the turn on its own', async () => {
    const runs: number[][] = [];
    const batcher = new StatementBatcher<number, number>(async (items) => {
      runs.push(items);
      return items;
    }, 10);
    await batcher.add(1);
    await batcher.add(2);
    expect(runs).toEqual([[1], [2]]);
  });

  it('fails every call of a batch whose statement fails, and only those', async () => {
    const batcher = new StatementBatcher<number, number>(async (items) => {
      if (items.includes(2)) throw new Error('statement failed');
      return items;
    }, 2);
    const outcomes = await Promise.allSettled([1, 2, 3].map((item) => batcher.add(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'rejected',
      'rejected',
      'fulfilled',
    ]);
  });
});
