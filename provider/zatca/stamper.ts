import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { saudiDateTime } from './ubl-invoice';
import { type QrBasics, type StampKeys, stampDocument } from './stamp';
import type { Sealer } from './sealed-secrets';
import { readZatcaSettings, type ZatcaSettingsRow } from './zatca-settings';

/** E-invoicing is on but the keys to stamp with cannot be had: nothing may leave unstamped. */
export class StampUnavailable extends Error {}

/** The key and certificate documents are stamped with: the production CSID's, else the compliance one's. */
export function stampKeysOf(settings: ZatcaSettingsRow, sealer: Sealer | null): StampKeys | null {
  const certificate = settings.productionCertificate ?? settings.complianceCertificate;
  if (settings.privateKeySealed === null || certificate === null) return null;
  if (sealer === null) throw new StampUnavailable('ZATCA_SEAL_KEY is not set: the private key cannot be opened');
  return { privateKey: Buffer.from(sealer.open(settings.privateKeySealed), 'hex'), certificate };
}

/**
 * Stamps a document that is not stamped yet, under its row lock (two callers stamp it once). With
 * e-invoicing off and no key, the document stays unsigned (its phase-1 QR is drawn from its
 * fields); with it on, a document that cannot be stamped throws StampUnavailable, so it never
 * leaves unstamped. Returns whether the document is stamped now.
 */
export async function stampDue(db: Db, invoiceId: number, sealer: Sealer | null): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('invoices')
      .select(['zatca_signed', 'zatca_xml', 'zatca_status', 'seller_name', 'seller_name_ar', 'seller_vat_number', 'issued_at', 'total_halalas', 'vat_halalas'])
      .where('id', '=', invoiceId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.zatca_xml === null) return false;
    if (row.zatca_signed) return true;
    const settings = await readZatcaSettings(trx);
    const mustStamp = settings.enabled || row.zatca_status !== 'not_sent';
    const keys = stampKeysOf(settings, sealer);
    if (keys === null) {
      if (mustStamp) throw new StampUnavailable('E-invoicing is on but no certificate and key are stored');
      return false;
    }
    const issued = saudiDateTime(row.issued_at.toISOString());
    const basics: QrBasics = {
      sellerName: row.seller_name_ar || row.seller_name,
      vatNumber: row.seller_vat_number,
      timestamp: `${issued.date}T${issued.time}`,
      totalWithVat: (Number(row.total_halalas) / 100).toFixed(2),
      vatTotal: (Number(row.vat_halalas) / 100).toFixed(2),
    };
    const stamped = stampDocument(row.zatca_xml, keys, basics, row.issued_at.toISOString().slice(0, 19));
    await trx.updateTable('invoices').set({ zatca_xml: stamped.xml, zatca_qr: stamped.qr, zatca_signed: true }).where('id', '=', invoiceId).execute();
    return true;
  });
}
