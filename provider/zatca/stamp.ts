import { createHash, X509Certificate } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { AsnConvert } from '@peculiar/asn1-schema';
import { Certificate } from '@peculiar/asn1-x509';
import { invoiceHash } from './invoice-hash';
import { encodeStampQr, type StampQrFields } from './qr';
import { el, serialize, type XmlElement } from './xml-writer';

/**
 * The cryptographic stamp (ZATCA Security Features Implementation Standard): an enveloped XAdES
 * signature in the document's UBLExtensions, the QR code as an additional document reference, and
 * the cac:Signature pointer. As ZATCA specifies it (and its SDK and zatca-xml-js do):
 *
 * - the signature value is ECDSA (secp256k1, SHA-256) over the invoice hash bytes;
 * - the certificate digest is base64 of the hex SHA-256 of the certificate's base64 text, and the
 *   signed properties' digest base64 of the hex SHA-256 of the SignedProperties element;
 * - the reference to the invoice carries the invoice hash, with the three XPath transforms that say
 *   what the hash leaves out.
 */

export interface StampKeys {
  /** The secp256k1 private key, 32 bytes. */
  privateKey: Uint8Array;
  /** The certificate ZATCA issued (the CSID), DER, base64 without PEM armour. */
  certificate: string;
}

export interface StampedDocument {
  xml: string;
  hash: string;
  signature: string;
  qr: string;
}

const NS = {
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  sig: 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
  sac: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
  sbc: 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
};
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';
const C14N11 = 'http://www.w3.org/2006/12/xml-c14n11';
const XPATH = 'http://www.w3.org/TR/1999/REC-xpath-19991116';

const hexThenBase64 = (data: string) => Buffer.from(createHash('sha256').update(data, 'utf8').digest('hex')).toString('base64');

/** ECDSA-SHA256 on secp256k1 of the invoice hash bytes, DER encoded, base64. */
export function signInvoiceHash(hash: string, privateKey: Uint8Array): string {
  const signature = secp256k1.sign(Buffer.from(hash, 'base64'), privateKey, { prehash: true, format: 'der' });
  return Buffer.from(signature).toString('base64');
}

export interface CertificateFacts {
  issuer: string;
  serialNumber: string;
  publicKey: Uint8Array;
  signature: Uint8Array;
}

/**
 * What the stamp needs of the certificate: its issuer as ZATCA writes it (most specific first,
 * ", " between: "CN=…-SubCA-1, DC=extgazt, DC=gov, DC=local"), the serial number in decimal, the
 * public key (DER SubjectPublicKeyInfo) and the CA's signature (QR tags 8 and 9). Node reads the
 * certificate; its signature value comes from the DER through @peculiar/asn1-x509.
 */
