/**
 * Inputs for fuzzing the API from its own OpenAPI document: for every parameter and body property,
 * mostly values its schema allows (so requests get past validation into the handlers and the
 * database), mixed with what an attacker sends: the wrong JSON type, prototype keys, NUL, numbers
 * out of every range, texts past their limits, deep nesting, direction overrides.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', 'isPrototypeOf'];

/** Texts that have broken servers: NUL and other controls, direction overrides, zero-width runs, huge ones. */
export const hostileText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '\u202e\u202d\u2066',
  '\u200b\u200c\u200d\ufeff',
  "'; drop table users; --",
  '%00%ff%',
  '{{constructor.constructor("return process")()}}',
  '<script>alert(1)</script>',
  '\ud800',
  'x'.repeat(5000),
  '١٢٣٤٥',
  '1e20',
  '-1',
  '0',
  '',
  ' ',
);

const hugeNumbers = fc.constantFrom(1e20, -1e20, 2 ** 53, 2 ** 31, -(2 ** 31) - 1, 1e308, -1e308, 0.1, -0, Number.MIN_VALUE, 99999999999);

/** A value of a different JSON type from any, nested a little or a lot. */
export const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hugeNumbers,
  fc.constant({}),
  fc.constant([]),
  fc.constant([['nested']]),
  fc.constant({ a: { b: { c: {} } } }),
  fc.constant(JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS), fc.string(), { maxKeys: 3 }),
);

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, Math.max(minLength, 60));
  return fc.oneof(fc.string({ minLength, maxLength, unit: fc.constantFrom(...'abc أبت١2-.') }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

/** A value its schema allows (as far as a JSON Schema says: the shared rules may still refuse it). */
export function validValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve, depth);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.oneOf) return fc.oneof(...schema.oneOf.map((s) => validValue(s, resolve, depth)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100_000, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 4
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, resolve, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return depth > 4 ? fc.constant({}) : objectValue(schema, resolve, depth + 1);
    default:
      return fc.oneof(fc.string(), fc.integer());
  }
}

/** Sometimes valid, sometimes hostile: the mix every generated field draws from. */
export function fuzzValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: validValue(schema, resolve, depth) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: hostileText },
    { weight: 1, arbitrary: hugeNumbers },
  );
}

function objectValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = validValue(property, resolve, depth);
  const required = (schema.required ?? []).filter((name) => name in record);
  const base = fc.record(record, { requiredKeys: required });
  return fc
    .tuple(base, fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS.filter((key) => key !== '__proto__'), 'extra'), wrongType, { maxKeys: 2 }), fc.boolean())
    .map(([value, extra, withExtra]) => (withExtra ? { ...value, ...extra } : value));
}

/** JSON text of a value, sometimes with an own `__proto__` key up front (as a body parser keeps it; an object literal cannot). */
function asJsonText(value: unknown, withProto: boolean): string {
  const text = JSON.stringify(value) ?? 'null';
  if (!withProto || !text.startsWith('{')) return text;
  return `{"__proto__":{"isAdmin":true,"role":"Admin"}${text === '{}' ? '}' : `,${text.slice(1)}`}`;
}

/** A whole JSON body (as text) for a request schema: usually an object shaped like it, sometimes no object at all. */
export function fuzzBody(schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<string> {
  const value = fc.oneof(
    { weight: 8, arbitrary: validValue(schema, resolve).chain((valid) => mutateOne(valid, schema, resolve)) },
    { weight: 1, arbitrary: wrongType },
  );
  return fc.tuple(value, fc.boolean()).map(([body, withProto]) => asJsonText(body, withProto));
}

/** The valid body with at most one property replaced by a fuzzed value, so one fault at a time reaches deep. */
function mutateOne(valid: unknown, schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.$ref ? (resolve(schema.$ref).properties ?? {}) : (schema.properties ?? {}));
  if (typeof valid !== 'object' || valid === null || properties.length === 0) return fc.constant(valid);
  return fc.oneof(
    fc.constant(valid),
    fc.constantFrom(...properties).chain(([name, property]) => fuzzValue(property, resolve).map((value) => ({ ...(valid as object), [name]: value }))),
  );
}

/** A path parameter: a real id, or what an attacker puts in its place. */
export function fuzzPathParam(knownIds: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...knownIds.map(String)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '1e20', '99999999999999999999', '2147483648', 'abc', '%00', '..%2f..', '%E0%A4%A', 'a%00b', '١', 'null', '1.5'),
    },
  );
}

/** A query parameter value: from its schema, hostile, or given twice. */
export function fuzzQueryValue(schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<string | string[]> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, resolve).map(String) },
    { weight: 2, arbitrary: fc.constantFrom('1e20', '-1', '0', '', 'all', 'a\u0000b', '99999999999999', 'true', 'x'.repeat(2000), '1.5', ' 5 ') },
    { weight: 1, arbitrary: fc.tuple(fc.string(), fc.string()).map(([a, b]) => [a, b]) },
  );
}
