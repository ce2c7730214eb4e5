import fc from 'fast-check';
import { JsonNode, Obj, Raw } from './json-text';

/** The part of an OpenAPI schema the generator reads. */
export interface Schema {
  $ref?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  example?: unknown;
  default?: unknown;
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
}

/** Where a field's plausible values come from: ids of real records by the field's name. */
export interface Hints {
  /** Ids of existing records for a field or parameter name (`questionnaireId`, `id`...). */
  idsFor(name: string): string[];
}

const UNITS = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Text that has hurt servers: control and format characters, escapes, injections, numbers. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  'a\ud83d',
  '\ud83d\ude00',
  '\u202e\u0645',
  '\ufeff',
  '\u200b',
  '\r\n',
  '\t',
  '%',
  '%00',
  '%ED%A0%80',
  '\\',
  '\\u0000',
  "' OR 1=1 --",
  '"; DROP TABLE account; --',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '../../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e21',
  '1e308',
  '99999999999999999999999',
  '0x1F',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  'São Paulo',
  'ÁÉÍÓÚ ção',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '2026-13-01T00:00:00Z',
  '31/12/2026',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '{00000000-0000-4000-8000-000000000000}',
  'a@b',
  'a@b.c',
  '@example.com',
  'ana@example.com',
  '+55 11 98765-4321',
  '11144477735',
  '11.222.333/0001-81',
];

const NUMBERS: JsonNode[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  new Raw('9007199254740993'),
  1e21,
  1e308,
  -1e308,
  5e-324,
  new Raw('1e400'),
  new Raw('-1e400'),
  new Raw('1E+2'),
  new Raw('123456789012345678901234567890'),
];

const MOSTLY_TRUE = fc.oneof(
  { weight: 9, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);

/** Keys that reach for a prototype or a framework's internals. */
const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where'];

/** Any string at all: any UTF-16 units (lone surrogates included), hostile or very long. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: UNITS, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(256, 2_001, 70_000, 300_000)
      .chain((length) => fc.constantFrom('a', 'ç', '😀', '\u0000').map((c) => c.repeat(length))),
  },
);

export const anyNumber: fc.Arbitrary<JsonNode> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any shape: what a field that wanted something else may receive. */
export const anyValue: fc.Arbitrary<JsonNode> = fc.letrec<{ value: JsonNode }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    anyText,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .array(
        fc.tuple(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...KEYS)), tie('value')),
        {
          maxLength: 3,
        },
      )
      .map((entries) => new Obj(entries)),
  ),
})).value;

/** Nesting past every limit, and a list past every sane length. */
export const monstrous: fc.Arbitrary<JsonNode> = fc.constantFrom<JsonNode>(
  nest(40, 'array'),
  nest(40, 'object'),
  nest(5_000, 'array'),
  new Array(20_000).fill(null),
  new Obj([['__proto__', new Obj([['isAdmin', true]])]]),
  new Obj([['constructor', new Obj([['prototype', new Obj([['polluted', true]])]])]]),
);

/** Written as text: a value this deep would overflow the stack of whatever walks it here. */
function nest(depth: number, kind: 'array' | 'object'): JsonNode {
  const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
  return new Raw(`${open.repeat(depth)}1${close.repeat(depth)}`);
}

export class SchemaValues {
  constructor(
    private readonly components: Record<string, Schema>,
    private readonly hints: Hints,
  ) {}

  /** Follows `$ref` and merges `allOf` into one schema. */
  resolve(schema: Schema | undefined): Schema {
    if (!schema) return {};
    if (schema.$ref) return this.resolve(this.components[schema.$ref.split('/').pop() as string]);
    if (schema.allOf) {
      const parts = schema.allOf.map((part) => this.resolve(part));
      return {
        type: 'object',
        properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
        required: parts.flatMap((part) => part.required ?? []),
      };
    }
    return schema;
  }

