/**
 * Issue 5: a 100,000-row spreadsheet imported end to end (upload → parse → association →
 * validation → one row's edit → commit → done) through the product's API and worker, beside a
 * PostgreSQL COPY of the same rows into a scratch table in the same run. The sheet is written
 * the way spreadsheet programs do (shared strings, numbers, date cells), compressed to fit in
 * 5 MB.
 */
const { randomUUID } = require('node:crypto');
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { crc32, deflateRawSync } = require('node:zlib');
const { from: copyFrom } = require('pg-copy-streams');
const { signToken } = require('./tokens');

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100000);
const FIRST = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elisa', 'Fábio', 'Gabriela', 'Heitor'];
const LAST = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Lima', 'Carvalho', 'Gomes'];
const TITLES = ['Analista', 'Assistente', 'Coordenadora', 'Gerente', 'Desenvolvedor', 'Técnica'];
const DEPARTMENTS = ['Recursos Humanos', 'Tecnologia', 'Financeiro', 'Comercial', 'Operações'];

/** A valid CPF from a 9-digit base. */
function cpfOf(base) {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i] * (length + 1 - i);
    const check = ((sum * 10) % 11) % 10;
    digits.push(check);
  }
  return digits.join('');
}

function people(count) {
  return Array.from({ length: count }, (_, n) => {
    const first = FIRST[n % FIRST.length];
    const last = LAST[Math.floor(n / FIRST.length) % LAST.length];
    return {
      name: `${first} ${last} ${n + 1}`,
      email: `${first
        .normalize('NFD')
        .replace(/[^A-Za-z]/g, '')
        .toLowerCase()}.${n + 1}@empresa.com.br`,
      cpf: cpfOf(100000000 + n * 7),
      phone: `119${String(60000000 + n).padStart(8, '0')}`,
      admission: 40000 + (n % 3000),
      title: TITLES[n % TITLES.length],
      department: DEPARTMENTS[n % DEPARTMENTS.length],
    };
  });
}

const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal but real .xlsx: shared strings, numeric cells, a dd/mm/yyyy date style. */
function workbook(rows) {
  const strings = [];
  const index = new Map();
  const shared = (text) => {
    if (!index.has(text)) {
      index.set(text, strings.length);
      strings.push(text);
    }
    return index.get(text);
  };
  const headers = [
    'Nome completo',
    'E-mail',
    'CPF',
    'Celular',
    'Data de admissão',
    'Cargo',
    'Departamento',
  ];
  const cell = (value) => `<c t="s"><v>${shared(value)}</v></c>`;
  const lines = [`<row>${headers.map(cell).join('')}</row>`];
  for (const person of rows) {
    lines.push(
      `<row>${cell(person.name)}${cell(person.email)}<c><v>${person.cpf}</v></c><c><v>${person.phone}</v></c>` +
        `<c s="1"><v>${person.admission}</v></c>${cell(person.title)}${cell(person.department)}</row>`,
    );
  }
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const pkg = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return zip([
    [
      '[Content_Types].xml',
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${type}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type}.sharedStrings+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Colaboradores" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${pkg}"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${main}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ],
    [
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${main}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${xml(text)}</t></si>`).join('')}</sst>`,
    ],
    [
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${main}"><sheetData>${lines.join('')}</sheetData></worksheet>`,
    ],
  ]);
}

