import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { FieldErrors } from '../../shared/api/envelope';
import { badRequest } from './http-error';

/**
 * Validates and casts input with a shared schema. Unknown fields are dropped. Failure is a 400 whose
 * `errors` hold message keys; the error middleware translates them.
 */
export async function validate<S extends AnyObjectSchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return (await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(toFieldErrors(error));
    throw error;
  }
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
