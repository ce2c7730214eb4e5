/**
 * The views a report is compared with, at 1,000,000 answers (200,000 respondents × 5 questions:
 * two belonging statements, colour or race, gender identity and age range, the three last
 * demographic, so three pairs of them are kept in the intersection tallies). The population
 * benchmark, the two-way tables and the inclusion index, each grouped and filtered, one
 * connection through autocannon; the tallies are built by the product's per-batch statement.
 * The trend sets the survey beside an earlier edition of the same size: a second survey of the
 * series whose tallies are a copy of the first's (a report of either reads only its tallies).
 */
const { randomUUID } = require('node:crypto');
const { load } = require('./harness');
const { signToken } = require('./tokens');
const {
  buildTallies,
  companyWithAdmin,
  option,
  question,
  seedPeople,
  seedResponses,
} = require('./reports');

const SCALE = ['1', '2', '3', '4', '5'].map((key) => option(key, key >= '4'));
const RACES = ['branca', 'preta', 'parda', 'amarela', 'indigena'];
const GENDERS = ['cis-woman', 'cis-man', 'trans-woman', 'trans-man', 'non-binary', 'other'];
const AGES = ['up-to-24', '25-34', '35-44', '45-54', '55-plus'];
const QUESTIONS = [
  question(0, 'scale', { options: SCALE, category: 'belonging' }),
  question(1, 'scale', { options: SCALE, category: 'belonging' }),
  question(2, 'single', {
    sensitive: true,
    category: 'race',
    options: RACES.map((key) => option(key)),
  }),
  question(3, 'single', {
    sensitive: true,
    category: 'gender',
    options: GENDERS.map((key) => option(key)),
  }),
  question(4, 'single', { category: 'age', options: AGES.map((key) => option(key)) }),
];

async function seed(db) {
  const surveyId = randomUUID();
  const { companyId, adminId } = await companyWithAdmin(db, {
    name: 'Bench Comparisons',
    cnpj: '44555666000153',
    adminEmail: 'admin.comparisons@bench.example.com',
  });
  // São Paulo, so that the benchmark reaches the region, the state and the municipality.
  await db.query(
    `UPDATE company SET state_id = (SELECT id FROM state WHERE ibge_code = 35),
                        city_id = (SELECT id FROM city WHERE ibge_code = 3550308) WHERE id = $1`,
    [companyId],
  );
  await seedPeople(db, companyId, 'c');
  await seedResponses(db, companyId, surveyId, 'Censo comparado', QUESTIONS);
  const ids = QUESTIONS.map((item) => item.id);
  // Answers skewed like a real company's: rare categories beside common ones, and 5 % of the
  // sensitive answers "prefer not to answer".
  await db.query(
    `INSERT INTO survey_answer (response_id, survey_id, question_id, option_key, value_number, prefer_not)
     SELECT r.id, r.survey_id, q.id,
            CASE WHEN q.id IN ($4, $5) AND h % 20 = 0 THEN NULL
                 WHEN q.id = $4 THEN ($7::text[])[1 + (h / 20) % 5]
                 WHEN q.id = $5 THEN ($8::text[])[1 + (h / 20) % 6]
                 WHEN q.id = $6 THEN ($9::text[])[1 + h % 5]
                 ELSE (1 + h % 5)::text END,
            NULL, q.id IN ($4, $5) AND h % 20 = 0
     FROM survey_response r
     CROSS JOIN unnest(ARRAY[$2, $3, $4, $5, $6]::uuid[]) AS q (id)
     CROSS JOIN LATERAL (SELECT abs(hashtext(r.id::text || q.id::text)) AS h) AS hashed
     WHERE r.survey_id = $1`,
    [surveyId, ...ids, RACES, GENDERS, AGES],
  );
  await db.query('ANALYZE survey_response, survey_answer, survey_participation, employee');
  return { companyId, surveyId, adminId, race: ids[2], gender: ids[3] };
}

const TALLIES = [
  'survey_tally',
  'survey_pair_tally',
  'survey_intersection_tally',
  'survey_invitation_tally',
];

