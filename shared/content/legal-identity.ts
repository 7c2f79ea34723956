import type { Language } from '../constants';
import type { NationalAddress, SellerNationalAddress } from '../types/invoice';
import type { InvoicingSettings } from '../types/site-content';

/**
 * The company's legal identity as every place shows it (the site's footer, quotes, invoices): the
 * registered name in the reader's language, VAT and commercial registration numbers, and the
 * national address written the way Saudi Post writes one: "building number street, district, city
 * postal code-additional number".
 */
export interface CompanyLegal {
  name: string;
  arabicName: string;
  vatNumber: string;
  crNumber: string;
  /** null until an admin enters it. */
  nationalAddress: SellerNationalAddress | null;
}

export function companyLegal(invoicing: InvoicingSettings): CompanyLegal {
  return {
    name: invoicing.legalName,
    arabicName: invoicing.arabicLegalName,
    vatNumber: invoicing.vatNumber,
    crNumber: invoicing.crNumber,
    nationalAddress: invoicing.nationalAddress.buildingNumber ? invoicing.nationalAddress : null,
  };
}

/** The registered name for a reader: the Arabic one on Arabic pages and documents (when set). */
export const legalNameIn = (legal: Pick<CompanyLegal, 'name' | 'arabicName'>, language: Language) =>
  language === 'ar' && legal.arabicName ? legal.arabicName : legal.name;

/** One line, in one language: "2434 King Fahd Road, Al Khobar Al Shamalia, Al Khobar 34426-7310". */
export function nationalAddressLine(address: NationalAddress | SellerNationalAddress, language: Language): string {
  const text = (value: string | Record<Language, string>) => (typeof value === 'string' ? value : value[language] || value.en);
  const comma = language === 'ar' ? '، ' : ', ';
  // The postal code and additional number read left to right in an Arabic line too (an isolate, invisible).
  const postal = `\u2066${address.postalCode}-${address.additionalNumber}\u2069`;
  return `${address.buildingNumber} ${text(address.street)}${comma}${text(address.district)}${comma}${text(address.city)} ${postal}`;
}
