import { nationalAddressLine } from '../../../shared/content/legal-identity';
import type { NumberStyle } from '../../../shared/format/numerals';
import { BUSINESS_TIME_ZONE } from '../../../shared/constants';
import { formatHijri } from '../../../shared/format/hijri';
import type { Invoice } from '../../../shared/types/invoice';
import { translate } from '../../http/i18n';
import { ltr } from '../../quotes/pdf/bidi-text';
import { BRAND, drawLinesTable, MUTED, TABLE_HEAD } from '../../quotes/pdf/document-parts';
import { CONTENT_WIDTH, PdfCanvas } from '../../quotes/pdf/pdf-canvas';
import { zatcaQrPng } from '../zatca-qr';

/**
 * Every tax document (invoice, advance-payment invoice, credit note) as one bilingual PDF, Arabic its
 * primary language (VAT Implementing Regulations art. 53(5) and 66(2)) with English beside it: an
 * Arabic (right-to-left) page whose every label reads "Arabic / English", the seller under its
 * registered Arabic and Latin names, the lines under both their names. The same document whatever
 * language it is asked in, so the /ar and /en downloads are the same PDF. Numbers in Latin digits
 * (as VAT numbers, ZATCA's QR code and the UBL document write them), each read left to right inside
 * its Arabic line; dates as YYYY-MM-DD, company time.
 */

const STATUS_COLORS: Record<string, string> = { issued: '#b8862b', paid: '#1b7f3b' };
const QR_SIZE = 110;
/** One style for both languages' numbers: Arabic layout, Latin digits. */
const STYLE: NumberStyle = { language: 'ar', numerals: 'latn' };

/** "Arabic / English" of a text of account:invoices (or of a key given with its namespace). */
function both(key: string, vars?: Record<string, string | number>): string {
  const full = key.includes(':') ? key : `account:invoices.pdf.${key}`;
  return `${translate('ar', full, vars)} / ${ltr(translate('en', full, vars))}`;
}

/** The Arabic and the English text of a key (with its namespace, or of account:invoices.pdf). */
function pair(key: string, vars?: Record<string, string | number>): [string, string] {
  const full = key.includes(':') ? key : `account:invoices.pdf.${key}`;
  return [translate('ar', full, vars), translate('en', full, vars)];
}

/** A row of a bilingual table: the Arabic label, the value, the English label. */
export type Row = [key: string, value: string, vars?: Record<string, string | number>];

/**
 * Rows of label, value, label across a box, as bilingual Saudi invoices print them: the Arabic label
 * on the start (right) side, the English one on the end side, the value between them in its own
 * direction. No label mixes the two languages on one line, so none is reordered.
 */
export function drawRows(canvas: PdfCanvas, rows: Row[], box = { start: 0, width: CONTENT_WIDTH }, size = 9): void {
  const arWidth = box.width * 0.28;
  const enWidth = box.width * 0.24;
  const valueWidth = box.width - arWidth - enWidth - 12;
  for (const [key, value, vars] of rows) {
    const [ar, en] = pair(key, vars);
    const cells = [
      { text: ar, options: { size, color: MUTED, start: box.start, width: arWidth } },
      { text: value, options: { size, start: box.start + arWidth + 6, width: valueWidth, auto: true } },
      { text: en, options: { size, color: MUTED, start: box.start + box.width - enWidth, width: enWidth, align: 'end' as const, auto: true } },
    ];
    const height = Math.max(...cells.map((cell) => canvas.measureHeight(cell.text, cell.options))) + 2;
    canvas.ensureSpace(height);
    for (const cell of cells) canvas.textAt(cell.text, canvas.y, cell.options);
    canvas.y += height;
  }
}

/** Totals on the end side: Arabic label, English label, amount; the strong rows on a tinted band. */
export function drawBilingualTotals(
  canvas: PdfCanvas,
  totals: Array<[key: string, amount: string, strong: boolean, vars?: Record<string, string | number>]>,
): void {
  const width = 340;
  const box = CONTENT_WIDTH - width;
  for (const [key, amount, strong, vars] of totals) {
    const [ar, en] = pair(key, vars);
    const size = strong ? 11 : 9;
    const weight = strong ? ('bold' as const) : ('regular' as const);
    const cells = [
      { text: ar, options: { size, weight, color: strong ? BRAND : MUTED, start: box + 6, width: 130 } },
      { text: en, options: { size: size - 1, weight, color: strong ? BRAND : MUTED, start: box + 140, width: 110, auto: true } },
      { text: amount, options: { size, weight, start: box + 250, width: width - 256, align: 'end' as const } },
    ];
    const height = Math.max(...cells.map((cell) => canvas.measureHeight(cell.text, cell.options))) + (strong ? 8 : 3);
    canvas.ensureSpace(height);
    if (strong) canvas.rect(box, canvas.y, width, height, TABLE_HEAD);
    for (const cell of cells) canvas.textAt(cell.text, canvas.y + (strong ? 4 : 1), cell.options);
    canvas.y += height;
  }
}

