import type { Logger } from 'pino';
import { businessToday } from '../../shared/quotes/quote-dates';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/database';
import { currentSeller } from '../invoices/current-seller';
import type { Clock, JobPayload, JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from './gateway';
import { PAYMENT_RECEIPT_JOB, PAYMENT_REFUND_JOB, sendPaymentReceipt, sendRefundNotice } from './payment-mail';
import { type PaymentDeps, reconcilePending } from './payments.service';

export const PAYMENT_RECONCILE_JOB = 'payment-reconcile';
/** The daily reconciliation asks about payments pending longer than this (younger ones may still be on the gateway's page). */
export const RECONCILE_AFTER_MS = 15 * 60_000;

export interface PaymentJobDeps {
  config: ProviderConfig;
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  gateway: PaymentGateway | null;
  /** Queues a new document's e-mail (Notifications.invoiceIssued). */
  invoiceIssued: (invoiceId: number, db: Db) => Promise<boolean>;
}

/** The payments module's dependencies, for the routes and the jobs alike. */
export function paymentDeps(deps: Omit<PaymentJobDeps, 'mailer'> & { gateway: PaymentGateway }): PaymentDeps {
  return {
    db: deps.db,
    gateway: deps.gateway,
    logger: deps.logger.child({ component: 'payments' }),
    siteUrl: deps.config.publicSiteUrl.replace(/\/+$/, ''),
    seller: currentSeller,
    mailDocument: async (invoiceId, trx) => {
      await deps.invoiceIssued(invoiceId, trx);
    },
    mailReceipt: async (paymentId, trx) => {
      await deps.jobs.enqueue(PAYMENT_RECEIPT_JOB, { paymentId }, { dedupeKey: `payment:${paymentId}:receipt`, db: trx });
    },
    mailRefund: async (refundId, trx) => {
      await deps.jobs.enqueue(PAYMENT_REFUND_JOB, { refundId }, { dedupeKey: `payment-refund:${refundId}:notice`, db: trx });
    },
    now: () => new Date(deps.clock.now()),
  };
}

/** The next run of the daily reconciliation: 03:00 company time (UTC+3) of the day after `now`. */
export function nextReconciliation(now: Date): { day: string; at: Date } {
  const tomorrow = new Date(`${businessToday(now)}T03:00:00+03:00`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return { day: businessToday(tomorrow), at: tomorrow };
}

/** Queues the next daily reconciliation (once per day, whoever queues it: a keyed job). */
export async function scheduleReconciliation(jobs: JobQueue, now: Date): Promise<void> {
  const next = nextReconciliation(now);
  await jobs.enqueue(PAYMENT_RECONCILE_JOB, { day: next.day }, { dedupeKey: `payments:reconcile:${next.day}`, startAfter: next.at });
}

/**
 * The receipt and refund e-mails and the daily reconciliation, on the durable job queue. A reconciliation that
 * could not reach the gateway throws, so the queue runs it again later; each run queues the next day's.
 */
export function registerPaymentJobs(deps: PaymentJobDeps): void {
  deps.jobs.work<JobPayload>(PAYMENT_RECEIPT_JOB, async (payload) => {
    await sendPaymentReceipt({ db: deps.db, mailer: deps.mailer, siteUrl: deps.config.publicSiteUrl.replace(/\/+$/, '') }, Number(payload.paymentId));
  });
  deps.jobs.work<JobPayload>(PAYMENT_REFUND_JOB, async (payload) => {
    await sendRefundNotice({ db: deps.db, mailer: deps.mailer, siteUrl: deps.config.publicSiteUrl.replace(/\/+$/, '') }, Number(payload.refundId));
  });
  const gateway = deps.gateway;
  if (!gateway) return;
  deps.jobs.work<JobPayload>(PAYMENT_RECONCILE_JOB, async () => {
    const report = await reconcilePending(paymentDeps({ ...deps, gateway }), RECONCILE_AFTER_MS);
    deps.logger.info({ ...report }, 'payments reconciled with the gateway');
    await scheduleReconciliation(deps.jobs, new Date(deps.clock.now()));
    if (report.unreachable > 0) throw new Error(`the payment gateway could not be reached for ${report.unreachable} pending payment(s)`);
  });
}
