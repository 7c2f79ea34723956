import { isApiError } from '../../lib/api';

/**
 * A confirmation or reset link the provider refused: spent, expired, replaced by a newer one, or
 * made for another address. The answer is a 400 whose field errors name the token.
 */
export function isRefusedLink(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && Boolean(error.errors?.token?.length);
}
