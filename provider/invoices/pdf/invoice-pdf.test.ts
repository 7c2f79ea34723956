import { decodeZatcaTlv, encodeZatcaTlv } from '../../../shared/invoices/zatca-tlv';
import type { Invoice } from '../../../shared/types/invoice';
import { pdfText } from '../../../test-support/pdf-text';
import { qrCodesInPdf } from '../../../test-support/qr-in-pdf';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * The invoice PDF read back as its readers would: the text (pdf.js) and the QR code, decoded from the
 * image's pixels by a QR reader (jsQR) and its TLV records back to the five ZATCA phase-1 fields.
 */

function sampleInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 3,
    invoiceNumber: 'INV-2026-0007',
    issuedAt: '2026-11-27T09:15:42.123Z',
    quoteId: 9,
    quoteNumber: 'Q-2026-0042',
    bookingId: 12,
    clientId: 2,
    clientName: 'سارة العتيبي',
    clientEmail: 'sara@example.com',
    clientPhone: '+966 55 123 4567',
    clientCompany: 'Oasis Trading',
    seller: { name: 'شركة خدمات المحدودة', vatNumber: '310122393500003', address: { en: 'King Fahd Road, Al Khobar', ar: 'طريق الملك فهد، الخبر' } },
    items: [
      { name: 'Garden design', arabicName: 'تصميم الحديقة', description: 'Full design', quantity: 1, unitPrice: 8500, total: 8500 },
      { name: 'Monthly care', arabicName: '', description: '', quantity: 2, unitPrice: 550.25, total: 1100.5 },
    ],
    subtotal: 9600.5,
    vatRatePercent: 15,
    vat: 1440.08,
    total: 11040.58,
    status: 'issued',
    paidOn: null,
    paymentMethod: null,
    paymentReference: null,
    createdAt: '2026-11-27T09:15:42.123Z',
    updatedAt: '2026-11-27T09:15:42.123Z',
    ...overrides,
  };
}

const EXPECTED_FIELDS = {
  sellerName: 'شركة خدمات المحدودة',
  vatNumber: '310122393500003',
  timestamp: '2026-11-27T09:15:42Z',
  totalWithVat: '11040.58',
  vatTotal: '1440.08',
};

describe('ZATCA TLV', () => {
  it('encodes the five fields as tag, byte length and UTF-8 value, and decodes them back', () => {
    const base64 = encodeZatcaTlv({
      sellerName: 'Bobs Records',
      vatNumber: '310122393500003',
      timestamp: '2022-04-25T15:30:00Z',
      totalWithVat: '1000.00',
      vatTotal: '150.00',
    });
    // ZATCA's published sample for these values.
    expect(base64).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
    expect(decodeZatcaTlv(base64).sellerName).toBe('Bobs Records');
  });
  it('counts an Arabic name in bytes, not characters', () => {
    const bytes = Uint8Array.from(atob(encodeZatcaTlv(EXPECTED_FIELDS)), (c) => c.charCodeAt(0));
    expect(bytes[0]).toBe(1);
    expect(bytes[1]).toBe(new TextEncoder().encode(EXPECTED_FIELDS.sellerName).length);
    expect(decodeZatcaTlv(encodeZatcaTlv(EXPECTED_FIELDS))).toEqual(EXPECTED_FIELDS);
  });
  it('refuses a truncated record', () => {
    expect(() => decodeZatcaTlv(btoa('\u0001\u0009abc'))).toThrow('Truncated');
  });
});

describe('renderInvoicePdf', () => {
  it.each(['en', 'ar'] as const)('carries a QR code that decodes to the ZATCA fields (%s)', async (language) => {
    const pdf = await renderInvoicePdf(sampleInvoice(), { language, numerals: 'arab' });
    const codes = await qrCodesInPdf(pdf);
    expect(codes).toHaveLength(1);
    expect(decodeZatcaTlv(codes[0]!)).toEqual(EXPECTED_FIELDS);
  });

  it('prints the seller, VAT number, client, lines and totals in English', async () => {
    const text = await pdfText(await renderInvoicePdf(sampleInvoice(), 'en'));
    for (const expected of [
      'Tax invoice',
      'INV-2026-0007',
      'VAT number: 310122393500003',
      'Q-2026-0042',
      'Unpaid',
      'Oasis Trading',
      'Garden design',
      'Total excluding VAT',
      'SAR 9,600.50',
      'VAT (15%)',
      'SAR 1,440.08',
      'Total including VAT',
      'SAR 11,040.58',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Payment received');
  });

  it('prints the Arabic names and labels, and the payment once paid', async () => {
    const paid = sampleInvoice({ status: 'paid', paidOn: '2026-11-29', paymentMethod: 'bank_transfer', paymentReference: 'TRX-5521' });
    const text = await pdfText(await renderInvoicePdf(paid, { language: 'ar', numerals: 'latn' }));
    for (const expected of ['فاتورة ضريبية', 'الرقم الضريبي', '310122393500003', 'تصميم الحديقة', 'مدفوعة', 'تم استلام الدفع', 'تحويل بنكي', 'TRX-5521']) {
      expect(text).toContain(expected);
    }
    const english = await pdfText(await renderInvoicePdf(paid, 'en'));
    expect(english).toContain('Payment received');
    expect(english).toContain('November 29, 2026 · Jumada II 19, 1448 AH');
  });

  it('carries the Umm al-Qura date beside the Gregorian issue and payment days, in both languages and digit styles', async () => {
    const paid = sampleInvoice({ status: 'paid', paidOn: '2026-11-29', paymentMethod: 'bank_transfer' });
    expect(await pdfText(await renderInvoicePdf(paid, 'en'))).toContain('November 27, 2026 · Jumada II 17, 1448 AH');
    const arab = await pdfText(await renderInvoicePdf(paid, { language: 'ar', numerals: 'arab' }));
    for (const expected of ['١٧ جمادى الآخرة ١٤٤٨ هـ', '١٩ جمادى الآخرة ١٤٤٨ هـ']) expect(arab).toContain(expected);
    const latn = await pdfText(await renderInvoicePdf(paid, { language: 'ar', numerals: 'latn' }));
    // With Latin digits pdf.js reads the Gregorian year and the Hijri day as one left-to-right number run.
    const issued = latn.split('\n').find((line) => line.includes('تاريخ الإصدار')) ?? '';
    expect(issued).toMatch(/\b17\b.*جمادى الآخرة 1448 هـ/);
    expect(latn).toMatch(/\b19\b.*جمادى الآخرة 1448 هـ/);
  });
});