/** 8500 → "8,500.00": SAR with two decimals, the currency said once for the whole document. */
export const money = (amount: number) => ltr(amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** The Umm al-Qura date beside a Gregorian one (as every Arabic document of the site gives it): "17 جمادى الآخرة 1448 هـ". */
const hijri = (date: Date, timeZone = BUSINESS_TIME_ZONE) => formatHijri(date, STYLE, { timeZone });

/** A day (YYYY-MM-DD) with its Hijri date. */
export const day = (iso: string) => `${ltr(iso)} · ${hijri(new Date(`${iso}T00:00:00Z`), 'UTC')}`;

/** An instant as "2026-11-27 12:15" in company time, with its Hijri date. */
const instantWithHijri = (iso: string) => `${instant(iso)} · ${hijri(new Date(iso))}`;

/** An instant as "2026-11-27 12:15" in company time. */
export function instant(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return ltr(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`);
}

function titleOf(invoice: Invoice): string {
  if (invoice.kind === 'credit_note') return 'titles.creditNote';
  const standard = invoice.invoiceType === 'standard';
  if (invoice.kind === 'advance') return standard ? 'titles.advanceStandard' : 'titles.advanceSimplified';
  return standard ? 'titles.standard' : 'titles.simplified';
}

export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const { seller } = invoice;
  const arabicSeller = seller.arabicName || seller.name;
  const canvas = new PdfCanvas('ar', {
    title: `${translate('ar', `account:invoices.pdf.${titleOf(invoice)}`)} ${invoice.invoiceNumber}`,
    author: arabicSeller,
    subject: invoice.clientName,
  });
  const half = CONTENT_WIDTH / 2 - 10;

  // Header: the seller on the start (right) side, the document's identity on the end side.
  const top = canvas.y;
  let start = top;
  start += canvas.textAt(arabicSeller, start, { size: 18, weight: 'bold', color: BRAND, width: half, leading: 1.3, auto: true });
  // English lines take their own direction (auto): a Latin name or address ends with its full stop, not before it.
  if (seller.arabicName && seller.name !== seller.arabicName)
    start += canvas.textAt(seller.name, start, { size: 11, weight: 'bold', color: BRAND, width: half, auto: true });
  const sellerAddress = seller.nationalAddress
    ? [nationalAddressLine(seller.nationalAddress, 'ar'), nationalAddressLine(seller.nationalAddress, 'en')]
    : [seller.address.ar, seller.address.en];
  for (const line of sellerAddress) start += canvas.textAt(line, start, { size: 8.5, color: MUTED, width: half, auto: true });

  const end = { start: CONTENT_WIDTH - half, width: half, align: 'end' as const };
  const title = titleOf(invoice);
  let side = top;
  side += canvas.textAt(translate('ar', `account:invoices.pdf.${title}`), side, { ...end, size: 17, weight: 'bold', leading: 1.3 });
  side += canvas.textAt(translate('en', `account:invoices.pdf.${title}`), side, { ...end, size: 11, weight: 'bold', auto: true });
  side += canvas.textAt(ltr(invoice.invoiceNumber), side, { ...end, size: 12, weight: 'bold', color: BRAND });
  canvas.y = Math.max(start, side) + 8;
  canvas.rule(canvas.y, BRAND);
  canvas.y += 10;

  // The document's identity, then the seller's tax identity.
  const details: Row[] = [
    ['number', ltr(invoice.invoiceNumber)],
    ['issueDate', instantWithHijri(invoice.issuedAt)],
    ['supplyDate', day(invoice.supplyDate)],
    ['quote', ltr(invoice.quoteNumber)],
    ['booking', ltr(`#${invoice.bookingId}`)],
  ];
  if (invoice.kind !== 'credit_note') details.push(['status', both(`account:invoices.status.${invoice.status}`)]);
  if (invoice.corrects) {
    details.push(['corrects', `${ltr(invoice.corrects.invoiceNumber)} · ${instant(invoice.corrects.issuedAt)}`]);
    details.push(['reason', invoice.reason]);
  }
  details.push(['sellerVatNumber', ltr(seller.vatNumber)]);
  if (seller.crNumber) details.push(['crNumber', ltr(seller.crNumber)]);
  drawRows(canvas, details);
  canvas.y += 8;

  // The buyer: a standard invoice's buyer with VAT number and national address.
  canvas.text(both('buyer'), { size: 11, weight: 'bold', color: BRAND });
  canvas.y += 2;
  const buyerRows: Row[] = [['name', invoice.clientName]];
  if (invoice.clientCompany) buyerRows.push(['company', invoice.clientCompany]);
  if (invoice.buyer.vatNumber) buyerRows.push(['vatNumber', ltr(invoice.buyer.vatNumber)]);
  // As the buyer typed it, in its own direction (an address in Latin letters reads left to right).
  if (invoice.buyer.address)
    buyerRows.push(['nationalAddress', nationalAddressLine(invoice.buyer.address, /\p{Script=Arabic}/u.test(invoice.buyer.address.street) ? 'ar' : 'en')]);
  if (invoice.clientEmail) buyerRows.push(['email', ltr(invoice.clientEmail)]);
  if (invoice.clientPhone) buyerRows.push(['phone', ltr(invoice.clientPhone)]);
  drawRows(canvas, buyerRows);
  canvas.y += 12;

  // The lines under both their names: the Arabic one first, the English one (when it differs) beneath.
  const lines = invoice.items.map((item) => {
    const arabic = item.arabicName || item.name;
    const english = item.arabicName && item.arabicName !== item.name ? item.name : '';
    return { ...item, name: arabic, arabicName: '', description: [english, item.description].filter(Boolean).join('\n') };
  });
  const header = (key: string) => `${translate('ar', `account:invoices.pdf.${key}`)}\n${translate('en', `account:invoices.pdf.${key}`)}`;
  drawLinesTable(
    canvas,
    lines,
    STYLE,
    { item: header('item'), quantity: header('quantity'), unitPrice: header('unitPrice'), vat: header('lineVat'), total: header('total') },
    money,
  );

  // The QR code on the start side, the totals beside it on the end side; kept together on one page.
  canvas.ensureSpace(QR_SIZE + 30);
  const blockTop = canvas.y;
  canvas.image(await zatcaQrPng(invoice), 0, blockTop, QR_SIZE);
  const [qrAr, qrEn] = pair('qrCaption');
  canvas.textAt(`${qrAr}\n${qrEn}`, blockTop + QR_SIZE + 2, { size: 7, color: MUTED, width: CONTENT_WIDTH - 350, auto: false });
  const rate = ltr(`${invoice.vatRatePercent}%`);
  const totals: Array<[string, string, boolean, Record<string, string>?]> = [
    ['subtotal', money(invoice.subtotal), false],
    ['vat', money(invoice.vat), false, { rate }],
    [invoice.kind === 'credit_note' ? 'totalCredited' : 'grandTotal', money(invoice.total), true],
  ];
  for (const deduction of invoice.deductions) {
    const number = ltr(deduction.advance.invoiceNumber);
    totals.push(['lessAdvance', money(-deduction.subtotal), false, { number }]);
    totals.push(['lessAdvanceVat', money(-deduction.vat), false, { number }]);
  }
  if (invoice.deductions.length > 0) totals.push(['amountDue', money(invoice.payable), true]);
  drawBilingualTotals(canvas, totals);
  canvas.y += 4;
  canvas.text(both('amountsInSar'), { size: 8, color: MUTED, align: 'end' });
  canvas.y = Math.max(canvas.y, blockTop + QR_SIZE + 24) + 10;

  if (invoice.status === 'paid' && invoice.paidOn && invoice.paymentMethod) {
    canvas.text(both('paymentTitle'), { size: 10, weight: 'bold', color: STATUS_COLORS.paid });
    drawRows(canvas, [
      ['paidOn', day(invoice.paidOn)],
      ['method', both(`account:invoices.methods.${invoice.paymentMethod}`)],
      ...(invoice.paymentReference ? ([['reference', ltr(invoice.paymentReference)]] as Row[]) : []),
    ]);
    canvas.y += 6;
  }
  drawRows(canvas, [['uuid', ltr(invoice.uuid)]], undefined, 7.5);

  return canvas.finish((page, pages) =>
    [`${arabicSeller} · ${ltr(invoice.invoiceNumber)}`, both('page', { page: String(page), pages: String(pages) })].join('   ·   '),
  );
}
