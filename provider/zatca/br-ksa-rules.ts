import type { Document, Element } from '@xmldom/xmldom';
import { FIRST_PIH, parseXml } from './invoice-hash';

/**
 * The ZATCA business rules (BR-KSA-*) that can be checked without ZATCA's systems, each named as in
 * the XML implementation standard, run on a document as it is stored. ZATCA's compliance check and
 * reporting/clearance run the full set; these catch our own mistakes before a document is issued.
 */

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

const children = (parent: Element | null | undefined, ns: string, name: string): Element[] =>
  parent
    ? Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === name)
    : [];
const child = (parent: Element | null | undefined, ns: string, name: string) => children(parent, ns, name)[0] ?? null;
/** The text at a path of cac:/cbc: steps from `from`, '' when absent. */
function text(from: Element | null | undefined, ...path: string[]): string {
  let node: Element | null | undefined = from;
  for (const step of path) {
    const [prefix, name] = step.split(':') as [string, string];
    node = child(node, prefix === 'cac' ? CAC : CBC, name);
  }
  return node?.textContent?.trim() ?? '';
}

export interface RuleContext {
  root: Element;
  typeCode: string;
  subtype: string;
  seller: Element | null;
  buyer: Element | null;
}

export interface BusinessRule {
  id: string;
  description: string;
  /** True when the document satisfies the rule (or the rule does not apply to it). */
  check(context: RuleContext): boolean;
}

const VAT_NUMBER = /^3\d{13}3$/;
const isStandard = (c: RuleContext) => c.subtype.startsWith('01');
const isNote = (c: RuleContext) => c.typeCode === '381' || c.typeCode === '383';

