import type { Language } from '../../../shared/constants';
import type { QuoteDetail } from '../../../shared/types/quote';
import { pdfText } from '../../../test-support/pdf-text';
import { renderQuotePdf } from './quote-pdf';

/**
 * The PDF read back as a person's PDF reader would: the text extracted from it (pdf.js, lines rebuilt
 * from the positions of the text, see test-support/pdf-text.ts) must hold every field, with Arabic
 * words joined (base letters, not presentation forms) and in logical order, the numbers in the
 * reader's digits, and the quote number intact.
 */

/** The text in reading order, runs of spaces as one; with `layout`, each line as seen on the page. */
const extract = (pdf: Buffer, layout = false) => pdfText(pdf, { layout });

/**
 * The words of a text with its punctuation taken out. The extraction puts the letters of every Arabic
 * word back in logical order, but places neutral characters between runs (':' after a label, '،',
 * brackets) by a simpler rule than the bidi algorithm, so word sequences are compared without them.
 */
const words = (text: string) => text.replace(/[:،,.()·]/g, ' ').replace(/\s+/g, ' ');

const pages = (pdf: Buffer) => Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? '0');

function sampleQuote(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  return {
    id: 7,
    quoteNumber: 'Q-2026-0042',
    quoteDate: '2026-11-23T08:00:00Z',
    validUntil: '2026-12-23',
    requestId: 3,
    clientId: 2,
    clientName: 'سارة العتيبي',
    clientEmail: 'sara@example.com',
    clientPhone: '+966 55 123 4567',
    clientCompany: 'Oasis Trading',
    items: [
      { id: 1, name: 'تصميم الحديقة الأمامية', arabicName: '', description: 'تصميم كامل مع نظام ري بالتنقيط', quantity: 1, unitPrice: 8500, total: 8500 },
      { id: 2, name: 'Garden maintenance', arabicName: '', description: 'Pruning and irrigation checks', quantity: 2, unitPrice: 550, total: 1100 },
    ],
    subtotal: 9600,
    taxRatePercent: 5,
    tax: 480,
    totalAmount: 10080,
    additionalNotes: 'Materials included.',
    paymentTerms: '',
    deliveryTime: '3 weeks',
    warranty: '',
    termsAndConditions: '',
    status: 'pending',
    rejectionReason: null,
    answeredAt: null,
    createdAt: '2026-11-23T08:00:00Z',
    updatedAt: '2026-11-23T08:00:00Z',
    companyInfo: {
      phone: '+966 13 812 4400',
      email: 'info@khadamat.sa',
      website: 'https://khadamat.sa',
      address: { en: 'King Fahd Road, Al Khobar', ar: 'طريق الملك فهد، الخبر' },
      legal: {
        name: 'Khadamat Co.',
        arabicName: 'شركة خدمات',
        vatNumber: '310122393500003',
        crNumber: '2051234567',
        nationalAddress: {
          buildingNumber: '2434',
          street: { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
          district: { en: 'Al Khobar Al Shamalia', ar: 'الخبر الشمالية' },
          city: { en: 'Al Khobar', ar: 'الخبر' },
          postalCode: '34426',
          additionalNumber: '7310',
        },
      },
    },
    ...overrides,
  };
}

const render = (language: Language, overrides: Partial<QuoteDetail> = {}) => renderQuotePdf(sampleQuote(overrides), language);

describe('quote PDF', () => {
  it('in English: every field, amounts in SAR, the standard terms', async () => {
    const pdf = await render('en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extract(pdf);
    for (const expected of [
      'Khadamat',
      'Quote',
      'Q-2026-0042',
      'Date: November 23, 2026',
      'Valid until: December 23, 2026',
      'Status: Pending',
      'King Fahd Road, Al Khobar',
      '+966 13 812 4400',
      'info@khadamat.sa',
      'https://khadamat.sa',
      'sara@example.com',
      'Oasis Trading',
      'Garden maintenance',
      'Pruning and irrigation checks',
      'SAR 8,500.00',
      'SAR 1,100.00',
      'Subtotal',
      'SAR 9,600.00',
      'Tax (5%)',
      'SAR 480.00',
      'SAR 10,080.00',
      'Materials included.',
      '50% in advance, the rest on completion',
      '3 weeks',
      '30 days',
      'Cancellations must be made at least 48 hours before the scheduled date.',
      'Page 1 of 1',
    ]) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
    // An Arabic name in an English quote still reads as written.
    expect(text).toContain('سارة العتيبي');
    expect(text).toContain('تصميم الحديقة الأمامية');
  });

  it('carries the Umm al-Qura date beside each Gregorian one, in both languages', async () => {
    const english = await extract(await render('en'));
    expect(english).toContain('Date: November 23, 2026 · Jumada II 13, 1448 AH');
    expect(english).toContain('Valid until: December 23, 2026 · Rajab 14, 1448 AH');
    const arabic = words(await extract(await render('ar')));
    for (const expected of ['١٣ جمادى الآخرة ١٤٤٨ هـ', '١٤ رجب ١٤٤٨ هـ']) {
      expect({ expected, found: arabic.includes(expected) }).toEqual({ expected, found: true });
    }
    const latin = words(await extract(await renderQuotePdf(sampleQuote(), { language: 'ar', numerals: 'latn' })));
    // With Latin digits the year and the Hijri day stand side by side (one European-number run to pdf.js,
    // which reads such a run left to right), so the day is looked for on its own.
    expect(latin).toMatch(/23 نوفمبر.*\b13\b.*جمادى الآخرة 1448 هـ/);
  });

  it('in Arabic: words joined and in logical order, Arabic digits, Latin runs intact', async () => {
    const pdf = await render('ar');
    const text = await extract(pdf);
    // Phrases of Arabic words: each word joined and whole, the words in reading order.
    for (const expected of [
      'خدمات',
      'عرض سعر',
      'صالح حتى',
      'قيد الانتظار',
      'طريق الملك فهد',
      'سارة العتيبي',
      'تصميم الحديقة الأمامية',
      'تصميم كامل مع نظام ري بالتنقيط',
      'المجموع الفرعي',
      'الضريبة',
      'الإجمالي',
      'شروط الدفع',
      'والباقي عند الإنجاز',
      'الشروط والأحكام',
      'يجب أن يتم الإلغاء قبل',
      'ساعة على الأقل من الموعد المحدد',
      'جميع المبالغ بالريال السعودي',
    ]) {
      expect({ expected, found: words(text).includes(expected) }).toEqual({ expected, found: true });
    }
    // Numbers in Arabic digits, whole; Latin runs (the quote number, an e-mail) untouched.
    for (const expected of ['٢٣', '٢٠٢٦', '٤٨٠٫٠٠', 'ر.س', 'Q-2026-0042', 'sara@example.com', 'Garden maintenance']) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
    // Thousands apart by a narrow space, never by ٬, which reads like the decimal ٫ (shared/format).
    // pdf.js reads the two groups of an amount as two words; where they stand is tested in bidi-text.test.ts.
    for (const expected of ['٥٠٠٫٠٠', '٦٠٠٫٠٠', '٠٨٠٫٠٠']) expect(text).toContain(expected);
    expect(text).not.toContain('٬');
    const line = (word: string) => text.split('\n').find((l) => l.includes(word)) ?? '';
    expect(line('التاريخ')).toEqual(expect.stringMatching(/٢٣.*نوفمبر|نوفمبر.*٢٣/));
    expect(line('التاريخ')).toContain('٢٠٢٦');
    expect(line('صفحة')).toMatch(/صفحة.*١.*من.*١|١.*من.*١.*صفحة/);
    // Joined: the shaped glyphs map back to base letters, never to presentation forms.
    expect(text).not.toMatch(/[\ufb50-\ufdff\ufe70-\ufeff]/);
    // Not reversed: neither a word's letters nor a line's words.
    expect(text).not.toContain('يلامجإلا');
    expect(text).not.toContain('سعر عرض');
  });

  it("names each line in the reader's language: the Arabic name in Arabic, the name in English", async () => {
    const items = [
      { id: 1, name: 'Lawn care', arabicName: 'العناية بالعشب', description: '', quantity: 1, unitPrice: 100, total: 100 },
      // A line issued before Arabic names: one name for every reader.
      { id: 2, name: 'Site visit', arabicName: '', description: '', quantity: 1, unitPrice: 50, total: 50 },
    ];
    const english = await extract(await render('en', { items, subtotal: 150, tax: 7.5, totalAmount: 157.5 }));
    expect(english).toContain('Lawn care');
    expect(english).not.toContain('العناية');
    const arabic = await extract(await render('ar', { items, subtotal: 150, tax: 7.5, totalAmount: 157.5 }));
    expect(words(arabic)).toContain('العناية بالعشب');
    expect(arabic).not.toContain('Lawn care');
    expect(arabic).toContain('Site visit');
  });

  it('lays Arabic out right to left: labels on the right of their amounts, the client heading on the right edge', async () => {
    // The layout text writes each line as it is seen on the page, left to right (pdftotext -layout).
    const arabic = (await extract(await render('ar'), true)).split('\n');
    const english = (await extract(await render('en'), true)).split('\n');
    const find = (lines: string[], needle: string) => lines.find((line) => line.includes(needle)) ?? '';
    const subtotalAr = find(arabic, 'المجموع الفرعي');
    expect(subtotalAr.indexOf('٩٬٦٠٠٫٠٠')).toBeLessThan(subtotalAr.indexOf('المجموع'));
    const subtotalEn = find(english, 'Subtotal');
    expect(subtotalEn.indexOf('Subtotal')).toBeLessThan(subtotalEn.indexOf('SAR 9,600.00'));
    // The table's first column (#) is on the right in Arabic, on the left in English.
    const headAr = find(arabic, 'سعر الوحدة');
    expect(headAr.indexOf('#')).toBeGreaterThan(headAr.indexOf('البند'));
    const headEn = find(english, 'Unit price');
    expect(headEn.indexOf('#')).toBeLessThan(headEn.indexOf('Item'));
    expect(find(arabic, 'العميل').trim()).toBe('العميل');
    expect(find(arabic, 'العميل').indexOf('العميل')).toBeGreaterThan(60);
    expect(find(english, 'Client').indexOf('Client')).toBe(0);
  });

  it('shows the answer: accepted, or rejected with the reason', async () => {
    const accepted = await extract(await render('en', { status: 'accepted', answeredAt: '2026-11-25T10:00:00Z' }));
    expect(accepted).toContain('Status: Accepted');
    expect(accepted).toContain('Answered on November 25, 2026');
    const rejected = await extract(
      await render('ar', { status: 'rejected', answeredAt: '2026-11-25T10:00:00Z', rejectionReason: 'السعر مرتفع جدًا بالنسبة لنا' }),
    );
    expect(words(rejected)).toContain('الحالة مرفوض');
    expect(rejected).toContain('سبب الرفض');
    expect(rejected).toContain('السعر مرتفع');
    const expired = await extract(await render('en', { status: 'expired' }));
    expect(expired).toContain('Status: Expired');
  });

  it('flows a long quote over pages, numbering them and repeating the table header', async () => {
    const items = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      name: `Line ${i + 1}`,
      arabicName: '',
      description: 'A description long enough to take a line of its own in the item column of the table',
      quantity: 1,
      unitPrice: 10,
      total: 10,
    }));
    const pdf = await render('en', { items, subtotal: 450, tax: 22.5, totalAmount: 472.5 });
    const count = pages(pdf);
    expect(count).toBeGreaterThan(1);
    const text = await extract(pdf);
    expect(text).toContain(`Page ${count} of ${count}`);
    expect(text).toContain('Line 45');
    // The header row is drawn again at the top of each page the table continues on.
    expect(text.split('Unit price').length - 1).toBeGreaterThanOrEqual(2);
    const arabicPdf = await render('ar', { items, subtotal: 450, tax: 22.5, totalAmount: 472.5 });
    const arabic = await extract(arabicPdf);
    expect(arabic.split('صفحة').length - 1).toBe(pages(arabicPdf));
  });
});

describe('numbers, phones and references read left to right in both languages (issue 32, item 3)', () => {
  // As seen on the page, left to right: the Arabic quote once printed the phone as "4400 812 13 966+".
  it.each(['ar', 'en'] as const)('%s', async (language) => {
    const seen = await extract(await renderQuotePdf(sampleQuote(), { language, numerals: 'arab' }), true);
    for (const value of [
      '+966 13 812 4400',
      '+966 55 123 4567',
      '310122393500003',
      '2051234567',
      'sara@example.com',
      'info@khadamat.sa',
      'https://khadamat.sa',
      'Q-2026-0042',
    ]) {
      expect([value, seen.includes(value)]).toEqual([value, true]);
    }
  });

  it('names the company by its registered Arabic name on the Arabic quote, and its Latin one on the English quote', async () => {
    expect(await extract(await renderQuotePdf(sampleQuote(), 'ar'))).toContain('شركة خدمات');
    const english = await extract(await renderQuotePdf(sampleQuote(), 'en'));
    expect(english).toContain('Khadamat Co.');
    expect(english).toContain('2434 King Fahd Road, Al Khobar Al Shamalia, Al Khobar');
    expect(english).toContain('34426-7310');
  });
});