  /** Mostly what the field asks for, often something it does not, sometimes anything at all. */
  value(schema: Schema | undefined, name = '', depth = 0): fc.Arbitrary<JsonNode> {
    const resolved = this.resolve(schema);
    return fc.oneof(
      { weight: 6, arbitrary: this.plausible(resolved, name, depth) },
      { weight: 3, arbitrary: anyValue },
      { weight: 1, arbitrary: depth === 0 ? monstrous : anyValue },
    );
  }

  /** A value of the schema's type, at and past its bounds. */
  plausible(schema: Schema, name: string, depth: number): fc.Arbitrary<JsonNode> {
    const examples: JsonNode[] = [schema.example, schema.default].filter(
      (value) => value !== undefined,
    ) as JsonNode[];
    const withExamples = (arbitrary: fc.Arbitrary<JsonNode>) =>
      examples.length ? fc.oneof(fc.constantFrom(...examples), arbitrary) : arbitrary;
    if (schema.enum?.length) return fc.constantFrom(...(schema.enum as JsonNode[]));
    if (schema.oneOf?.length)
      return fc.oneof(
        ...schema.oneOf.map((part) => this.plausible(this.resolve(part), name, depth)),
      );
    switch (schema.type) {
      case 'integer':
      case 'number':
        return withExamples(this.numberIn(schema));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(this.value(schema.items, name, depth + 1), { maxLength: 4 });
      case 'object':
        return depth > 4 ? fc.constant(new Obj([])) : this.object(schema, depth);
      case 'string':
      default:
        return withExamples(this.text(schema, name));
    }
  }

  object(schema: Schema, depth: number): fc.Arbitrary<JsonNode> {
    const properties = Object.entries(schema.properties ?? {});
    const required = new Set(schema.required ?? []);
    const fields = properties.map(([key, property]) =>
      fc.record({
        key: fc.constant(key),
        // A required field is left out now and then, an optional one often.
        present: required.has(key) ? MOSTLY_TRUE : fc.boolean(),
        value: this.value(property, key, depth + 1),
      }),
    );
    const extra = fc.array(fc.tuple(fc.constantFrom(...KEYS, 'unknownField'), anyValue), {
      maxLength: 1,
    });
    return fc
      .tuple(fc.tuple(...fields), extra)
      .map(
        ([chosen, more]) =>
          new Obj([
            ...chosen
              .filter((field) => field.present)
              .map((field): [string, JsonNode] => [field.key, field.value]),
            ...more,
          ]),
      );
  }

  numberIn(schema: Schema): fc.Arbitrary<JsonNode> {
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? Math.max(min + 1000, 1000);
    const integer = schema.type === 'integer';
    return fc.oneof(
      integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true }),
      fc.constantFrom<JsonNode>(min, max, min - 1, max + 1),
      anyNumber,
      fc.integer({ min, max }).map(String),
    );
  }

  text(schema: Schema, name: string): fc.Arbitrary<JsonNode> {
    const ids = this.hints.idsFor(name);
    const byFormat: Array<fc.Arbitrary<JsonNode>> = [];
    if (schema.format === 'uuid' || /Id$/.test(name) || name === 'id') {
      byFormat.push(fc.uuid());
      if (ids.length) byFormat.push(fc.constantFrom(...ids), fc.constantFrom(...ids));
    }
    if (schema.format === 'date-time' || schema.format === 'date' || /Date$|At$/.test(name))
      byFormat.push(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) =>
            schema.format === 'date' ? date.toISOString().slice(0, 10) : date.toISOString(),
          ),
      );
    if (schema.format === 'email' || /email/i.test(name)) byFormat.push(fc.emailAddress());
    const length = schema.maxLength;
    if (length) byFormat.push(fc.constantFrom('a'.repeat(length), 'a'.repeat(length + 1)));
    return fc.oneof(...byFormat, fc.string({ maxLength: 40 }), anyText);
  }
}
