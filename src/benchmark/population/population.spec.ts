import { COLOUR_OR_RACE_2022, REGION_NAMES } from './population';

const declared = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, value) => sum + value, 0);

describe('Census 2022 colour or race (SIDRA 9605)', () => {
  const table = COLOUR_OR_RACE_2022;

  it('holds the figures IBGE published for Brazil and for some states', () => {
    const brazil = table.composition({ level: 'country', code: 'BR' });
    expect(brazil.total).toBe(203_080_756);
    // The release's shares of the whole population, to one decimal.
    const share = (key: string) => Math.round((brazil.counts[key] / brazil.total) * 1000) / 10;
    expect([
      share('parda'),
      share('branca'),
      share('preta'),
      share('indigena'),
      share('amarela'),
    ]).toEqual([45.3, 43.5, 10.2, 0.6, 0.4]);
    expect(table.composition({ level: 'state', code: '35' }).total).toBe(44_411_238);
    expect(table.composition({ level: 'state', code: '33' }).total).toBe(16_055_174);
    expect(table.composition({ level: 'state', code: '29' }).total).toBe(14_141_626);
  });

  it('adds up in every area: categories and the undeclared give the total, areas give the larger ones', () => {
    const regions = Object.keys(REGION_NAMES).map((code) =>
      table.composition({ level: 'region', code }),
    );
    const brazil = table.composition({ level: 'country', code: 'BR' });
    expect(regions.reduce((sum, region) => sum + region.total, 0)).toBe(brazil.total);
    for (const key of table.categories)
      expect(regions.reduce((sum, region) => sum + region.counts[key], 0)).toBe(brazil.counts[key]);
    for (const area of [brazil, ...regions]) {
      expect(area.undeclared).toBeGreaterThanOrEqual(0);
      expect(declared(area.counts) + area.undeclared).toBe(area.total);
      // Colour or race was left undeclared by very few people.
      expect(area.undeclared / area.total).toBeLessThan(0.001);
    }
  });

  it('places a company from its city, down to the municipality', () => {
    expect(table.areasOf({ cityCode: 3550308 })).toEqual([
      { level: 'country', code: 'BR' },
      { level: 'region', code: '3' },
      { level: 'state', code: '35' },
      { level: 'municipality', code: '3550308' },
    ]);
    expect(table.areasOf({ stateCode: 29 }).map((area) => area.level)).toEqual([
      'country',
      'region',
      'state',
    ]);
    // A city of another state is not taken for this one's.
    expect(table.areasOf({ stateCode: 29, cityCode: 3550308 }).map((area) => area.code)).toEqual([
      'BR',
      '2',
      '29',
    ]);
    expect(table.areasOf({}).map((area) => area.code)).toEqual(['BR']);
  });
});
