import { CountState, protectSmallCounts } from './small-counts';

/** One column per array (groups first, the total last), one entry per answer key. */
const decide = (counts: number[][], options: { hidden?: boolean[]; partition?: boolean } = {}) =>
  protectSmallCounts(
    {
      counts,
      hiddenColumns: options.hidden ?? counts.map(() => false),
      partition: options.partition ?? true,
    },
    5,
  );
const F: CountState = 'fewer';
const S: CountState = 'shown';
const H: CountState = 'hidden';

describe('protectSmallCounts', () => {
  it('publishes counts of 1 to k − 1 as "fewer than k" and leaves the rest', () => {
    // Two small ones add up to 3: each may be 1 or 2, neither can be worked out.
    expect(decide([[10, 8, 1, 0, 2]]).states).toEqual([[S, S, F, S, F]]);
  });

  it('hides the smallest other count when respondents − shown would give a lone small one back', () => {
    expect(decide([[10, 8, 1, 0]]).states).toEqual([[S, H, F, S]]);
  });

  it('hides a group whole when even all its counts hidden would pin a small one', () => {
    // 6 respondents, one "fewer than 5" and one hidden (5 or more): the small one can only be 1.
    const decision = decide([[5, 1]]);
    expect(decision.hiddenColumns).toEqual([true]);
  });

  it('hides along an option too: the groups share out the total', () => {
    // Multiple choice: a group's options do not add up to its respondents, the total does.
    const decision = decide(
      [
        [1, 9],
        [6, 9],
        [7, 18],
      ],
      { partition: false },
    );
    expect(decision.states).toEqual([
      [F, S],
      [H, S],
      [S, S],
    ]);
  });

  it('counts what the groups hidden whole hold: their sum under k must not be total − shown', () => {
    const decision = decide(
      [
        [2, 3],
        [10, 9],
        [12, 12],
      ],
      { hidden: [true, false, false], partition: false },
    );
    expect(decision.states[1]).toEqual([H, H]);
    expect(decision.states[2]).toEqual([S, S]);
  });

  it('hides the total of an option when no group is left to hide', () => {
    // 1 + (5 or more) = 6: the small one is 1, unless the total goes too.
    const decision = decide([[1], [5], [6]], { partition: false });
    expect(decision.states).toEqual([[F], [H], [H]]);
  });
});
