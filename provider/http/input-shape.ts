import type { AnySchema, ArraySchema, ObjectSchema } from 'yup';
import type { FieldErrors } from '../../shared/api/envelope';
import { V } from '../../shared/validation/rules';

/**
 * The strict first look at a body before the schema's own rules run: each field must be of the JSON
 * type its schema expects. Yup on its own would cast whatever comes (`val.trim is not a function`
 * on an object, `[5]` read as 5) or look input keys up on the schema (`toString`, `__proto__`).
 * So the value handed on is rebuilt from the schema's own field names: unknown keys, prototype keys
 * included, are never read; `null` counts as "not given" unless the field is nullable; and no text
 * may hold U+0000, which PostgreSQL cannot store.
 */
export interface ShapeResult {
  value: unknown;
  errors: FieldErrors;
}

const NUMERIC_TEXT = /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\s*$/;

export const hasNul = (text: string) => text.includes('\u0000');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

function fieldName(path: string): string {
  return path === '' ? '_' : path;
}

/** Any text anywhere in a value (for fields without a fixed shape): refused if it holds NUL. */
function anyTextWithNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => hasNul(key) || anyTextWithNul(inner, depth + 1));
}

function check(schema: AnySchema, value: unknown, path: string, errors: FieldErrors): unknown {
  const fail = (key: string) => {
    (errors[fieldName(path)] ??= []).push(V(key));
    return undefined;
  };
  if (value === undefined) return undefined;
  if (value === null) return schema.spec.nullable ? null : undefined;

  switch (schema.type) {
    case 'object': {
      if (!isPlainObject(value)) return fail(path === '' ? 'bodyMustBeObject' : 'mustBeObject');
      const fields = (schema as ObjectSchema<Record<string, unknown>>).fields as Record<string, AnySchema>;
      const out: Record<string, unknown> = {};
      for (const name of Object.keys(fields)) {
        if (!Object.hasOwn(value, name)) continue;
        const inner = check(fields[name]!, value[name], path === '' ? name : `${path}.${name}`, errors);
        if (inner !== undefined) out[name] = inner;
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value)) return fail('mustBeList');
      const inner = (schema as ArraySchema<unknown[], unknown>).innerType as AnySchema | undefined;
      if (!inner) return anyTextWithNul(value) ? fail('invalidCharacters') : value;
      return value.map((item, index) => check(inner, item, `${path}[${index}]`, errors));
    }
    case 'string':
      if (typeof value !== 'string') return fail('mustBeText');
      return hasNul(value) ? fail('invalidCharacters') : value;
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? value : fail('mustBeNumber');
      // Form fields (multipart) carry numbers as text; an empty one is "not given".
      if (typeof value === 'string' && (value.trim() === '' || NUMERIC_TEXT.test(value))) return value;
      return fail('mustBeNumber');
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value;
      return fail('mustBeBoolean');
    case 'date':
      if (typeof value === 'string') return hasNul(value) ? fail('invalidCharacters') : value;
      if (typeof value === 'number' && Number.isFinite(value)) return value;
      return fail('invalidDate');
    default:
      return anyTextWithNul(value) ? fail('invalidCharacters') : value;
  }
}

/** The input as `schema` expects it in shape, with what it does not expect left out, or the field errors. */
export function checkShape(schema: AnySchema, input: unknown): ShapeResult {
  const errors: FieldErrors = {};
  const value = check(schema, input ?? {}, '', errors);
  return { value, errors };
}
