/** A successful answer with the envelope's message, for calls whose success toast is the server's text. */
export interface WithMessage<T> {
  result: T;
  message: string;
}

/** transformResponse for such calls: the base query hands the envelope's message over in `meta`. */
export function withMessage<T>(result: unknown, meta: unknown): WithMessage<T> {
  const message = typeof meta === 'object' && meta !== null && 'message' in meta ? (meta as { message: unknown }).message : '';
  return { result: result as T, message: typeof message === 'string' ? message : '' };
}
