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
 * Grey without an alpha channel, each row filtered as the difference from the one above: pdfkit then
 * embeds the compressed rows as they are (with alpha it decodes them and splits out a mask), and the
 * encoder does not try all five PNG filters on every row (its default), which took most of an
 * invoice PDF's time after the fonts (issue 31 item 3).
 */
/** pngjs's options, which qrcode passes on (its types name only the deflate ones): PNG filter 2 (up), colour type 0 (grey). */
const PNG_OPTIONS: { deflateLevel: number; filterType: number; colorType: number } = { deflateLevel: 9, filterType: 2, colorType: 0 };

export function zatcaQrPng(invoice: Invoice): Promise<Buffer> {
  // Stamped (phase 2): the QR the stamp made, tags 1-9; else phase 1's five tags from the fields.
  const text = invoice.zatca.qr ?? encodeZatcaTlv(zatcaFieldsOf(invoice));
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 4,
    rendererOpts: PNG_OPTIONS,
  });
}
