import { ValidationError, type AnySchema } from 'yup';

/** Field path -> messages of a validation run (empty when valid). Test helper, not a test. */
export function errorsOf(schema: AnySchema, value: unknown): Record<string, string[]> {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const out: Record<string, string[]> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const key = inner.path ?? '';
      (out[key] ??= []).push(inner.message);
    }
    return out;
  }
}

export const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
