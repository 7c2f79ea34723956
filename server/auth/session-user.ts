import { ROLES, type Role } from '../../shared/constants';
import type { ClientRecord, SessionUser } from '../../shared/types/user';
import { toNumerals } from '../../shared/format/numerals';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

function rolesOf(fields: Fields): Role[] {
  const raw = Array.isArray(fields.roles) ? fields.roles : typeof fields.role === 'string' ? [fields.role] : [];
  return raw.filter((role): role is Role => (ROLES as readonly unknown[]).includes(role));
}

function clientOf(fields: Fields): ClientRecord | null {
  const id = isFields(fields.client) ? positiveInteger(fields.client.id) : positiveInteger(fields.clientId);
  return id === undefined ? null : { id };
}

/**
 * The user the session keeps, from what a provider returns. Spec section 7 allows the id as `id` or
 * `userId`; anything else the provider sends (and above all a token) is not copied.
 */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isFields(value)) return null;
  const id = positiveInteger(value.id) ?? positiveInteger(value.userId);
  if (id === undefined) return null;
  return {
    id,
    fullName: typeof value.fullName === 'string' ? value.fullName : '',
    email: typeof value.email === 'string' ? value.email : '',
    roles: rolesOf(value),
    client: clientOf(value),
    ...(toNumerals(value.numerals) && { numerals: toNumerals(value.numerals) }),
    ...(typeof value.hijri === 'boolean' && { hijri: value.hijri }),
  };
}

/** The bearer token of a login result: `token`, `accessToken` or `access_token` (spec section 7). */
export function tokenOf(value: unknown): string | undefined {
  if (!isFields(value)) return undefined;
  for (const name of ['token', 'accessToken', 'access_token']) {
    const token = value[name];
    if (typeof token === 'string' && token.trim() !== '') return token.trim();
  }
  return undefined;
}
