/** Issue 2: the ceiling (a bare route), an authenticated GET, and argon2-bound logins. */
const { randomUUID } = require('node:crypto');
const argon2 = require('argon2');
const { load } = require('./harness');

const PASSWORD = 'Tucano#Azul42';

async function seed(db) {
  const companyId = randomUUID();
  await db.query(
    `INSERT INTO company (id, company_name, cnpj, has_2fa_authentication, plan_id)
     VALUES ($1, 'Bench', '55666777000181', false, (SELECT id FROM plan WHERE name = 'Completo'))`,
    [companyId],
  );
  const hash = await argon2.hash(PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  await db.query(
    `INSERT INTO account (company_id, name, email, password_hash, must_create_password, has_accepted_terms, roles)
     VALUES ($1, 'Bench User', 'bench@example.com', $2, false, true, '{user}')`,
    [companyId, hash],
  );
}

module.exports = async function auth({ baseUrl, db }) {
  await seed(db);
  const login = JSON.stringify({ emailOrPhoneNumber: 'bench@example.com', password: PASSWORD });
  const response = await fetch(`${baseUrl}/api/user/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: login,
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status}`);
  const { token } = await response.json();
  return [
    await load('bare route: GET /api/public/language', { url: `${baseUrl}/api/public/language` }),
    await load('authenticated GET /api/user/account/me', {
      url: `${baseUrl}/api/user/account/me`,
      headers: { authorization: `Bearer ${token}` },
    }),
    await load('login POST /api/user/auth/local (argon2id)', {
      url: `${baseUrl}/api/user/auth/local`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: login,
      connections: 8,
    }),
  ];
};
