import { isCalendarDate } from '../../shared/scheduling/saudi-clock';
import { DATE_RANGE, MAX_ID } from '../../shared/validation/rules';
import type { JsonSchema } from '../openapi/yup-to-json-schema';
import type { RouteContext } from './context';
import { badRequest } from './http-error';

/**
 * One query parameter of a route: what the OpenAPI document says of it and how it is read. The
 * request gate (request-input.ts) reads every declared parameter before the handler runs; the
 * handler takes the value with `param.of(ctx)`. Absent or empty means null (no filter), as does
 * 'all' for filters; anything else must be valid, or the call fails with 400 naming the parameter
 * (a typo never silently lists everything).
 */
export interface QueryParam<T = unknown> {
  readonly name: string;
  readonly description: string;
  /** The parameter's JSON Schema in the OpenAPI document. */
  readonly schema: JsonSchema;
  /** The value of a present, single, non-empty text; throws a 400 for an invalid one. */
  parse(raw: string): T | null;
  /** The value the gate read for this request. */
  of(ctx: Pick<RouteContext, 'query'>): T | null;
}

function param<T>(name: string, description: string, schema: JsonSchema, parse: (raw: string) => T | null): QueryParam<T> {
  return {
    name,
    description,
    schema,
    parse,
    of: (ctx) => (ctx.query[name] ?? null) as T | null,
  };
}

const invalid = (name: string, message: string) => badRequest({ [name]: [message] });

/** Optional filters treat 'all' like absent. */
const ALL = 'all';

/** A whole number from `min` to `max`, written in digits only (no signs, exponents or decimals). */
export function integerParam(
  name: string,
  options: { description: string; min: number; max: number; message: string; zeroMeansAll?: boolean; values?: readonly number[] },
): QueryParam<number> {
  const schema: JsonSchema = options.values
    ? { type: 'integer', enum: [...options.values] }
    : { type: 'integer', minimum: options.zeroMeansAll ? 0 : options.min, maximum: options.max };
  return param(name, options.description, schema, (raw) => {
    if (raw === ALL || (options.zeroMeansAll && raw === '0')) return null;
    const value = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < options.min || value > options.max) throw invalid(name, options.message);
    if (options.values && !options.values.includes(value)) throw invalid(name, options.message);
    return value;
  });
}

/** An id filter: a positive 32-bit integer. */
export const idParam = (name: string, description: string, message = 'validation:idInvalid') =>
  integerParam(name, { description, min: 1, max: MAX_ID, message });

/** true/false (also active/inactive, as the users filter reads). */
export function booleanParam(name: string, description: string): QueryParam<boolean> {
  return param(name, description, { type: 'boolean' }, (raw) => {
    if (raw === ALL) return null;
    if (raw === 'true' || raw === 'active') return true;
    if (raw === 'false' || raw === 'inactive') return false;
    throw invalid(name, 'validation:booleanInvalid');
  });
}

/** One of a fixed set of words. */
export function enumParam<T extends string>(name: string, options: { description: string; values: readonly T[]; message: string }): QueryParam<T> {
  return param(name, options.description, { type: 'string', enum: [...options.values] }, (raw) => {
    if (raw === ALL && !(options.values as readonly string[]).includes(ALL)) return null;
    if ((options.values as readonly string[]).includes(raw)) return raw as T;
    throw invalid(name, options.message);
  });
}

/** Free text up to `maxLength` characters after trimming; blank is absent. */
export function textParam(name: string, options: { description: string; maxLength: number; message: string }): QueryParam<string> {
  return param(name, options.description, { type: 'string', maxLength: options.maxLength }, (raw) => {
    const text = raw.trim();
    if (text === '') return null;
    if (text.length > options.maxLength) throw invalid(name, options.message);
    return text;
  });
}

/**
 * A calendar date written YYYY-MM-DD (a real one: not 2026-02-30), in the years any date field takes
 * (DATE_RANGE: 1900 to 2200), so the day after it is still a date every clock and database can hold.
 */
export function dateParam(name: string, description: string, message = 'validation:dateOnlyInvalid'): QueryParam<string> {
  return param(name, description, { type: 'string', format: 'date' }, (raw) => {
    if (!isCalendarDate(raw) || Date.parse(`${raw}T00:00:00Z`) < DATE_RANGE.earliest || Date.parse(`${raw}T00:00:00Z`) >= DATE_RANGE.latest - 86_400_000) {
      throw invalid(name, message);
    }
    return raw;
  });
}

/** A calendar month written YYYY-MM, in the years any date field takes (DATE_RANGE). */
export function monthParam(name: string, description: string, message: string): QueryParam<string> {
  return param(name, description, { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }, (raw) => {
    const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(raw);
    const start = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, 1) : NaN;
    if (!match || !(start >= DATE_RANGE.earliest && start < DATE_RANGE.latest - 32 * 86_400_000)) throw invalid(name, message);
    return raw;
  });
}
