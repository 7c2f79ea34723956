import type { InvoiceSeller } from '../../shared/types/invoice';
import { readSiteContent } from '../content/content.repository';
import type { Db } from '../db/database';
import { HttpError } from '../http/http-error';

/** The seller as the settings name it now (copied onto each new document), and the VAT rate in force; 409 until the VAT number is set. */
export async function currentSeller(db: Db): Promise<{ seller: InvoiceSeller; vatRatePercent: number }> {
  const content = await readSiteContent(db);
  const { invoicing } = content;
  if (!invoicing.vatNumber) throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.vatNumberMissing');
  const address = invoicing.nationalAddress;
  return {
    seller: {
      name: invoicing.legalName,
      arabicName: invoicing.arabicLegalName,
      vatNumber: invoicing.vatNumber,
      crNumber: invoicing.crNumber,
      address: content.officeAddress,
      nationalAddress: address.buildingNumber ? address : null,
    },
    vatRatePercent: invoicing.vatRatePercent,
  };
}
