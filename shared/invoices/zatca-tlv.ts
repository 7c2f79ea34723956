/**
 * The QR code of a simplified tax invoice, ZATCA phase 1 (e-invoicing "generation" phase): the
 * Base64 of five TLV records, each a tag byte, a length byte (of the value's UTF-8 bytes) and the
 * value: 1 the seller's name, 2 the seller's VAT registration number, 3 the invoice's time stamp
 * (ISO 8601), 4 the invoice total with VAT, 5 the VAT total (amounts with two decimals, Latin digits).
 */

export interface ZatcaFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2026-11-27T09:15:00Z. */
  timestamp: string;
  /** "1150.00" */
  totalWithVat: string;
  /** "150.00" */
  vatTotal: string;
}

const TAGS: Array<keyof ZatcaFields> = ['sellerName', 'vatNumber', 'timestamp', 'totalWithVat', 'vatTotal'];

/** An amount in SAR as the QR code writes it: two decimals, '.' as the separator, no grouping. */
export const zatcaAmount = (riyals: number): string => riyals.toFixed(2);

export function encodeZatcaTlv(fields: ZatcaFields): string {
  const encoder = new TextEncoder();
  const parts: number[] = [];
  TAGS.forEach((key, index) => {
    const value = encoder.encode(fields[key]);
    // One length byte: a longer value (a seller name past 255 bytes) cannot be encoded.
    if (value.length > 255) throw new RangeError(`ZATCA QR field ${key} is longer than 255 bytes`);
    parts.push(index + 1, value.length, ...value);
  });
  return btoa(String.fromCharCode(...parts));
}

/** The fields back from a QR code's text; throws on anything that is not five well-formed records. */
export function decodeZatcaTlv(base64: string): ZatcaFields {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const values = new Map<number, string>();
  let offset = 0;
  while (offset < bytes.length) {
    const tag = bytes[offset]!;
    const length = bytes[offset + 1];
    if (length === undefined || offset + 2 + length > bytes.length) throw new Error('Truncated TLV record');
    values.set(tag, decoder.decode(bytes.subarray(offset + 2, offset + 2 + length)));
    offset += 2 + length;
  }
  const fields = Object.fromEntries(
    TAGS.map((key, index) => {
      const value = values.get(index + 1);
      if (value === undefined) throw new Error(`TLV tag ${index + 1} (${key}) is missing`);
      return [key, value];
    }),
  );
  return fields as unknown as ZatcaFields;
}
