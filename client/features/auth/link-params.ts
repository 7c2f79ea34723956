import { confirmEmailSchema } from '../../../shared/validation/confirm-email';

export interface LinkParams {
  email: string;
  token: string;
}

/**
 * The address and token of a link the provider e-mailed (`/confirm-email?email=…&token=…`,
 * `/reset-password?email=…&token=…`), or null when the link is incomplete or mangled.
 */
export function readLinkParams(params: URLSearchParams): LinkParams | null {
  const candidate = { email: params.get('email')?.trim() ?? '', token: params.get('token')?.trim() ?? '' };
  return confirmEmailSchema.isValidSync(candidate) ? candidate : null;
}
