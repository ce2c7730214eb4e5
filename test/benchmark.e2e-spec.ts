import { signedInWithCompany, SignedIn } from './support/session';
import { startTestApp, TestApp } from './support/test-app';
import { bearer } from './support/tokens';

/** The population beside which an admin reads the company's colour-or-race composition. */
describe('population benchmark (IBGE Census 2022, colour or race)', () => {
  let t: TestApp;
  let admin: SignedIn;
  const benchmark = (token: string) =>
    t.http.get('/api/admin/benchmark/colour-or-race').set(bearer(token));

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInWithCompany(t, 'admin');
  });
  afterAll(() => t.close());

  it("gives the country only while the company has no address, then down to the company's municipality", async () => {
    const country = (await benchmark(admin.token).expect(200)).body;
    expect(country.source).toEqual({
      table: expect.stringMatching(/^SIDRA 9605/),
      survey: 'Censo Demográfico 2022',
      released: '2023-12-22',
    });
    expect(country.categories).toEqual(['branca', 'preta', 'amarela', 'parda', 'indigena']);
    expect(country.areas).toHaveLength(1);
    expect(country.areas[0]).toMatchObject({
      level: 'country',
      code: 'BR',
      name: 'Brasil',
      total: 203_080_756,
      undeclared: 11_119,
    });
    const shares: Record<string, number> = country.areas[0].shares;
    expect(Object.values(shares).reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
    expect(shares.parda).toBeCloseTo(92_083_286 / (203_080_756 - 11_119), 10);

    await t.dataSource.query(
      `UPDATE company SET state_id = (SELECT id FROM state WHERE ibge_code = 35),
                          city_id = (SELECT id FROM city WHERE ibge_code = 3550308)
       WHERE id = $1`,
      [admin.company!.id],
    );
    const areas = (await benchmark(admin.token).expect(200)).body.areas;
    expect(
      areas.map(({ level, code, name }: Record<string, string>) => ({ level, code, name })),
    ).toEqual([
      { level: 'country', code: 'BR', name: 'Brasil' },
      { level: 'region', code: '3', name: 'Sudeste' },
      { level: 'state', code: '35', name: 'São Paulo' },
      { level: 'municipality', code: '3550308', name: 'São Paulo' },
    ]);
    expect(areas[2].total).toBe(44_411_238);
    expect(areas[3].total).toBe(11_451_999);
  });

  it('is for administrators, and each reads their own company', async () => {
    const other = await signedInWithCompany(t, 'admin');
    expect((await benchmark(other.token).expect(200)).body.areas).toHaveLength(1);
    const employee = await signedInWithCompany(t, 'user');
    await benchmark(employee.token).expect(403);
    await t.http.get('/api/admin/benchmark/colour-or-race').expect(401);
  });
});
