/** Issue 4: the owner's company list over 10,000 companies, searched, beside the bare route. */
const { randomUUID } = require('node:crypto');
const { load } = require('./harness');
const { signToken } = require('./tokens');

const WORDS = [
  'Aurora',
  'Ipê',
  'Jatobá',
  'Sabiá',
  'Carnaúba',
  'Araucária',
  'Tucano',
  'Cajuína',
  'Mandacaru',
  'Buriti',
];
const KINDS = [
  'Tecnologia',
  'Logística',
  'Alimentos',
  'Serviços',
  'Engenharia',
  'Varejo',
  'Saúde',
  'Educação',
];

module.exports = async function companies({ baseUrl, db, secret }) {
  const ownerId = randomUUID();
  await db.query(
    `INSERT INTO account (id, name, email, roles, must_create_password, has_accepted_terms)
     VALUES ($1, 'Bench Owner', 'owner.bench@example.com', '{super}', false, true)`,
    [ownerId],
  );
  await db.query(
    `INSERT INTO company (company_name, cnpj, plan_id, subscription_end_date, is_active)
     SELECT ($1::text[])[1 + n % 10] || ' ' || ($2::text[])[1 + n % 8] || ' ' || n,
            lpad(n::text, 14, '0'),
            (SELECT id FROM plan ORDER BY name LIMIT 1 OFFSET n % 3),
            current_date + (n % 900 - 100),
            n % 17 <> 0
     FROM generate_series(1, 10000) AS n`,
    [WORDS, KINDS],
  );
  await db.query('ANALYZE company');
  const authorization = `Bearer ${signToken(secret, { id: ownerId, role: 'super' })}`;
  return [
    await load('bare route (same run)', { url: `${baseUrl}/api/public/language` }),
    await load('GET /api/super/company?search=aurora (10,000 companies)', {
      url: `${baseUrl}/api/super/company?search=aurora&order=companyName&page=3`,
      headers: { authorization },
    }),
    await load('GET /api/super/company?status=expired&order=-subscriptionEndDate', {
      url: `${baseUrl}/api/super/company?status=expired&order=-subscriptionEndDate`,
      headers: { authorization },
    }),
  ];
};