export const BR_KSA_RULES: readonly BusinessRule[] = [
  {
    id: 'BR-KSA-03',
    description: 'The document has a UUID (KSA-1)',
    check: (c) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text(c.root, 'cbc:UUID')),
  },
  { id: 'BR-KSA-05', description: 'The type code is 388, 386, 383 or 381', check: (c) => ['388', '386', '383', '381'].includes(c.typeCode) },
  {
    id: 'BR-KSA-06',
    description: 'The type code name is NNPNESB: 01 standard or 02 simplified, then five 0/1 flags',
    check: (c) => /^0[12][01]{5}$/.test(c.subtype),
  },
  {
    id: 'BR-KSA-08',
    description: "The seller's identification is its commercial registration number (CRN), digits",
    check: (c) => {
      const id = child(child(c.seller, CAC, 'PartyIdentification'), CBC, 'ID');
      return id !== null && id.getAttribute('schemeID') === 'CRN' && /^\d+$/.test(id.textContent ?? '');
    },
  },
  {
    id: 'BR-KSA-09',
    description: "The seller's address has street, building number, postal code, city, district and country",
    check: (c) =>
      ['cbc:StreetName', 'cbc:BuildingNumber', 'cbc:PostalZone', 'cbc:CityName', 'cbc:CitySubdivisionName'].every(
        (s) => text(c.seller, 'cac:PostalAddress', s) !== '',
      ) && text(c.seller, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode') !== '',
  },
  {
    id: 'BR-KSA-15',
    description: 'A standard document has its supply date (KSA-5)',
    check: (c) => !isStandard(c) || /^\d{4}-\d{2}-\d{2}$/.test(text(c.root, 'cac:Delivery', 'cbc:ActualDeliveryDate')),
  },
  {
    id: 'BR-KSA-17',
    description: 'A credit or debit note gives its reason (KSA-10)',
    check: (c) => !isNote(c) || text(c.root, 'cac:PaymentMeans', 'cbc:InstructionNote') !== '',
  },
  {
    id: 'BR-KSA-33',
    description: 'The invoice counter value (ICV, KSA-16) is present and digits only',
    check: (c) => children(c.root, CAC, 'AdditionalDocumentReference').some((r) => text(r, 'cbc:ID') === 'ICV' && /^\d+$/.test(text(r, 'cbc:UUID'))),
  },
  {
    id: 'BR-KSA-37',
    description: "The seller's building number is four digits",
    check: (c) => /^\d{4}$/.test(text(c.seller, 'cac:PostalAddress', 'cbc:BuildingNumber')),
  },
  { id: 'BR-KSA-39', description: "The seller's VAT number is present", check: (c) => text(c.seller, 'cac:PartyTaxScheme', 'cbc:CompanyID') !== '' },
  {
    id: 'BR-KSA-40',
    description: "The seller's VAT number is 15 digits, first and last a 3 (its absence is BR-KSA-39)",
    check: (c) => {
      const vat = text(c.seller, 'cac:PartyTaxScheme', 'cbc:CompanyID');
      return vat === '' || VAT_NUMBER.test(vat);
    },
  },
  {
    id: 'BR-KSA-42',
    description: 'A standard document names its buyer',
    check: (c) => !isStandard(c) || text(c.buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName') !== '',
  },
  {
    id: 'BR-KSA-44',
    description: "A buyer's VAT number, when given, is 15 digits, first and last a 3",
    check: (c) => {
      const vat = text(c.buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID');
      return vat === '' || VAT_NUMBER.test(vat);
    },
  },
  {
    id: 'BR-KSA-56',
    description: 'A credit or debit note references the document it corrects (billing reference)',
    check: (c) => !isNote(c) || text(c.root, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID') !== '',
  },
  {
    id: 'BR-KSA-61',
    description: "The previous invoice hash (PIH, KSA-13) is present: a SHA-256 in base64, or the first document's value (BR-KSA-26)",
    check: (c) =>
      children(c.root, CAC, 'AdditionalDocumentReference').some((r) => {
        const pih = text(r, 'cac:Attachment', 'cbc:EmbeddedDocumentBinaryObject');
        return text(r, 'cbc:ID') === 'PIH' && (pih === FIRST_PIH || /^[A-Za-z0-9+/]{43}=$/.test(pih));
      }),
  },
  {
    id: 'BR-KSA-63',
    description: "A standard document's Saudi buyer has street, building number, postal code, city, district and country",
    check: (c) =>
      !isStandard(c) ||
      ['cbc:StreetName', 'cbc:BuildingNumber', 'cbc:PostalZone', 'cbc:CityName', 'cbc:CitySubdivisionName'].every(
        (s) => text(c.buyer, 'cac:PostalAddress', s) !== '',
      ),
  },
  {
    id: 'BR-KSA-66',
    description: "The seller's postal code is five digits",
    check: (c) => /^\d{5}$/.test(text(c.seller, 'cac:PostalAddress', 'cbc:PostalZone')),
  },
  {
    id: 'BR-KSA-67',
    description: "A Saudi buyer's postal code, when given, is five digits",
    check: (c) => {
      const postal = text(c.buyer, 'cac:PostalAddress', 'cbc:PostalZone');
      return postal === '' || /^\d{5}$/.test(postal);
    },
  },
  {
    id: 'BR-KSA-EN16931-02',
    description: 'The tax currency is SAR and a tax total is given in it',
    check: (c) =>
      text(c.root, 'cbc:TaxCurrencyCode') === 'SAR' &&
      children(c.root, CAC, 'TaxTotal').some((t) => child(t, CBC, 'TaxAmount')?.getAttribute('currencyID') === 'SAR'),
  },
];

export function ruleContext(document: Document): RuleContext {
  const root = document.documentElement!;
  const typeCode = child(root, CBC, 'InvoiceTypeCode');
  return {
    root,
    typeCode: typeCode?.textContent?.trim() ?? '',
    subtype: typeCode?.getAttribute('name') ?? '',
    seller: child(child(root, CAC, 'AccountingSupplierParty'), CAC, 'Party'),
    buyer: child(child(root, CAC, 'AccountingCustomerParty'), CAC, 'Party'),
  };
}

/** The rules a document breaks (their ids), none when it passes. */
export function brokenRules(xml: string): string[] {
  const context = ruleContext(parseXml(xml));
  return BR_KSA_RULES.filter((rule) => !rule.check(context)).map((rule) => rule.id);
}
