/**
 * What the account screens tell the login page when they send someone there (router location
 * state): the page explains the next step and fills in the e-mail.
 */
export type LoginNotice = { kind: 'registered'; email: string } | { kind: 'emailConfirmed'; email: string } | { kind: 'passwordReset'; email: string };

const KINDS: ReadonlyArray<LoginNotice['kind']> = ['registered', 'emailConfirmed', 'passwordReset'];

/** Location state is whatever history holds: only a well-formed notice counts. */
export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { kind, email } = state as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.includes(kind as LoginNotice['kind']) || typeof email !== 'string') return null;
  return { kind: kind as LoginNotice['kind'], email };
}