function zip(files) {
  const parts = [];
  const directory = [];
  let offset = 0;
  for (const [name, text] of files) {
    const content = Buffer.from(text, 'utf8');
    const data = deflateRawSync(content, { level: 9 });
    const nameBytes = Buffer.from(name, 'utf8');
    const header = (size) => {
      const buffer = Buffer.alloc(size);
      return buffer;
    };
    const local = header(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = header(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, centralBytes, end]);
}

module.exports = async function importSuite({ baseUrl, db, secret, memory }) {
  const companyId = randomUUID();
  const adminId = randomUUID();
  await db.query(
    `INSERT INTO company (id, company_name, cnpj, plan_id, has_2fa_authentication)
     VALUES ($1, 'Bench Importadora', '11222333000181', (SELECT id FROM plan WHERE name = 'Completo'), false)`,
    [companyId],
  );
  await db.query(
    `INSERT INTO account (id, company_id, name, email, roles, must_create_password, has_accepted_terms)
     VALUES ($1, $2, 'Bench Admin', 'admin.import@example.com', '{admin}', false, true)`,
    [adminId, companyId],
  );
  const authorization = `Bearer ${signToken(secret, {
    id: adminId,
    role: 'admin',
    companyId,
    companyName: 'Bench Importadora',
    modules: ['Company', 'Employee', 'Survey', 'AdminUser', 'Chart', 'Document'],
  })}`;
  const rows = people(ROWS);
  const file = workbook(rows);
  if (file.length > 5 * 1024 * 1024) throw new Error(`bench sheet is ${file.length} bytes`);

  const call = async (method, path, body, headers = {}) => {
    const response = await fetch(`${baseUrl}/api/admin/employee/import${path}`, {
      method,
      headers: { authorization, ...headers },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  let peakDuringImport = 0;
  const sampler = setInterval(() => {
    peakDuringImport = Math.max(peakDuringImport, memory());
  }, 50);
  const phases = {};
  const settle = async (id, label, until) => {
    const started = Date.now();
    for (;;) {
      const view = await call('GET', `/${id}`);
      if (view.status === 'failed') throw new Error(`import failed: ${view.error}`);
      if (until.includes(view.status)) {
        phases[label] = (Date.now() - started) / 1000;
        return view;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const begin = Date.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'colaboradores.xlsx');
  const uploadStart = Date.now();
  const { id } = await call('POST', '', form);
  phases.upload = (Date.now() - uploadStart) / 1000;
  const parsed = await settle(id, 'parse', ['awaiting-association']);
  await call('PUT', `/${id}/association`, JSON.stringify({ mapping: parsed.suggestedMapping }), {
    'content-type': 'application/json',
  });
  const checked = await settle(id, 'validate', ['ready', 'awaiting-edition']);
  if (checked.counts.valid !== ROWS) throw new Error(`only ${checked.counts.valid} valid rows`);
  // Import edition: one row in the middle gets a new e-mail and is checked again.
  const editStart = Date.now();
  const edited = await call(
    'PUT',
    `/${id}/rows/${Math.floor(ROWS / 2) + 1}`,
    JSON.stringify({ values: { email: 'editado@empresa.com.br' } }),
    { 'content-type': 'application/json' },
  );
  const editSeconds = (Date.now() - editStart) / 1000;
  if (Object.keys(edited.errors).length)
    throw new Error(`edit refused: ${JSON.stringify(edited.errors)}`);
  await call('POST', `/${id}/commit`);
  const done = await settle(id, 'commit', ['done']);
  // The whole import, the edit's own time left out (it is reported on its own).
  const seconds = (Date.now() - begin - editSeconds * 1000) / 1000;
  clearInterval(sampler);
  if (done.counts.created !== ROWS) throw new Error(`created ${done.counts.created} of ${ROWS}`);
  const employees = await db.query(
    'SELECT count(*)::int AS n FROM employee WHERE company_id = $1',
    [companyId],
  );
  if (employees.rows[0].n !== ROWS) throw new Error(`${employees.rows[0].n} employees`);

  // The floor: PostgreSQL's COPY of the same rows into a scratch table with the employee
  // table's columns, checks and indexes (ids made by the database, as the import has them made).
  await db.query(`CREATE TABLE bench_import_scratch (LIKE employee INCLUDING ALL)`);
  await db.query(`ALTER TABLE bench_import_scratch ALTER account_id SET DEFAULT gen_random_uuid()`);
  const day = (serial) => new Date(Date.UTC(1899, 11, 30) + serial * 86400000).toISOString();
  const escapes = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
  const copyText = (value) => value.replace(/[\\\t\n\r]/g, (c) => escapes[c]);
  const lines = function* () {
    for (const person of rows)
      yield (
        [
          companyId,
          copyText(person.name),
          copyText(person.email),
          `+55${person.phone}`,
          person.cpf,
          day(person.admission).slice(0, 10),
          copyText(person.title),
        ].join('\t') + '\n'
      );
  };
  const copyStart = Date.now();
  await pipeline(
    Readable.from(lines()),
    db.query(
      copyFrom(
        `COPY bench_import_scratch (company_id, name, email, cell_phone, cpf, admission_date, job_title) FROM STDIN`,
      ),
    ),
  );
  const copySeconds = (Date.now() - copyStart) / 1000;
  const copied = await db.query('SELECT count(*)::int AS n FROM bench_import_scratch');
  if (copied.rows[0].n !== ROWS) throw new Error(`COPY wrote ${copied.rows[0].n} rows`);
  await db.query('DROP TABLE bench_import_scratch');

  return [
    {
      label: `import ${ROWS.toLocaleString('en-US')} rows end to end (${(file.length / 1048576).toFixed(1)} MB .xlsx)`,
      seconds,
      rowsPerSecond: Math.round(ROWS / seconds),
      upload: phases.upload,
      parse: phases.parse,
      validate: phases.validate,
      commit: phases.commit,
      peakRssMiB: Math.round(peakDuringImport / 1048576),
    },
    {
      label: `one row's edit in import edition (${ROWS.toLocaleString('en-US')} rows)`,
      seconds: editSeconds,
    },
    {
      label: 'PostgreSQL COPY of the same rows (scratch table, employee indexes)',
      seconds: copySeconds,
      rowsPerSecond: Math.round(ROWS / copySeconds),
    },
  ];
};
