/**
 * The phase-2 QR code (Security Features Implementation Standard, QR code): base64 of TLV records,
 * each a tag byte, a length byte and the value. Tags 1-5 as in phase 1 (seller name, VAT number,
 * time stamp, total with VAT, VAT total, UTF-8 text); 6 the invoice hash and 7 the ECDSA signature
 * (their base64 text); 8 the public key (DER SubjectPublicKeyInfo bytes); 9 the signature of the
 * certificate by ZATCA's CA (the certificate's signatureValue bytes).
 */

export interface StampQrFields {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  vatTotal: string;
  invoiceHash: string;
  signature: string;
  publicKey: Uint8Array;
  certificateSignature: Uint8Array;
}

const TEXT_TAGS = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatTotal', 'invoiceHash', 'signature'] as const;

export function encodeStampQr(fields: StampQrFields): string {
  const encoder = new TextEncoder();
  const values: Uint8Array[] = [...TEXT_TAGS.map((key) => encoder.encode(fields[key])), fields.publicKey, fields.certificateSignature];
  const bytes: number[] = [];
  values.forEach((value, index) => {
    if (value.length > 255) throw new RangeError(`QR tag ${index + 1} is longer than 255 bytes`);
    bytes.push(index + 1, value.length, ...value);
  });
  return Buffer.from(bytes).toString('base64');
}

/** The records back, by tag; throws on a truncated record. */
export function decodeStampQr(base64: string): Map<number, Uint8Array> {
  const bytes = Buffer.from(base64, 'base64');
  const records = new Map<number, Uint8Array>();
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset]!;
    const length = bytes[offset + 1];
    if (length === undefined || offset + 2 + length > bytes.length) throw new Error('Truncated TLV record');
    records.set(tag, new Uint8Array(bytes.subarray(offset + 2, offset + 2 + length)));
    offset += 2 + length;
  }
  return records;
}