export function certificateFacts(certificateBase64: string): CertificateFacts {
  const der = Buffer.from(certificateBase64, 'base64');
  const certificate = new X509Certificate(der);
  return {
    issuer: certificate.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${certificate.serialNumber}`).toString(10),
    publicKey: new Uint8Array(certificate.publicKey.export({ type: 'spki', format: 'der' })),
    signature: new Uint8Array(AsnConvert.parse(der, Certificate).signatureValue),
  };
}

function signedProperties(signingTime: string, certificate: string, facts: CertificateFacts): XmlElement {
  return el(
    'xades:SignedProperties',
    { Id: 'xadesSignedProperties' },
    el(
      'xades:SignedSignatureProperties',
      null,
      el('xades:SigningTime', null, signingTime),
      el(
        'xades:SigningCertificate',
        null,
        el(
          'xades:Cert',
          null,
          el('xades:CertDigest', null, el('ds:DigestMethod', { Algorithm: SHA256 }), el('ds:DigestValue', null, hexThenBase64(certificate))),
          el('xades:IssuerSerial', null, el('ds:X509IssuerName', null, facts.issuer), el('ds:X509SerialNumber', null, facts.serialNumber)),
        ),
      ),
    ),
  );
}

function transform(xpath: string): XmlElement {
  return el('ds:Transform', { Algorithm: XPATH }, el('ds:XPath', null, xpath));
}

function ublExtensions(hash: string, signature: string, certificate: string, properties: XmlElement, propertiesDigest: string): XmlElement {
  const signedInfo = el(
    'ds:SignedInfo',
    null,
    el('ds:CanonicalizationMethod', { Algorithm: C14N11 }),
    el('ds:SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256' }),
    el(
      'ds:Reference',
      { Id: 'invoiceSignedData', URI: '' },
      el(
        'ds:Transforms',
        null,
        transform('not(//ancestor-or-self::ext:UBLExtensions)'),
        transform('not(//ancestor-or-self::cac:Signature)'),
        transform("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"),
        el('ds:Transform', { Algorithm: C14N11 }),
      ),
      el('ds:DigestMethod', { Algorithm: SHA256 }),
      el('ds:DigestValue', null, hash),
    ),
    el(
      'ds:Reference',
      { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' },
      el('ds:DigestMethod', { Algorithm: SHA256 }),
      el('ds:DigestValue', null, propertiesDigest),
    ),
  );
  return el(
    'ext:UBLExtensions',
    null,
    el(
      'ext:UBLExtension',
      null,
      el('ext:ExtensionURI', null, 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      el(
        'ext:ExtensionContent',
        null,
        el(
          'sig:UBLDocumentSignatures',
          { 'xmlns:sig': NS.sig, 'xmlns:sac': NS.sac, 'xmlns:sbc': NS.sbc },
          el(
            'sac:SignatureInformation',
            null,
            el('cbc:ID', null, 'urn:oasis:names:specification:ubl:signature:1'),
            el('sbc:ReferencedSignatureID', null, 'urn:oasis:names:specification:ubl:signature:Invoice'),
            el(
              'ds:Signature',
              { 'xmlns:ds': NS.ds, Id: 'signature' },
              signedInfo,
              el('ds:SignatureValue', null, signature),
              el('ds:KeyInfo', null, el('ds:X509Data', null, el('ds:X509Certificate', null, certificate))),
              el('ds:Object', null, el('xades:QualifyingProperties', { 'xmlns:xades': NS.xades, Target: 'signature' }, properties)),
            ),
          ),
        ),
      ),
    ),
  );
}

const QR_REFERENCE = (qr: string) =>
  el(
    'cac:AdditionalDocumentReference',
    null,
    el('cbc:ID', null, 'QR'),
    el('cac:Attachment', null, el('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'text/plain' }, qr)),
  );
const SIGNATURE_POINTER = el(
  'cac:Signature',
  null,
  el('cbc:ID', null, 'urn:oasis:names:specification:ubl:signature:Invoice'),
  el('cbc:SignatureMethod', null, 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
);

/** What QR tags 1-5 say; the stamp adds 6-9. */
export type QrBasics = Pick<StampQrFields, 'sellerName' | 'vatNumber' | 'timestamp' | 'totalWithVat' | 'vatTotal'>;

/**
 * Stamps an unsigned document (ubl-invoice.ts): hashes it, signs the hash, and writes the
 * UBLExtensions (first child of the root), the QR reference and cac:Signature (right after the PIH
 * reference, where UBL's element order puts them). The hash does not change: what the stamp adds is
 * what the hash leaves out.
 */
export function stampDocument(unsignedXml: string, keys: StampKeys, qrBasics: QrBasics, signingTime: string): StampedDocument {
  const hash = invoiceHash(unsignedXml);
  const signature = signInvoiceHash(hash, keys.privateKey);
  const facts = certificateFacts(keys.certificate);
  const properties = signedProperties(signingTime, keys.certificate, facts);
  // The digest of the SignedProperties as they stand alone, their namespaces declared on them.
  const standalone = {
    ...properties,
    attributes: [['xmlns:xades', NS.xades] as [string, string], ['xmlns:ds', NS.ds] as [string, string], ...properties.attributes],
  };
  const propertiesDigest = hexThenBase64(serialize(standalone));
  const qr = encodeStampQr({ ...qrBasics, invoiceHash: hash, signature, publicKey: facts.publicKey, certificateSignature: facts.signature });

  const extensions = serialize(ublExtensions(hash, signature, keys.certificate, properties, propertiesDigest));
  const rootOpen = unsignedXml.indexOf('>', unsignedXml.indexOf('<Invoice'));
  const pihEnd =
    unsignedXml.indexOf('</cac:AdditionalDocumentReference>', unsignedXml.indexOf('<cbc:ID>PIH</cbc:ID>')) + '</cac:AdditionalDocumentReference>'.length;
  if (rootOpen < 0 || pihEnd < '</cac:AdditionalDocumentReference>'.length) throw new Error('Not an unsigned invoice document');
  const xml =
    unsignedXml.slice(0, rootOpen + 1) +
    extensions +
    unsignedXml.slice(rootOpen + 1, pihEnd) +
    serialize(QR_REFERENCE(qr)) +
    serialize(SIGNATURE_POINTER) +
    unsignedXml.slice(pihEnd);
  return { xml, hash, signature, qr };
}
