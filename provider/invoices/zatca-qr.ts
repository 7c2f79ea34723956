import QRCode from 'qrcode';
import { encodeZatcaTlv, zatcaAmount, type ZatcaFields } from '../../shared/invoices/zatca-tlv';
import type { Invoice } from '../../shared/types/invoice';

/** What an unstamped invoice's QR code says (ZATCA phase 1), from what the invoice keeps: it never changes after issue. */
export function zatcaFieldsOf(invoice: Invoice): ZatcaFields {
  return {
    // The registered Arabic name (art. 53: the invoice is in Arabic), the Latin one on invoices issued before it was kept.
    sellerName: invoice.seller.arabicName || invoice.seller.name,
    vatNumber: invoice.seller.vatNumber,
    // ISO 8601 to the second, in UTC, as ZATCA's own examples write it.
    timestamp: invoice.issuedAt.replace(/\.\d{3}Z$/, 'Z'),
    totalWithVat: zatcaAmount(invoice.total),
    vatTotal: zatcaAmount(invoice.vat),
  };
}

/**
 * The QR code as a PNG: black modules on white, 4 pixels each, with the standard quiet zone of four
 * modules, error correction M (the Base64 text of a long Arabic seller name still fits comfortably).
 */
export function zatcaQrPng(invoice: Invoice): Promise<Buffer> {
  // Stamped (phase 2): the QR the stamp made, tags 1-9; else phase 1's five tags from the fields.
  const text = invoice.zatca.qr ?? encodeZatcaTlv(zatcaFieldsOf(invoice));
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 4 });
}
