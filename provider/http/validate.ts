import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { FieldErrors } from '../../shared/api/envelope';
import { badRequest } from './http-error';
import { checkShape } from './input-shape';

/**
 * Validates and casts input with a shared schema, strictly: first the JSON shape (see input-shape),
 * then the schema's rules. Unknown fields are dropped. Failure is a 400 whose `errors` hold message
 * keys; the error middleware translates them.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  const shaped = checkShape(schema, input);
  if (shaped.errors._) throw badRequest(shaped.errors);
  let ruleErrors: FieldErrors = {};
  let value: InferType<S> | undefined;
  try {
    value = (await schema.validate(shaped.value, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    ruleErrors = toFieldErrors(error);
  }
  const misshapen = Object.keys(shaped.errors);
  if (misshapen.length === 0 && value !== undefined) return value;
  // The rules ran without the misshapen fields: what they say of those (e.g. "required") is replaced
  // by the shape error, and every other field keeps its own messages, so one answer lists them all.
  const errors: FieldErrors = { ...shaped.errors };
  const coveredByShape = (field: string) => misshapen.some((bad) => field === bad || field.startsWith(`${bad}.`) || field.startsWith(`${bad}[`));
  for (const [field, messages] of Object.entries(ruleErrors)) if (!coveredByShape(field)) errors[field] = messages;
  throw badRequest(errors);
}

export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = inner.path || '_';
    const list = (errors[field] ??= []);
    if (!list.includes(inner.message)) list.push(inner.message);
  }
  return errors;
}
