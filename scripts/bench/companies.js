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

const ORDERS = ['companyName', 'cnpj', 'createdAt', 'subscriptionEndDate'].flatMap((order) => [
  order,
  `-${order}`,
]);
let coldCall = 0;
function nextColdPath() {
  const order = ORDERS[coldCall % ORDERS.length];
  const page = 1 + (Math.floor(coldCall / ORDERS.length) % 100);
  coldCall++;
  return `/api/super/company?search=aurora&order=${order}&page=${page}`;
}

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
    // Each call a list not asked for lately: 100 pages in 8 orders, cycled, outrun the 200
    // answers an instance keeps, so every call searches (the first search after any change).
    await load('the same search, every call a page and order not kept (cold)', {
      url: `${baseUrl}/api/super/company`,
      headers: { authorization },
      requests: [{ setupRequest: (request) => ({ ...request, path: nextColdPath() }) }],
    }),
    await load('GET /api/super/company?status=expired&order=-subscriptionEndDate', {
      url: `${baseUrl}/api/super/company?status=expired&order=-subscriptionEndDate`,
      headers: { authorization },
    }),
  ];
};
