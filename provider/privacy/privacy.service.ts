import type { Language } from '../../shared/constants';
import { DEFAULT_LANGUAGE, isStaffRole } from '../../shared/constants';
import type { DataRequest, DataRequestKind, PolicyKind, PrivacyChoices } from '../../shared/types/privacy';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { AppServices, AuthUser } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { anonymiseAccount } from '../users/anonymise';
import { listConsents } from './consents.repository';
import { closeDataRequest, createDataRequest, findDataRequest, listDataRequests, openRequestOf } from './data-requests.repository';
import { currentPolicy } from './policies.repository';
import { erasureDoneEmail } from './privacy-mail';

/**
 * The versions a form was showing must be the ones in force: a policy published while the person
 * was reading is shown to them again (400 with policyOutdated on the field) rather than recorded as
 * accepted. `fields` names the body field of each kind.
 */
export async function requireCurrentPolicies(db: Db, accepted: Partial<Record<PolicyKind, { version: number; field: string }>>): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [kind, given] of Object.entries(accepted) as [PolicyKind, { version: number; field: string }][]) {
    if ((await currentPolicy(db, kind)).version !== given.version) errors[given.field] = ['validation:policyOutdated'];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export async function privacyChoicesOf(db: Db, userId: number, now = new Date()): Promise<PrivacyChoices> {
  const user = await db.selectFrom('users').select('marketing_opt_in_at').where('id', '=', userId).executeTakeFirstOrThrow();
  const open = await listDataRequests(db, { userId, state: 'open', overdue: null, page: 1, pageSize: 100, search: null }, now);
  return { consents: await listConsents(db, userId), marketingOptInAt: user.marketing_opt_in_at?.toISOString() ?? null, openRequests: open.items };
}

/** A deletion or correction asked for in the profile: one open request of each kind at a time (409). */
export async function requestOwn(
  db: Db,
  user: AuthUser,
  kind: Extract<DataRequestKind, 'deletion' | 'correction'>,
  details: string,
  now: Date,
): Promise<DataRequest> {
  return inTransaction(db, async (trx) => {
    // Serialises two clicks of the same person: the second sees the first's request.
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
    if ((await openRequestOf(trx, user.id, kind)) !== undefined) throw new HttpError(409, 'INVALID_STATE', 'dataRequestOpen');
    const id = await createDataRequest(trx, { kind, source: 'self', userId: user.id, requester: '', details, receivedAt: now });
    return (await findDataRequest(trx, id, now))!;
  });
}

/**
 * Closes a request. Marking a deletion done erases the account (anonymiseAccount: every copy of the
 * person goes, the tax documents stay with what the law asks, the account can never sign in again)
 * in the same transaction, then tells the person at the address they had. An account-less request
 * (logged by hand without an account) is deleted by hand and cannot be marked done here for
 * deletion (409); neither can an Admin's account (409: make it a client first, under the admin rules).
 */
export async function closeRequest(
  app: AppServices,
  caller: AuthUser,
  id: number,
  state: 'done' | 'refused',
  note: string,
  language: Language,
): Promise<DataRequest> {
  const now = new Date(app.clock.now());
  const { erased } = await inTransaction(app.db, async (trx) => {
    const request = await findDataRequest(trx, id, now);
    if (!request) throw notFound('dataRequestNotFound');
    if (request.state !== 'open') throw new HttpError(409, 'INVALID_STATE', 'dataRequestNotOpen');
    let erased: Awaited<ReturnType<typeof anonymiseAccount>> = null;
    if (state === 'done' && request.kind === 'deletion') {
      if (request.userId === null) throw new HttpError(409, 'INVALID_STATE', 'dataRequestNoAccount');
      const target = await trx.selectFrom('users').select(['role', 'anonymised_at']).where('id', '=', request.userId).executeTakeFirst();
      // A staff account (Admin, Staff, Accountant) is made a client first: its rights and second step end there.
      if (target && isStaffRole(target.role)) throw new HttpError(409, 'INVALID_STATE', 'dataRequestAdminAccount');
      if (target && target.anonymised_at === null) erased = await anonymiseAccount(trx, request.userId, now);
    }
    if (!(await closeDataRequest(trx, id, state, note, caller.id, now))) throw new HttpError(409, 'INVALID_STATE', 'dataRequestNotOpen');
    return { erased };
  });
  if (erased) {
    const first = erased.language ?? language ?? DEFAULT_LANGUAGE;
    // Told after the commit: the erasure stands whether or not the mail server answers.
    await app.mailer
      .send(erasureDoneEmail(erased.email, erased.fullName, app.config.publicSiteUrl, first))
      .catch((error: unknown) => app.logger.error({ err: error, requestId: id }, 'telling an erased person failed'));
  }
  return (await findDataRequest(app.db, id, now))!;
}
