import fc from 'fast-check';
import { encode, multipartBody, RAW_ESCAPES, WireRequest } from './http';
import { jsonText, JsonNode, plainText } from './json-text';
import { anyText, anyValue, Schema, SchemaValues } from './values';

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** Content type → schema of the body the operation documents. */
  body: Record<string, Schema>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >;
  components: { schemas: Record<string, Schema> };
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: Object.fromEntries(
        Object.entries(operation.requestBody?.content ?? {}).map(([type, { schema }]) => [
          type,
          schema,
        ]),
      ),
    })),
  );
}

/** What the fuzz knows of the running product: tokens by role and ids of real records. */
export interface World {
  tokens: { super: string; admin: string; user: string; survey: string };
  /** Ids for a path parameter, from the path it is in (`/api/admin/survey/{id}` → surveys). */
  pathIds(operation: Operation, parameter: string): string[];
  values: SchemaValues;
  files: { png: Buffer; xlsx: Buffer };
}

export type Role = keyof World['tokens'];

export interface FuzzCase {
  wire: WireRequest;
  /** One line for a failure report: what was sent, bodies cut short. */
  describe(): string;
}

const LANGUAGES = [
  'pt-BR',
  'en-US',
  'es-ES',
  'en',
  'fr-FR;q=0.5, es;q=0.9',
  '*',
  'x'.repeat(300),
  '',
];
const ROLES = ['super', 'admin', 'user'] as const;

/** The caller an operation expects, by its path; `{product}` is chosen with its token. */
function expectedRole(path: string, product: string): Role | undefined {
  if (path.startsWith('/api/{product}/'))
    return (ROLES as readonly string[]).includes(product) ? (product as Role) : 'user';
  if (path.startsWith('/api/super/')) return 'super';
  if (path.startsWith('/api/admin/')) return 'admin';
  if (path.startsWith('/api/user/')) return 'user';
  if (path.startsWith('/api/survey/')) return 'survey';
  return undefined;
}

export function fuzzCase(operation: Operation, world: World): fc.Arbitrary<FuzzCase> {
  const pathParameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  return fc
    .record({
      path: fc.tuple(...pathParameters.map((name) => pathValue(operation, name, world))),
      query: queryString(operation, world),
      language: fc.constantFrom(...LANGUAGES),
      auth: fc.oneof(
        { weight: 8, arbitrary: fc.constant('expected') },
        {
          weight: 1,
          arbitrary: fc.constantFrom('none', 'garbage', 'super', 'admin', 'user', 'survey'),
        },
      ),
      body: body(operation, world),
    })
    .map(({ path, query, language, auth, body: sent }) => {
      const product = pathParameters.includes('product')
        ? path[pathParameters.indexOf('product')]
        : '';
      let url = operation.path;
      pathParameters.forEach((name, index) => (url = url.replace(`{${name}}`, path[index])));
      const role =
        auth === 'expected' ? expectedRole(operation.path, decodeURIComponentSafe(product)) : auth;
      const headers: Record<string, string> = { ...sent.headers };
      if (language) headers['accept-language'] = language;
      if (role === 'garbage') headers.authorization = 'Bearer not.a.token';
      else if (role && role !== 'none' && role in world.tokens)
        headers.authorization = `Bearer ${world.tokens[role as Role]}`;
      const wire: WireRequest = {
        method: operation.method,
        path: `${url}${query}`,
        headers,
        body: sent.body,
      };
      return {
        wire,
        describe: () =>
          `${wire.method} ${wire.path.slice(0, 300)} as ${role ?? 'nobody'} ${JSON.stringify(headers['content-type'] ?? '')} ${sent.note}`,
      };
    });
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function pathValue(operation: Operation, name: string, world: World): fc.Arbitrary<string> {
  if (name === 'product')
    return fc.oneof(
      { weight: 9, arbitrary: fc.constantFrom(...ROLES) },
      { weight: 1, arbitrary: anyText.map(encode) },
    );
  const ids = world.pathIds(operation, name);
  const hostile = fc.oneof(
    anyText.filter((text) => text.length > 0 && text.length < 3000).map(encode),
    fc.constantFrom(...RAW_ESCAPES),
  );
  return fc.oneof(
    ...(ids.length ? [{ weight: 6, arbitrary: fc.constantFrom(...ids) }] : []),
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostile },
  );
}

/** The documented query parameters and the list contract's, right and wrong, repeated, extra. */
function queryString(operation: Operation, world: World): fc.Arbitrary<string> {
  const documented = operation.parameters.filter((parameter) => parameter.in === 'query');
  const names = new Set(documented.map((parameter) => parameter.name));
  const listContract: Parameter[] = ['page', 'pageSize', 'search', 'order']
    .filter((name) => !names.has(name))
    .map((name) => ({
      name,
      in: 'query',
      schema: { type: name.startsWith('page') ? 'integer' : 'string' },
    }));
  const pair = (parameter: Parameter) =>
    fc.tuple(
      fc.constant(parameter.name),
      // Long, but within what a URL may carry (Node answers 431 past 16 KB of headers).
      world.values
        .value(parameter.schema, parameter.name, 1)
        .map((value) => plainText(value).slice(0, 1500)),
      fc.boolean(),
    );
  const chosen = [...documented, ...listContract].map((parameter) =>
    fc.oneof(
      {
        weight: parameter.required ? 9 : 2,
        arbitrary: fc.array(pair(parameter), { minLength: 1, maxLength: 2 }),
      },
      { weight: parameter.required ? 1 : 3, arbitrary: fc.constant([]) },
    ),
  );
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom(
        '__proto__[admin]',
        'constructor[prototype][x]',
        'page[]',
        'a[b][c]',
        'unknown',
        '',
      ),
      anyText.filter((text) => text.length < 3000),
      fc.boolean(),
    ),
    { maxLength: 1 },
  );
  const raw = fc.oneof(
    { weight: 9, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...RAW_ESCAPES)
        .map((escape) => `&search=${escape}&page=${escape}`),
    },
  );
  return fc.tuple(fc.tuple(...chosen), extra, raw).map(([lists, more, rawTail]) => {
    const pairs = [...lists.flat(), ...more];
    const text = pairs
      .map(([key, value, bare]) =>
        bare && value === '' ? encode(key) : `${encode(key)}=${encode(value)}`,
      )
      .join('&');
    const query = `${text}${rawTail}`;
    return query ? `?${query}` : '';
  });
}

