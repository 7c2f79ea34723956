import { createHash } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import * as asn1js from 'asn1js';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  Extension,
  Extensions,
  GeneralName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';
import type { ZatcaEnvironment } from '../../shared/constants';
import type { EgsUnit } from './zatca-settings';

/**
 * The EGS unit's key pair and certificate signing request, with the fields ZATCA's onboarding guide
 * requires: subject C=SA, OU (branch), O (taxpayer name), CN (unit's name), organizationIdentifier
 * (2.5.4.97, the VAT number); the certificate template name extension (1.3.6.1.4.1.311.20.2:
 * TSTZATCA-Code-Signing on the developer portal, PREZATCA-Code-Signing on simulation,
 * ZATCA-Code-Signing in production); a subject alternative name whose directory name carries SN
 * (solution, model, serial), UID (VAT number), title (the invoice types the unit issues: 1100 for
 * standard and simplified), registeredAddress (location) and businessCategory (industry).
 * The key is secp256k1; the CSR is signed ECDSA-SHA256 with @noble/curves.
 */

const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  organizationIdentifier: '2.5.4.97',
  serialNumberSN: '2.5.4.4',
  uid: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  templateName: '1.3.6.1.4.1.311.20.2',
  subjectAltName: '2.5.29.17',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecPublicKey: '1.2.840.10045.2.1',
  secp256k1: '1.3.132.0.10',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

export const CERTIFICATE_TEMPLATES: Record<ZatcaEnvironment, string> = {
  'developer-portal': 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
};

/** Standard and simplified documents (positions: standard, simplified, future use, future use). */
export const INVOICE_TYPES_TITLE = '1100';

export interface CsrInput {
  egs: EgsUnit;
  /** The taxpayer's registered name (O). */
  organizationName: string;
  vatNumber: string;
  environment: ZatcaEnvironment;
}

const rdn = (type: string, value: string) =>
  new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) })]);
const printable = (type: string, value: string) =>
  new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue({ printableString: value }) })]);

export function generatePrivateKey(): Uint8Array {
  return secp256k1.utils.randomSecretKey();
}

/** SubjectPublicKeyInfo (DER) of a secp256k1 key, uncompressed point. */
export function publicKeyInfo(privateKey: Uint8Array): SubjectPublicKeyInfo {
  return new SubjectPublicKeyInfo({
    algorithm: new AlgorithmIdentifier({ algorithm: OID.ecPublicKey, parameters: new asn1js.ObjectIdentifier({ value: OID.secp256k1 }).toBER(false) }),
    subjectPublicKey: new Uint8Array(secp256k1.getPublicKey(privateKey, false)).buffer,
  });
}

/** ECDSA-SHA256 over `data`, DER. */
export function signDer(data: ArrayBuffer, privateKey: Uint8Array): ArrayBuffer {
  return new Uint8Array(secp256k1.sign(new Uint8Array(data), privateKey, { prehash: true, format: 'der' })).buffer;
}

export const ECDSA_SHA256 = () => new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });

export function buildCsr(input: CsrInput, privateKey: Uint8Array): string {
  const subject = new Name([
    printable(OID.country, 'SA'),
    rdn(OID.organizationalUnit, input.egs.branchName),
    rdn(OID.organization, input.organizationName),
    rdn(OID.commonName, input.egs.commonName),
    rdn(OID.organizationIdentifier, input.vatNumber),
  ]);
  const directoryName = new Name([
    rdn(OID.serialNumberSN, input.egs.serial),
    rdn(OID.uid, input.vatNumber),
    rdn(OID.title, INVOICE_TYPES_TITLE),
    rdn(OID.registeredAddress, input.egs.location),
    rdn(OID.businessCategory, input.egs.businessCategory),
  ]);
  const extensions = new Extensions([
    new Extension({
      extnID: OID.templateName,
      critical: false,
      extnValue: new OctetString(new asn1js.Utf8String({ value: CERTIFICATE_TEMPLATES[input.environment] }).toBER(false)),
    }),
    new Extension({
      extnID: OID.subjectAltName,
      critical: false,
      extnValue: new OctetString(AsnConvert.serialize(new SubjectAlternativeName([new GeneralName({ directoryName })]))),
    }),
  ]);
  const info = new CertificationRequestInfo({
    subject,
    subjectPKInfo: publicKeyInfo(privateKey),
    attributes: new Attributes([new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] })]),
  });
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: ECDSA_SHA256(),
    signature: signDer(AsnConvert.serialize(info), privateKey),
  });
  const der = Buffer.from(AsnConvert.serialize(request));
  const body = der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .trimEnd();
  return `-----BEGIN CERTIFICATE REQUEST-----\n${body}\n-----END CERTIFICATE REQUEST-----\n`;
}

/** A fingerprint to tell CSRs apart in the settings screen (never the key). */
export const csrFingerprint = (csrPem: string) => createHash('sha256').update(csrPem).digest('hex').slice(0, 16);
