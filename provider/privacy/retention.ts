import { sql } from 'kysely';
import type { RetentionOutcome, RetentionPolicy } from '../../shared/types/privacy';
import { recordAudit } from '../audit/audit.repository';
import type { Db } from '../db/database';
import type { Clock, JobPayload, JobQueue } from '../jobs/job-queue';
import { deleteUserWithoutHistory } from '../users/users.repository';
import { inTransaction } from '../db/transaction';

export const RETENTION_JOB = 'privacy-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function readRetentionPolicy(db: Db): Promise<RetentionPolicy> {
  const row = await db.selectFrom('retention_policy').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    contactMessageMonths: row.contact_message_months,
    unconfirmedAccountDays: row.unconfirmed_account_days,
    auditPersonalMonths: row.audit_personal_months,
  };
}

export async function saveRetentionPolicy(db: Db, policy: RetentionPolicy, now = new Date()): Promise<RetentionPolicy> {
  await db
    .updateTable('retention_policy')
    .set({
      contact_message_months: policy.contactMessageMonths,
      unconfirmed_account_days: policy.unconfirmedAccountDays,
      audit_personal_months: policy.auditPersonalMonths,
      updated_at: now,
    })
    .where('id', '=', 1)
    .execute();
  return readRetentionPolicy(db);
}

/** `months` calendar months before `now` (UTC). */
function monthsBefore(now: Date, months: number): Date {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at;
}

const UNCONFIRMED_BATCH = 500;

/**
 * One run of the retention schedule: contact-form messages past their months are deleted; client
 * accounts whose e-mail was never confirmed, older than the days and without any record, are
 * deleted; audit entries past their months keep what was done, to what and by which account, but
 * lose the copies of names, e-mails and phones (the actor's name and e-mail, the before/after
 * records). What it removed is written to the audit log (by no account) when anything was.
 */
export async function runRetention(db: Db, now = new Date()): Promise<RetentionOutcome> {
  const policy = await readRetentionPolicy(db);
  return inTransaction(db, async (trx) => {
    const contact = await trx.deleteFrom('contact_messages').where('created_at', '<', monthsBefore(now, policy.contactMessageMonths)).executeTakeFirst();
    const candidates = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'Client')
      .where('email_confirmed', '=', false)
      .where('anonymised_at', 'is', null)
      .where('created_at', '<', new Date(now.getTime() - policy.unconfirmedAccountDays * DAY_MS))
      .orderBy('id')
      .limit(UNCONFIRMED_BATCH)
      .execute();
    let unconfirmedAccounts = 0;
    for (const { id } of candidates) {
      await trx.deleteFrom('consents').where('user_id', '=', id).execute();
      if ((await deleteUserWithoutHistory(trx, id)) === 'deleted') unconfirmedAccounts += 1;
    }
    const audit = await sql<{ id: number }>`update audit_log
      set actor_name = '#' || coalesce(actor_id::text, ''), actor_email = '', before = null, after = null
      where at < ${monthsBefore(now, policy.auditPersonalMonths)} and (before is not null or after is not null or actor_email <> '')
      returning id`.execute(trx);
    const outcome: RetentionOutcome = { contactMessages: Number(contact.numDeletedRows), unconfirmedAccounts, auditEntries: audit.rows.length };
    if (outcome.contactMessages + outcome.unconfirmedAccounts + outcome.auditEntries > 0) {
      await recordAudit(trx, {
        actor: { id: null, name: '', email: '' },
        action: 'privacy.retention',
        entity: 'privacy',
        entityId: null,
        before: null,
        after: { policy, removed: outcome },
        requestId: null,
      });
    }
    return outcome;
  });
}

/** The next run: every day at 02:00 UTC (05:00 in Riyadh), after `now`. */
export function nextRetentionRun(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 2));
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/** Queues the next daily run (once per day: the key is the day). */
export async function scheduleRetention(deps: { jobs: JobQueue; clock: Clock }): Promise<void> {
  const at = nextRetentionRun(new Date(deps.clock.now()));
  await deps.jobs.enqueue(RETENTION_JOB, {}, { dedupeKey: `privacy-retention:${at.toISOString().slice(0, 10)}`, startAfter: at });
}

/** The daily job: runs the schedule, then queues tomorrow's run. */
export function registerRetentionJob(deps: { db: Db; jobs: JobQueue; clock: Clock; logger: { info(obj: object, msg: string): void } }): void {
  deps.jobs.work<JobPayload>(RETENTION_JOB, async () => {
    const outcome = await runRetention(deps.db, new Date(deps.clock.now()));
    deps.logger.info({ ...outcome }, 'retention schedule carried out');
    await scheduleRetention(deps);
  });
}