/** The next edition of `surveyId` in a new series, with a copy of its tallies. */
async function nextEdition(db, surveyId) {
  const editionId = randomUUID();
  await db.query(
    `WITH series AS (
       INSERT INTO survey_series (company_id, name) SELECT company_id, name FROM survey WHERE id = $1
       RETURNING id)
     UPDATE survey SET series_id = (SELECT id FROM series), edition = 1 WHERE id = $1`,
    [surveyId],
  );
  await db.query(
    `INSERT INTO survey (id, company_id, questionnaire_id, name, anonymous, snapshot, sent_at, closed_at, series_id, edition)
     SELECT $2, company_id, questionnaire_id, name || ' (2)', anonymous, snapshot, now(), now(), series_id, 2
     FROM survey WHERE id = $1`,
    [surveyId, editionId],
  );
  for (const table of TALLIES) {
    const columns = (
      await db.query(
        `SELECT column_name FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'survey_id' AND is_generated = 'NEVER'`,
        [table],
      )
    ).rows.map((row) => row.column_name);
    const list = columns.join(', ');
    await db.query(
      `INSERT INTO ${table} (survey_id, ${list}) SELECT $2, ${list} FROM ${table} WHERE survey_id = $1`,
      [surveyId, editionId],
    );
  }
  await db.query(`ANALYZE ${TALLIES.join(', ')}`);
  return editionId;
}

module.exports = async function comparisons({ baseUrl, db, secret }) {
  const { companyId, surveyId, adminId, race, gender } = await seed(db);
  const tallies = await buildTallies(db, surveyId);
  await db.query('ANALYZE survey_pair_tally, survey_intersection_tally');
  const editionId = await nextEdition(db, surveyId);
  const [{ count }] = (
    await db.query(
      'SELECT count(*)::int AS count FROM survey_intersection_tally WHERE survey_id = $1',
      [surveyId],
    )
  ).rows;
  const authorization = `Bearer ${signToken(secret, {
    id: adminId,
    role: 'admin',
    companyId,
    modules: ['Chart', 'Document'],
  })}`;
  const [{ id: departmentId, organization_id: organizationId }] = (
    await db.query(
      `SELECT id, organization_id FROM department WHERE company_id = $1 ORDER BY name LIMIT 1`,
      [companyId],
    )
  ).rows;
  const survey = `${baseUrl}/api/admin/survey/${surveyId}`;
  const crossed = `rowsBy=question&rowsQuestionId=${race}&columnsBy=question&columnsQuestionId=${gender}`;
  const scenarios = [
    ['benchmark?groupBy=department', 'benchmark?groupBy=department'],
    [
      'benchmark?groupBy=question (gender)&departmentId=…',
      `benchmark?groupBy=question&groupQuestionId=${gender}&departmentId=${departmentId}`,
    ],
    ['intersection colour or race × gender', `intersection?${crossed}`],
    [
      'intersection colour or race × gender&departmentId=…',
      `intersection?${crossed}&departmentId=${departmentId}`,
    ],
    [
      'intersection department × colour or race, filtered to one gender',
      `intersection?rowsBy=department&columnsBy=question&columnsQuestionId=${race}&filterQuestionId=${gender}&filterOptionKey=cis-woman`,
    ],
    ['inclusion-index?groupBy=department', 'inclusion-index?groupBy=department'],
    [
      'inclusion-index?groupBy=question (colour or race)&organizationId=…',
      `inclusion-index?groupBy=question&groupQuestionId=${race}&organizationId=${organizationId}`,
    ],
  ];
  const edition = `${baseUrl}/api/admin/survey/${editionId}`;
  const trends = [
    ['trend?groupBy=department (2 editions)', 'trend?groupBy=department'],
    [
      'trend?groupBy=question (colour or race)&departmentId=… (2 editions)',
      `trend?groupBy=question&groupQuestionId=${race}&departmentId=${departmentId}`,
    ],
  ];
  const rows = [{ ...tallies, intersectionTallyRows: count }];
  for (const [label, path] of scenarios)
    rows.push(
      await load(`GET ${label} (1,000,000 answers), 1 connection`, {
        url: `${survey}/${path}`,
        headers: { authorization },
        connections: 1,
      }),
    );
  for (const [label, path] of trends)
    rows.push(
      await load(`GET ${label} (1,000,000 answers each), 1 connection`, {
        url: `${edition}/${path}`,
        headers: { authorization },
        connections: 1,
      }),
    );
  // Running again, the edition's reports read its published figures and check, at every read,
  // whether the live ones may replace them (the first read publishes them).
  await db.query('UPDATE survey SET closed_at = NULL WHERE id = $1', [editionId]);
  for (const [label, path] of [
    ['report?groupBy=department', 'report?groupBy=department'],
    ['trend?groupBy=department (2 editions)', 'trend?groupBy=department'],
  ])
    rows.push(
      await load(`GET ${label} of a running survey (1,000,000 answers), 1 connection`, {
        url: `${edition}/${path}`,
        headers: { authorization },
        connections: 1,
      }),
    );
  return rows;
};
