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
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    invoiceNumber: 'INV-2026-0007',
    kind: 'invoice',
    invoiceType: 'simplified',
    issuedAt: '2026-11-27T09:15:42.123Z',
    supplyDate: '2026-11-26',
    quoteId: 9,
    quoteNumber: 'Q-2026-0042',
    bookingId: 12,
    clientId: 2,
    clientName: 'سارة العتيبي',
    clientEmail: 'sara@example.com',
    clientPhone: '+966 55 123 4567',
    clientCompany: 'Oasis Trading',
    buyer: { name: 'Oasis Trading', vatNumber: null, address: null },
    seller: {
      name: 'Khadamat Services Co.',
      arabicName: 'شركة خدمات المحدودة',
      vatNumber: '310122393500003',
      crNumber: '2051234567',
      address: { en: 'King Fahd Road, Al Khobar', ar: 'طريق الملك فهد، الخبر' },
      nationalAddress: {
        buildingNumber: '2434',
        street: { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
        district: { en: 'Al Khobar Al Shamalia', ar: 'الخبر الشمالية' },
        city: { en: 'Al Khobar', ar: 'الخبر' },
        postalCode: '34426',
        additionalNumber: '7310',
      },
    },
    items: [
      {
        name: 'Garden design',
        arabicName: 'تصميم الحديقة',
        description: 'Full design',
        quantity: 1,
        unitPrice: 8500,
        total: 8500,
        vatRatePercent: 15,
        vat: 1275,
      },
      { name: 'Monthly care', arabicName: '', description: '', quantity: 2, unitPrice: 550.25, total: 1100.5, vatRatePercent: 15, vat: 165.08 },
    ],
    subtotal: 9600.5,
    vatRatePercent: 15,
    vat: 1440.08,
    total: 11040.58,
    deductions: [],
    prepaid: 0,
    payable: 11040.58,
    corrects: null,
    reason: '',
    creditNotes: [],
    credited: 0,
    status: 'issued',
    paidOn: null,
    paymentMethod: null,
    paymentReference: null,
    zatca: { icv: 1, hash: null, stamped: false, status: 'not_sent', messages: [], qr: null },
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

describe('renderInvoicePdf: one bilingual document, Arabic first', () => {
  it('carries a QR code that decodes to the ZATCA fields, the seller under its registered Arabic name', async () => {
    const codes = await qrCodesInPdf(await renderInvoicePdf(sampleInvoice()));
    expect(codes).toHaveLength(1);
    expect(decodeZatcaTlv(codes[0]!)).toEqual(EXPECTED_FIELDS);
  });

  it('is an Arabic document (right to left) with English beside every label', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice());
    const text = await pdfText(pdf);
    for (const expected of [
      'فاتورة ضريبية مبسطة',
      'Simplified Tax Invoice',
      'شركة خدمات المحدودة',
      'Khadamat Services Co.',
      'تصميم الحديقة',
      'Garden design',
      'Monthly care',
      'Unpaid',
      'غير مدفوعة',
    ]) {
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    }
    // Arabic first: each label's Arabic stands on the start (right) side of its line, the English on the end side.
    const seen = (await pdfText(pdf, { layout: true })).split('\n');
    for (const [ar, en] of [
      ['الرقم الضريبي للبائع', 'Seller VAT number'],
      ['رقم السجل التجاري', 'CR number'],
      ['تاريخ التوريد', 'Date of supply'],
      ['الإجمالي غير شامل الضريبة', 'Total excluding VAT'],
      ['الإجمالي شامل الضريبة', 'Total including VAT'],
      ['تاريخ الإصدار', 'Issue date'],
    ] as const) {
      const line = seen.find((l) => l.includes(ar) && l.includes(en));
      expect([ar, line !== undefined && line.indexOf(en) < line.indexOf(ar)]).toEqual([ar, true]);
    }
  });

  it('is the same document whatever language it was asked in (no reader-dependent input)', () => {
    expect(renderInvoicePdf).toHaveLength(1);
  });

  it('reads every number, date and reference left to right, in Latin digits', async () => {
    const seen = await pdfText(await renderInvoicePdf(sampleInvoice({ clientPhone: '+966 55 123 4567' })), { layout: true });
    for (const value of [
      'INV-2026-0007',
      '310122393500003',
      '2051234567',
      '+966 55 123 4567',
      'sara@example.com',
      'Q-2026-0042',
      '2026-11-27 12:15',
      '2026-11-26',
      '9,600.50',
      '1,440.08',
      '11,040.58',
      '1,275.00',
      '2434 King Fahd Road, Al Khobar Al Shamalia, Al Khobar',
      '34426-7310',
      '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    ]) {
      expect([value, seen.includes(value)]).toEqual([value, true]);
    }
    expect(seen).not.toMatch(/[٠-٩]/);
  });

  it('prints the payment once paid, with the Hijri date beside the Gregorian one', async () => {
    const paid = sampleInvoice({ status: 'paid', paidOn: '2026-11-29', paymentMethod: 'bank_transfer', paymentReference: 'TRX-5521' });
    const text = await pdfText(await renderInvoicePdf(paid));
    for (const expected of ['تم استلام الدفع', 'Payment received', 'تحويل بنكي', 'Bank transfer', 'TRX-5521', 'مدفوعة', 'Paid'])
      expect(text).toContain(expected);
    // pdf.js reads the Hijri day beside the Gregorian date as one left-to-right run, so the day and the month are apart.
    expect(text).toMatch(/\b19\b.*جمادى الآخرة 1448 هـ/);
    expect(text).toMatch(/\b17\b.*جمادى الآخرة 1448 هـ/);
    expect(await pdfText(await renderInvoicePdf(sampleInvoice()))).not.toContain('Payment received');
  });

  it('prints a standard invoice buyer with VAT number and national address', async () => {
    const standard = sampleInvoice({
      invoiceType: 'standard',
      buyer: {
        name: 'Oasis Trading',
        vatNumber: '300000000000003',
        address: { buildingNumber: '1234', street: 'Prince Sultan St', district: 'Al Olaya', city: 'Riyadh', postalCode: '12211', additionalNumber: '5678' },
      },
    });
    const seen = await pdfText(await renderInvoicePdf(standard), { layout: true });
    expect(seen).toContain('Tax Invoice');
    expect(seen).not.toContain('Simplified');
    expect(seen).toContain('300000000000003');
    expect(seen).toContain('1234 Prince Sultan St');
  });

  it('shows a final invoice deducting its advance with the advance VAT, and the amount due', async () => {
    const advance = {
      id: 2,
      invoiceNumber: 'INV-2026-0003',
      uuid: 'b6d8c1de-1111-4c8e-9d5e-000000000003',
      issuedAt: '2026-11-20T08:00:00Z',
      supplyDate: '2026-11-20',
    };
    const final = sampleInvoice({
      deductions: [{ advance, subtotal: 4800.25, vatRatePercent: 15, vat: 720.04, total: 5520.29 }],
      prepaid: 5520.29,
      payable: 5520.29,
    });
    const text = await pdfText(await renderInvoicePdf(final), { layout: true });
    expect(text).toContain('INV-2026-0003');
    expect(text).toContain('-4,800.25');
    expect(text).toContain('-720.04');
    const words = await pdfText(await renderInvoicePdf(final));
    expect(words).toContain('المبلغ المستحق');
    expect(words).toContain('Amount due');
  });

  it('names a credit note, the invoice it corrects and its reason', async () => {
    const credit = sampleInvoice({
      kind: 'credit_note',
      invoiceNumber: 'CRN-2026-0001',
      corrects: { id: 3, invoiceNumber: 'INV-2026-0007', uuid: 'x', issuedAt: '2026-11-27T09:15:42.123Z', supplyDate: '2026-11-26' },
      reason: 'Booking cancelled by the client',
    });
    const text = await pdfText(await renderInvoicePdf(credit));
    for (const expected of [
      'إشعار دائن',
      'Credit Note',
      'CRN-2026-0001',
      'INV-2026-0007',
      'Booking cancelled by the client',
      'إشعار دائن للفاتورة',
      'Credit note for invoice',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
