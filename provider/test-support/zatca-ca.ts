import { randomBytes } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Name,
  RelativeDistinguishedName,
  type SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
} from '@peculiar/asn1-x509';
import { ECDSA_SHA256, generatePrivateKey, publicKeyInfo, signDer } from '../zatca/csr';

/**
 * A certificate authority of the tests' own, standing in for ZATCA's e-invoicing CA: it issues the
 * certificate (CSID) of a CSR's public key, on secp256k1, signed ECDSA-SHA256. The fake Fatoora
 * server uses it; tests that need a stamp without onboarding use selfIssued().
 */

const rdn = (type: string, value: string) =>
  new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) })]);
const CA_NAME = new Name([
  rdn('0.9.2342.19200300.100.1.25', 'local'),
  rdn('0.9.2342.19200300.100.1.25', 'gov'),
  rdn('0.9.2342.19200300.100.1.25', 'extgazt'),
  rdn('2.5.4.3', 'TSZEINVOICE-SubCA-1'),
]);

export interface TestCa {
  /** The certificate of `publicKey` for `subject`, DER base64. */
  issue(subject: Name, publicKey: SubjectPublicKeyInfo): string;
  /** The certificate of a CSR (PEM). */
  issueForCsr(csrPem: string): string;
}

export function createTestCa(): TestCa {
  const caKey = generatePrivateKey();
  const issue = (subject: Name, publicKey: SubjectPublicKeyInfo) => {
    const serial = randomBytes(8);
    serial[0] = serial[0]! & 0x7f;
    const tbs = new TBSCertificate({
      version: 2,
      serialNumber: new Uint8Array(serial).buffer,
      signature: ECDSA_SHA256(),
      issuer: CA_NAME,
      validity: new Validity({ notBefore: new Date(Date.now() - 86_400_000), notAfter: new Date(Date.now() + 365 * 86_400_000) }),
      subject,
      subjectPublicKeyInfo: publicKey,
    });
    const certificate = new Certificate({ tbsCertificate: tbs, signatureAlgorithm: ECDSA_SHA256(), signatureValue: signDer(AsnConvert.serialize(tbs), caKey) });
    return Buffer.from(AsnConvert.serialize(certificate)).toString('base64');
  };
  return {
    issue,
    issueForCsr(csrPem) {
      const der = Buffer.from(csrPem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''), 'base64');
      const request = AsnConvert.parse(der, CertificationRequest);
      return issue(request.certificationRequestInfo.subject, request.certificationRequestInfo.subjectPKInfo);
    },
  };
}

/** A key and a certificate for it from a new test CA: what stamping needs, without onboarding. */
export function selfIssued(): { privateKey: Uint8Array; certificate: string } {
  const privateKey = generatePrivateKey();
  const certificate = createTestCa().issue(new Name([rdn('2.5.4.3', 'EGS-TEST'), rdn('2.5.4.6', 'SA')]), publicKeyInfo(privateKey));
  return { privateKey, certificate };
}
