import { SelectQueryBuilder } from 'typeorm';
import { paginate, resolveOrder } from '../src/common/pagination/paginate';
import { Department } from '../src/department/department.entity';
import { Organization } from '../src/organization/organization.entity';
import { createCompany } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

const ORDER = {
  name: 'department.name',
  organizationName: 'organization.name',
  createdAt: 'department.createdAt',
};

/**
 * Pages are read by named statements rendered once per list shape: each must hold exactly what
 * TypeORM's own paging gave (entities, order, total), whatever the order, filters and page.
 */
describe('list pages by prepared statements', () => {
  let t: TestApp;
  let companyId: string;
  let organizationIds: string[];

  beforeAll(async () => {
    t = await startTestApp();
    const company = await createCompany(t.dataSource);
    companyId = company.id;
    // Another company's rows share names with these: none may show up.
    const other = await createCompany(t.dataSource);
    for (const id of [other.id, companyId]) {
      await t.dataSource.query(
        `INSERT INTO organization (company_id, name) SELECT $1, 'Unidade ' || n FROM generate_series(1, 4) n`,
        [id],
      );
      // Shared organizations and days, and missing organizations, put the id tie-breaker and
      // NULLS LAST to work.
      await t.dataSource.query(
        `INSERT INTO department (company_id, organization_id, name, created_at)
         SELECT $1,
                CASE WHEN n % 5 = 0 THEN NULL
                     ELSE (SELECT id FROM organization WHERE company_id = $1 ORDER BY name OFFSET n % 4 LIMIT 1) END,
                'Setor ' || (n % 7) || '-' || n, now() - (n % 3) * interval '1 day'
         FROM generate_series(1, 23) n`,
        [id],
      );
    }
    organizationIds = (
      await t.dataSource.query(`SELECT id FROM organization WHERE company_id = $1`, [companyId])
    ).map((row: { id: string }) => row.id);
  });

  afterAll(async () => {
    await t.close();
  });

  const departments = (narrow: (builder: SelectQueryBuilder<Department>) => void = () => {}) => {
    const builder = t.dataSource
      .getRepository(Department)
      .createQueryBuilder('department')
      .leftJoinAndSelect('department.organization', 'organization')
      .where('department.companyId = :companyId', { companyId });
    narrow(builder);
    return builder;
  };

  /** TypeORM's own rendering of the same page, as lists read it before. */
  async function reference(
    builder: SelectQueryBuilder<Department>,
    order: string,
    page: number,
    pageSize: number,
  ) {
    const { expression, direction } = resolveOrder(order, ORDER, 'name');
    const items = await builder
      .clone()
      .orderBy(expression, direction, 'NULLS LAST')
      .addOrderBy('department.id', 'ASC')
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    return { items, total: await builder.getCount(), page, pageSize };
  }

  const filters: Array<[string, (builder: SelectQueryBuilder<Department>) => void]> = [
    ['no filter', () => {}],
    [
      'a search',
      (builder) =>
        builder.andWhere('search_text(department.name) LIKE search_text(:search)', {
          search: '%setor 3%',
        }),
    ],
    [
      'an organization',
      (builder) =>
        builder.andWhere('department.organizationId = :organizationId', {
          organizationId: organizationIds[1],
        }),
    ],
  ];

  for (const [filter, narrow] of filters) {
    it.each(Object.keys(ORDER).flatMap((field) => [field, `-${field}`]))(
      `holds TypeORM's own pages with ${filter}, ordered by %s`,
      async (order) => {
        for (const [page, pageSize] of [
          [1, 10],
          [2, 10],
          [3, 10],
          [1, 100],
          [9, 10],
        ]) {
          const expected = await reference(departments(narrow), order, page, pageSize);
          const actual = await paginate(
            departments(narrow),
            { page, pageSize, order },
            ORDER,
            'name',
          );
          expect(actual).toEqual(expected);
          expect(actual.items.every((item) => item instanceof Department)).toBe(true);
          expect(
            actual.items.every(
              (item) => item.organization === null || item.organization instanceof Organization,
            ),
          ).toBe(true);
        }
      },
    );
  }

  it('renders a shape once, and tells shapes apart by their spread parameters', async () => {
    const byNames = (names: string[]) =>
      departments((builder) => builder.andWhere('department.name IN (:...names)', { names }));
    const render = jest.spyOn(SelectQueryBuilder.prototype, 'getQuery');
    try {
      const one = await paginate(byNames(['Setor 1-1']), { page: 1, pageSize: 50 }, ORDER, 'name');
      const rendered = render.mock.calls.length;
      expect(rendered).toBeGreaterThan(0);
      const two = await paginate(
        byNames(['Setor 2-2', 'Setor 4-4']),
        { page: 1, pageSize: 50 },
        ORDER,
        'name',
      );
      expect(render.mock.calls.length).toBeGreaterThan(rendered);
      const rerendered = render.mock.calls.length;
      const again = await paginate(
        byNames(['Setor 5-5', 'Setor 5-12', 'Setor 6-6', 'Setor 6-13']),
        { page: 2, pageSize: 3 },
        ORDER,
        '-name',
      );
      expect(render.mock.calls.length).toBeGreaterThan(rerendered);
      const settled = render.mock.calls.length;
      const same = await paginate(
        byNames(['Setor 0-7', 'Setor 3-3', 'Setor 3-10', 'Setor 4-11']),
        { page: 1, pageSize: 3 },
        ORDER,
        '-name',
      );
      expect(render.mock.calls.length).toBe(settled);

      expect(one.items.map((item) => item.name)).toEqual(['Setor 1-1']);
      expect(one.total).toBe(1);
      expect(two.items.map((item) => item.name)).toEqual(['Setor 2-2', 'Setor 4-4']);
      expect(again.items).toHaveLength(1);
      expect(again.total).toBe(4);
      expect(same.items.map((item) => item.name)).toEqual(
        (
          await reference(
            byNames(['Setor 0-7', 'Setor 3-3', 'Setor 3-10', 'Setor 4-11']),
            '-name',
            1,
            3,
          )
        ).items.map((item) => item.name),
      );
      expect(same.total).toBe(4);
    } finally {
      render.mockRestore();
    }
  });
});
