import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { PasswordHasher } from '../auth/passwords';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/database';
import { countAdmins, createUser, findUserByEmail } from './users.repository';
import { findSecondFactor, setConfirmedSecret } from '../auth/second-factor.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@khadamat.local';

/** A password that meets the registration rules: upper, lower, digit and special character. */
function generatePassword(): string {
  return `Adm!${randomBytes(12).toString('base64url')}7a`;
}

/**
 * ADMIN_TOTP_SECRET: the administrator's authenticator secret, set while the account has none
 * confirmed (one the admin confirmed in an app is never overwritten). The secret
 * itself is never logged.
 */
async function presetSecondStep(db: Db, config: ProviderConfig, userId: number, logger: Logger): Promise<void> {
  if (config.adminTotpSecret === null) return;
  if ((await findSecondFactor(db, userId))?.confirmedAt) return;
  await setConfirmedSecret(db, userId, config.adminTotpSecret);
  logger.info({ userId }, "set the administrator's two-step secret from ADMIN_TOTP_SECRET");
}

/**
 * Makes sure an administrator exists. With ADMIN_EMAIL it is that account (created with ADMIN_PASSWORD,
 * or a generated one); without, the first start creates admin@khadamat.local. A generated password is
 * printed once, at warn level, by the start that creates the account.
 */
export async function ensureAdmin(db: Db, config: ProviderConfig, passwords: PasswordHasher, logger: Logger): Promise<void> {
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.role !== 'Admin') {
      logger.warn({ email }, 'ADMIN_EMAIL belongs to a non-admin account; it was not promoted. Choose another ADMIN_EMAIL.');
      return;
    }
    await presetSecondStep(db, config, existing.id, logger);
    return;
  }
  if (!config.adminEmail && (await countAdmins(db)) > 0) return;
  const generated = config.adminPassword === null;
  const password = config.adminPassword ?? generatePassword();
  const created = await createUser(db, {
    fullName: 'Administrator',
    email,
    phoneNumber: '',
    typeUser: 3,
    startDate: new Date(),
    passwordHash: await passwords.hash(password),
    role: 'Admin',
    emailConfirmed: true,
  });
  await presetSecondStep(db, config, created.id, logger);
  if (generated) {
    logger.warn(
      { email, password },
      `Created the administrator ${email} with a generated password (shown only this once): ${password} — log in and change it, or set ADMIN_EMAIL and ADMIN_PASSWORD.`,
    );
  } else {
    logger.info({ email }, 'created the administrator from ADMIN_EMAIL');
  }
}
