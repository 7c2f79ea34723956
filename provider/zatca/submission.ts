import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { FatooraUnavailable } from './fatoora-client';
import { StampUnavailable, stampDue } from './stamper';
import { productionCredentials, type ZatcaContext } from './zatca-context';
import { readZatcaSettings } from './zatca-settings';

export const ZATCA_SUBMIT_JOB = 'zatca-submit';

export type SubmitResult = 'skipped' | 'reported' | 'cleared' | 'rejected';

/**
 * The job behind every document issued with e-invoicing on: stamps it if it is not yet, then
 * reports it (simplified, within 24 hours) or asks for its clearance (standard, before the buyer
 * gets it), and records what ZATCA answered: accepted (with any warnings) or rejected with its
 * errors. ZATCA down (5xx, 429, no answer) or credentials missing: throws, and the queue retries
 * with a growing delay. A rejected document is not retried: an admin reads ZATCA's messages.
 */
export async function submitDocument(deps: { db: Db; zatca: ZatcaContext; logger: Logger }, invoiceId: number, now = new Date()): Promise<SubmitResult> {
  const { db, zatca, logger } = deps;
  const row = await db.selectFrom('invoices').select(['zatca_status', 'invoice_type', 'uuid', 'zatca_hash']).where('id', '=', invoiceId).executeTakeFirst();
  if (row?.zatca_status !== 'pending') return 'skipped';
  await stampDue(db, invoiceId, zatca.sealer);
  const settings = await readZatcaSettings(db);
  const credentials = productionCredentials(settings, zatca.sealer);
  if (credentials === null) throw new StampUnavailable('No production CSID to report or clear with');
  const { zatca_xml: xml } = await db.selectFrom('invoices').select('zatca_xml').where('id', '=', invoiceId).executeTakeFirstOrThrow();
  const document = { xml: xml!, hash: row.zatca_hash!, uuid: row.uuid };
  const client = zatca.fatoora(settings);
  try {
    const outcome = row.invoice_type === 'standard' ? await client.clear(credentials, document) : await client.report(credentials, document);
    const status = outcome.accepted ? (row.invoice_type === 'standard' ? 'cleared' : 'reported') : 'rejected';
    const messages = outcome.accepted ? outcome.warnings : [...outcome.errors, ...outcome.warnings];
    await db
      .updateTable('invoices')
      .set({
        zatca_status: status,
        zatca_messages: JSON.stringify(messages),
        zatca_sent_at: now,
        // A cleared standard document is ZATCA's XML from now on (ZATCA adds its stamp and QR code).
        ...(status === 'cleared' && outcome.accepted && outcome.clearedXml !== null && { zatca_cleared_xml: outcome.clearedXml }),
      })
      .where('id', '=', invoiceId)
      .execute();
    logger.info({ invoiceId, status, warnings: outcome.warnings.length }, 'ZATCA answered');
    return status;
  } catch (error) {
    if (error instanceof FatooraUnavailable) logger.warn({ invoiceId, httpStatus: error.httpStatus }, 'ZATCA unavailable; retried later');
    throw error;
  }
}
