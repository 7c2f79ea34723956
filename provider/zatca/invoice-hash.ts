import { createHash } from 'node:crypto';
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';

/**
 * The invoice hash ZATCA chains and signs (Security Features Implementation Standard, "generate
 * invoice hash"): the document without ext:UBLExtensions, cac:Signature and the QR's
 * AdditionalDocumentReference, canonicalised, SHA-256, base64.
 *
 * Canonicalisation: C14N 1.1 is what ZATCA names; it differs from inclusive C14N 1.0 only in how
 * xml:id, xml:base and the other xml:* attributes are inherited into a document subset, which a UBL
 * invoice never carries, so xml-crypto's inclusive C14N (1.0) gives the same bytes here.
 */

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const EXT = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';

/**
 * PIH of the first document (BR-KSA-26): the SHA-256 of "0", written as ZATCA's SDK and guidelines
 * write it, the base64 of its hex text ("NWZlY2Vi…OQ=="). Every later PIH is a document's hash.
 */
export const FIRST_PIH = Buffer.from(createHash('sha256').update('0').digest('hex'), 'utf8').toString('base64');

export function parseXml(xml: string): Document {
  return new DOMParser().parseFromString(xml, 'text/xml');
}

const childElements = (parent: Element) => Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);

/** Whether an AdditionalDocumentReference is the QR's. */
function isQrReference(element: Element): boolean {
  const id = childElements(element).find((child) => child.namespaceURI === CBC && child.localName === 'ID');
  return id?.textContent === 'QR';
}

/** The canonical bytes the hash is taken of. */
export function hashInput(xml: string): string {
  const document = parseXml(xml);
  const root = document.documentElement;
  if (!root) throw new Error('Not an XML document');
  for (const child of childElements(root)) {
    const drop =
      (child.namespaceURI === EXT && child.localName === 'UBLExtensions') ||
      (child.namespaceURI === CAC && child.localName === 'Signature') ||
      (child.namespaceURI === CAC && child.localName === 'AdditionalDocumentReference' && isQrReference(child));
    if (drop) root.removeChild(child);
  }
  return new C14nCanonicalization().process(root as unknown as Node, {}) as string;
}

/** The invoice hash, base64 (KSA-13 of the next document; QR tag 6). */
export function invoiceHash(xml: string): string {
  return createHash('sha256').update(hashInput(xml), 'utf8').digest('base64');
}
