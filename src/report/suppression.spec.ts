import { effectiveMinimum } from '../setting/minimum-group';
import { GroupCount, minimumFor, suppress } from './suppression';

const groups = (counts: Record<string, number>): GroupCount[] =>
  Object.entries(counts).map(([id, respondents]) => ({ id, respondents }));
const total = (counts: Record<string, number>) => ({
  respondents: Object.values(counts).reduce((a, b) => a + b, 0),
});
const hiddenOf = (counts: Record<string, number>, minimum = 5) =>
  [...suppress(groups(counts), total(counts), minimum).hidden].sort();

describe('suppression', () => {
  it('shows groups of at least k, hides smaller ones', () => {
    expect(hiddenOf({ a: 12, b: 9, c: 5 })).toEqual([]);
  });

  it('hides a group of 4 and the next smallest, so total − others cannot reveal it', () => {
    expect(hiddenOf({ people: 4, sales: 6, tech: 20, ops: 30 })).toEqual(['people', 'sales']);
  });

  it('keeps hiding until the hidden ones are at least k together', () => {
    expect(hiddenOf({ a: 1, b: 1, c: 2, d: 8, e: 9 })).toEqual(['a', 'b', 'c', 'd']);
  });

  it('hides two small groups that already add up to k, and nothing else', () => {
    expect(hiddenOf({ a: 2, b: 3, c: 40 })).toEqual(['a', 'b']);
  });

  it('ignores empty groups: nobody there, nothing to protect or to learn', () => {
    expect(hiddenOf({ a: 0, b: 4, c: 7, d: 20 })).toEqual(['b', 'c']);
  });

  it('hides everything when the whole table is smaller than k', () => {
    const result = suppress(groups({ a: 2, b: 2 }), total({ a: 2, b: 2 }), 5);
    expect(result.totalHidden).toBe(true);
    expect([...result.hidden].sort()).toEqual(['a', 'b']);
  });

  it('hides everything when no set of groups can hide a small one among k people', () => {
    const result = suppress(groups({ a: 3, b: 6 }), total({ a: 3, b: 6 }), 5);
    expect([...result.hidden].sort()).toEqual(['a', 'b']);
    expect(result.totalHidden).toBe(false);
  });

  it('hides a group a filter narrows below k, or whose filtered-out part is below k', () => {
    // Without the filter the department had 12; with it, 9: the 3 others would be exposed.
    const result = suppress(
      [
        { id: 'x', respondents: 9, withoutFilters: [12] },
        { id: 'y', respondents: 20, withoutFilters: [20] },
        { id: 'z', respondents: 15, withoutFilters: [30] },
      ],
      { respondents: 44, withoutFilters: [62] },
      5,
    );
    expect([...result.hidden].sort()).toEqual(['x', 'z']);
  });

  it('hides the whole filtered table when the filter removes fewer than k people overall', () => {
    const result = suppress(groups({ a: 10, b: 10 }), { respondents: 20, withoutFilters: [22] }, 5);
    expect(result.totalHidden).toBe(true);
  });

  it('hides an organization whose hidden departments hold fewer than k people', () => {
    const result = suppress(
      [
        { id: 'north', respondents: 30, inHiddenParts: 3 },
        { id: 'south', respondents: 25, inHiddenParts: 0 },
        { id: 'east', respondents: 40, inHiddenParts: 7 },
      ],
      { respondents: 95 },
      5,
    );
    expect([...result.hidden].sort()).toEqual(['north', 'south']);
  });

  it('never leaves a recoverable hidden group, whatever the counts (exhaustive small tables)', () => {
    for (let seed = 0; seed < 3000; seed++) {
      const sizes = Array.from(
        { length: 2 + (seed % 5) },
        (_, index) => (seed * (index + 7) * 31) % 13,
      );
      const counts = Object.fromEntries(sizes.map((size, index) => [`g${index}`, size]));
      const { hidden, totalHidden } = suppress(groups(counts), total(counts), 5);
      const hiddenPeople = sizes.filter((size, index) => hidden.has(`g${index}`) && size > 0);
      const sum = hiddenPeople.reduce((a, b) => a + b, 0);
      sizes.forEach((size, index) => {
        if (!hidden.has(`g${index}`)) expect(size === 0 || size >= 5).toBe(true);
      });
      if (!totalHidden)
        expect(hiddenPeople.length === 0 || (hiddenPeople.length >= 2 && sum >= 5)).toBe(true);
    }
  });

  it('keeps hidden what a related table hides, and its total too', () => {
    const result = suppress(
      [
        { id: 'a', respondents: 20, hiddenElsewhere: true },
        { id: 'b', respondents: 30 },
        { id: 'c', respondents: 40 },
      ],
      { respondents: 90 },
      5,
    );
    expect([...result.hidden].sort()).toEqual(['a', 'b']);
    expect(
      suppress(groups({ a: 20 }), { respondents: 20, hiddenElsewhere: true }, 5).totalHidden,
    ).toBe(true);
  });

  it('raises the threshold for free text and never lets it fall below 3', () => {
    expect(minimumFor('text', 5)).toBe(10);
    expect(minimumFor('single', 5)).toBe(5);
    expect(effectiveMinimum(undefined)).toBe(5);
    expect(effectiveMinimum(1)).toBe(3);
    expect(effectiveMinimum(7)).toBe(7);
  });
});
