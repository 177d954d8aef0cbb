/**
 * The values the API fuzzer sends: drawn from an operation's own JSON schemas (valid values pushed
 * to their bounds, with hints for fields whose meaning a schema cannot say), the same with one field
 * broken, and hostile values. `api-fuzz.ts` builds requests from them and judges the answers.
 */
import fc from 'fast-check';
import type { OpenApiDocument } from '../modules/openapi/openapi-document.js';

export type Schema = { [key: string]: unknown };
export type Json = unknown;

/** Values that exist in the seeded database, so generated ids sometimes hit real rows. */
export type KnownValues = {
  ids: number[];
  texts: string[];
  /** Values that make sense for a field of this name (the seeded courts for `venue_sport_object_id`, …). */
  fields: Record<string, Json[]>;
};

const MAX_ID = 2_147_483_647;

function deepNesting(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** Values no schema should let reach the database or a date computation unchecked. */
const HOSTILE: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  MAX_ID,
  MAX_ID + 1,
  2 ** 32,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  1e-300,
  '',
  ' ',
  '0',
  '-1',
  '2147483648',
  '4294967296',
  '99999999999999999999',
  '1e400',
  'NaN',
  'me',
  'null',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1970-01-01',
  '1999-12-31',
  '2101-01-01',
  '9999-12-31',
  '+275760-09-13',
  '2030-02-30',
  '2030-13-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2030-06-03T16:00:00+14:00',
  '2030-06-03T24:00:00Z',
  '2030-06-03T16:00:00.123456789Z',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eabc',
  'zero\u200Bwidth',
  '🏸'.repeat(600),
  'ż'.repeat(5_000),
  'x'.repeat(70_000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '${7*7}',
  'line\r\nbreak',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  [],
  [null],
  Array.from({ length: 10_000 }, (_, i) => i + 1),
  Array.from({ length: 200 }, () => 'x'.repeat(50)),
  deepNesting(300),
  {},
  { a: { b: { c: {} } } },
  JSON.parse('{"__proto__":{"polluted":true}}') as Json,
  { constructor: { prototype: { polluted: true } } },
];

export const hostile = (): fc.Arbitrary<Json> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...HOSTILE), weight: 4 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 300 }), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
    { arbitrary: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()), weight: 1 },
  );

function resolve(document: OpenApiDocument, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/components/schemas/', '');
  return (document.components.schemas[name] as Schema | undefined) ?? {};
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function stringArbitrary(schema: Schema, known: KnownValues): fc.Arbitrary<string> {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 120;
  const fromKnown = fc.constantFrom(...known.texts, ...known.ids.map(String));
  let base: fc.Arbitrary<string>;
  if (schema.format === 'date-time' || schema.format === 'date') {
    const low = new Date(typeof schema.formatMinimum === 'string' ? schema.formatMinimum : '2000-01-01T00:00:00Z');
    const high = new Date(typeof schema.formatMaximum === 'string' ? schema.formatMaximum : '2100-12-31T23:59:59.999Z');
    const dates = fc.oneof(
      fc.constantFrom(low, high),
      fc.date({ min: low, max: high, noInvalidDate: true }),
      // The seeded venues' bookable days: the clock stands at 2030-06-01.
      fc.date({ min: new Date('2030-06-01T00:00:00Z'), max: new Date('2030-07-15T00:00:00Z'), noInvalidDate: true }),
    );
    base = schema.format === 'date' ? dates.map(dayOf) : dates.map((date) => date.toISOString());
  } else if (schema.format === 'email') {
    base = fc.emailAddress();
  } else if (schema.format === 'uuid') {
    base = fc.uuid();
  } else if (typeof schema.pattern === 'string') {
    base = fc.stringMatching(new RegExp(schema.pattern));
  } else {
    base = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 60) }),
      fc.string({ unit: 'binary', minLength: min, maxLength: max }),
      fc.constantFrom(...[min, max].map((length) => 'ą'.repeat(length))),
    );
  }
  if (schema.format === 'date-time' || schema.format === 'date') return base;
  return fc.oneof({ arbitrary: base, weight: 4 }, { arbitrary: fromKnown, weight: 1 });
}

function numberArbitrary(schema: Schema, known: KnownValues, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : integer ? -MAX_ID : -1e9;
  const max = typeof schema.maximum === 'number' ? schema.maximum : integer ? MAX_ID : 1e9;
  const range = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  // Small numbers near zero, where the schema allows any (an amount of at least 10 zł does not).
  const smallMin = Math.max(min, -3);
  const smallMax = Math.min(max, 12);
  const small = smallMin <= smallMax ? [fc.integer({ min: smallMin, max: smallMax })] : [];
  const real = known.ids.filter((id) => id >= min && id <= max);
  return fc.oneof(fc.constantFrom(min, max), range, ...small, ...(real.length ? [fc.constantFrom(...real)] : []));
}

const BOOKABLE_FROM = Date.parse('2030-06-02T06:00:00Z');
const HALF_HOUR = 30 * 60_000;

/** A half-hour start in the seeded venues' bookable weeks (the test clock stands at 2030-06-01). */
const bookableInstant = fc.integer({ min: 0, max: 21 * 48 }).map((steps) => new Date(BOOKABLE_FROM + steps * HALF_HOUR).toISOString());

/**
 * What JSON Schema cannot say about a field — a phone number libphonenumber accepts, a NIP with
 * its checksum, a bookable half-hour — given by the field's name, so some cases get past the
 * schema and into the services instead of all ending in 400 VALIDATION_FAILED.
 */