interface SentBody {
  headers: Record<string, string>;
  body?: Buffer;
  note: string;
}

const BODY_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
  'application/jsonx',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  '',
];

function body(operation: Operation, world: World): fc.Arbitrary<SentBody> {
  const json = operation.body['application/json'];
  const multipart = operation.body['multipart/form-data'];
  const wrongType = fc
    .tuple(fc.constantFrom(...BODY_TYPES), anyValue)
    .map(([type, value]): SentBody => ({
      headers: type ? { 'content-type': type } : {},
      body: Buffer.from(plainText(value)),
      note: `${type || 'no type'} body ${plainText(value).slice(0, 120)}`,
    }));
  const brokenJson = fc
    .constantFrom(
      '{',
      '[1,',
      '{"a":}',
      'nul',
      '"\\ud800"',
      '{"a":"\\u0000"}',
      '\u0000',
      '{"a":1}{"b":2}',
      '{"__proto__":{"x":1}}',
      'x'.repeat(2 * 1024 * 1024),
    )
    .map((text): SentBody => ({
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(text),
      note: `json ${text.slice(0, 120)}`,
    }));
  const none = fc.constant<SentBody>({ headers: {}, note: 'no body' });
  if (multipart) return multipartBodies(multipart, world, wrongType);
  if (json) {
    const schemaJson = world.values.value(json).map((node: JsonNode): SentBody => ({
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(jsonText(node)),
      note: `json ${jsonText(node).slice(0, 300)}`,
    }));
    return fc.oneof(
      { weight: 14, arbitrary: schemaJson },
      { weight: 2, arbitrary: brokenJson },
      { weight: 2, arbitrary: wrongType },
      { weight: 1, arbitrary: none },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: none },
    {
      weight: 1,
      arbitrary: anyValue.map((node): SentBody => ({
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(jsonText(node)),
        note: `json ${jsonText(node).slice(0, 120)}`,
      })),
    },
    { weight: 1, arbitrary: wrongType },
  );
}

/** Forms with their fields and file, and forms no parser can read. */
function multipartBodies(
  schema: Schema,
  world: World,
  wrongType: fc.Arbitrary<SentBody>,
): fc.Arbitrary<SentBody> {
  const resolved = world.values.resolve(schema);
  const fileField =
    Object.entries(resolved.properties ?? {}).find(
      ([, property]) => property.format === 'binary',
    )?.[0] ?? 'file';
  const fields = Object.entries(resolved.properties ?? {}).filter(([name]) => name !== fileField);
  const fieldParts = fc.tuple(
    ...fields.map(([name, property]) =>
      fc.option(
        world.values.value(property, name, 1).map((value) => ({ name, value: plainText(value) })),
        { freq: 3 },
      ),
    ),
  );
  const file = fc.oneof(
    fc.constantFrom(world.files.png, world.files.xlsx, Buffer.alloc(0), Buffer.from('%PDF-1.4')),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.concat([world.files.png, Buffer.alloc(2 * 1024 * 1024)])),
  );
  const fileName = fc.oneof(
    fc.constantFrom('logo.png', 'pessoas.xlsx', 'a.csv', '', 'x'.repeat(1000)),
    anyText.filter((text) => !text.includes('"') && !/[\r\n]/.test(text) && text.length < 500),
  );
  const shape = fc.constantFrom(
    'whole',
    'whole',
    'whole',
    'whole',
    'two files',
    'no boundary',
    'other boundary',
    'cut short',
    'no end',
    'proto field',
  );
  return fc.oneof(
    {
      weight: 9,
      arbitrary: fc
        .record({
          parts: fieldParts,
          file: fc.option(file, { freq: 4 }),
          fileName,
          shape,
          cut: fc.nat(),
        })
        .map(({ parts, file: content, fileName: name, shape: form, cut }): SentBody => {
          const boundary = 'fuzz-boundary-7d3f';
          const allParts: Array<{ name: string; value: string | Buffer; fileName?: string }> =
            parts.filter((part) => part !== null) as Array<{ name: string; value: string }>;
          if (form === 'proto field') allParts.push({ name: '__proto__', value: 'x' });
          if (content) allParts.push({ name: fileField, value: content, fileName: name });
          if (form === 'two files')
            allParts.push({ name: fileField, value: world.files.png, fileName: 'b.png' });
          let written = multipartBody(boundary, allParts);
          if (form === 'cut short')
            written = written.subarray(0, cut % Math.max(1, written.length));
          if (form === 'no end')
            written = written.subarray(0, written.length - boundary.length - 6);
          const type =
            form === 'no boundary'
              ? 'multipart/form-data'
              : form === 'other boundary'
                ? 'multipart/form-data; boundary=another'
                : `multipart/form-data; boundary=${boundary}`;
          return {
            headers: { 'content-type': type },
            body: written,
            note: `multipart (${form}) fields ${JSON.stringify(allParts.map((part) => [part.name, Buffer.isBuffer(part.value) ? `${part.value.length} bytes` : part.value.slice(0, 60)]))}`,
          };
        }),
    },
    { weight: 1, arbitrary: wrongType },
  );
}
