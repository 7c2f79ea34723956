import type { Invoice } from '../../shared/types/invoice';
import type { Db } from '../db/database';
import { advanceChain, takeChainLink } from './chain';
import { invoiceHash } from './invoice-hash';
import { ublInvoiceXml } from './ubl-invoice';
import { readZatcaSettings } from './zatca-settings';

/**
 * In the transaction that issues a tax document (insertDocument), last: its place in the ICV/PIH
 * chain, its UBL XML and hash. The stamp (signature and QR) is added by stampDue before the document
 * leaves (PDF, XML, e-mail, ZATCA): the hash, which the chain links, does not cover it. A document
 * issued with e-invoicing on is 'pending' (queued for ZATCA), otherwise 'not_sent'.
 */
export async function chainDocument(trx: Db, invoice: Invoice): Promise<void> {
  const settings = await readZatcaSettings(trx);
  // The chain lock last: the numbering locks were taken before it, in the same order by every issue.
  const link = await takeChainLink(trx);
  const xml = ublInvoiceXml(invoice, link);
  const hash = invoiceHash(xml);
  await advanceChain(trx, link, hash);
  await trx
    .updateTable('invoices')
    .set({
      zatca_icv: link.icv,
      zatca_pih: link.pih,
      zatca_hash: hash,
      zatca_xml: xml,
      zatca_status: settings.enabled ? 'pending' : 'not_sent',
    })
    .where('id', '=', invoice.id)
    .execute();
}