const HINTS: Record<string, fc.Arbitrary<Json>> = {
  phone_number_without_country_code: fc.constantFrom(
    '500000901',
    '500000902',
    '600123456',
    '221234567',
    '701234567',
    '801234567',
    '391234567',
  ),
  country_code: fc.constantFrom('+48', '48', '+380', '+44', '+49', '+1', '+7', '+999'),
  code: fc.stringMatching(/^\d{4}$/),
  nip: fc.constantFrom('5260250274', '1234563218', '7740001454', '0000000000'),
  blik_code: fc.constantFrom('777123', '777000', '777555', '123456'),
  method_id: fc.constantFrom(509, 1500, 1),
  start_time: bookableInstant,
  end_time: bookableInstant,
  date: fc.integer({ min: -1, max: 40 }).map((days) => new Date(BOOKABLE_FROM + days * 86_400_000).toISOString().slice(0, 10)),
  until: fc.integer({ min: 0, max: 120 }).map((days) => new Date(BOOKABLE_FROM + days * 86_400_000).toISOString().slice(0, 10)),
};

/** The schema's values, or (3 in 4) values that fit the field's meaning. */
export function withHint(name: string, plain: fc.Arbitrary<Json>, known: KnownValues): fc.Arbitrary<Json> {
  const fitting = known.fields[name];
  const hints = [...(HINTS[name] ? [HINTS[name]] : []), ...(fitting?.length ? [fc.constantFrom(...fitting)] : [])];
  return hints.length ? fc.oneof({ arbitrary: plain, weight: 1 }, { arbitrary: fc.oneof(...hints), weight: 3 }) : plain;
}

const DURATIONS = [60, 90, 120, 240, 30, 300];

/** Half the time an `end_time` follows its `start_time` by a bookable (or nearly bookable) length. */
function pairTimes(values: Record<string, Json>, pair: boolean, minutes: number): Record<string, Json> {
  const start = values.start_time;
  const end = typeof start === 'string' ? new Date(Date.parse(start) + minutes * 60_000) : null;
  if (!pair || !end || Number.isNaN(end.getTime()) || !('end_time' in values)) return values;
  return { ...values, end_time: end.toISOString() };
}

export function withPairedTimes<T extends Record<string, Json>>(record: fc.Arbitrary<T>): fc.Arbitrary<Record<string, Json>> {
  return fc.tuple(record, fc.boolean(), fc.constantFrom(...DURATIONS)).map(([values, pair, minutes]) => pairTimes(values, pair, minutes));
}

/** Values the schema accepts (as far as JSON Schema can say), leaning on bounds and known rows. */
export function validArbitrary(document: OpenApiDocument, input: Schema, known: KnownValues, depth = 0): fc.Arbitrary<Json> {
  const schema = resolve(document, input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
  const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (Array.isArray(options)) return fc.oneof(...options.map((option) => validArbitrary(document, option, known, depth + 1)));
  if ('not' in schema) return fc.constant(undefined);
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, known, true);
    case 'number':
      return numberArbitrary(schema, known, false);
    case 'string':
      return stringArbitrary(schema, known);
    case 'array': {
      const items = validArbitrary(document, (schema.items as Schema | undefined) ?? {}, known, depth + 1);
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = typeof schema.maxItems === 'number' ? schema.maxItems : 8;
      return fc.oneof(
        fc.array(items, { minLength, maxLength: Math.min(maxLength, 8) }),
        fc.array(items, { minLength: maxLength, maxLength }),
      );
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
      const model: Record<string, fc.Arbitrary<Json>> = {};
      for (const [key, property] of Object.entries(properties)) {
        if ('not' in property) continue;
        model[key] = withHint(key, validArbitrary(document, property, known, depth + 1), known);
      }
      if (Object.keys(model).length === 0 && depth < 3 && schema.additionalProperties !== false) {
        return fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string({ maxLength: 20 }), fc.integer()), { maxKeys: 4 });
      }
      return withPairedTimes(fc.record(model, { requiredKeys: Object.keys(model).filter((key) => required.has(key)) }));
    }
    default:
      return depth > 3 ? fc.constant(null) : fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

type Path = (string | number)[];

function pathsOf(value: Json, prefix: Path = [], found: Path[] = []): Path[] {
  if (found.length > 200) return found;
  if (Array.isArray(value))
    value.slice(0, 20).forEach((item, index) => (found.push([...prefix, index]), pathsOf(item, [...prefix, index], found)));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push([...prefix, key]);
      pathsOf(item, [...prefix, key], found);
    }
  }
  return found;
}

type Mutation = 'replace' | 'remove' | 'extra';

/** One field (at any depth) replaced by a hostile value, removed, or a stranger field added next to it. */
function mutate(value: Json, pick: number, mutation: Mutation, bad: Json): Json {
  const copy = structuredClone(value) as Json;
  const paths = pathsOf(copy);
  if (paths.length === 0 || copy === null || typeof copy !== 'object') return mutation === 'extra' ? { unexpected: bad } : bad;
  const path = paths[pick % paths.length] ?? [];
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  const last = path.at(-1) ?? '';
  if (mutation === 'replace') parent[last] = bad;
  else if (mutation === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (!Array.isArray(parent)) parent[`extra_${String(last)}`] = bad;
  else parent.push(bad);
  return copy;
}

/** Valid values (4 in 10), valid ones with one field broken (5 in 10), or something else entirely (1 in 10). */
export function inputArbitrary(document: OpenApiDocument, schema: Schema, known: KnownValues): fc.Arbitrary<Json> {
  const valid = validArbitrary(document, schema, known);
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    {
      arbitrary: fc
        .tuple(valid, fc.nat(), fc.constantFrom<Mutation>('replace', 'replace', 'remove', 'extra'), hostile())
        .map(([value, pick, mutation, bad]) => mutate(value, pick, mutation, bad)),
      weight: 5,
    },
    { arbitrary: hostile(), weight: 1 },
  );
}
