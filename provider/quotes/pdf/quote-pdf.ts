import { styleOf, type StyleOrLanguage } from '../../../shared/format/format';
import {
  formatQuoteAmount,
  formatQuoteDay,
  formatQuoteInstant,
  formatQuoteNumberValue,
  formatQuotePercent,
  quoteItemName,
} from '../../../shared/quotes/quote-format';
import { quoteTermTexts } from '../../../shared/quotes/quote-terms';
import type { QuoteDetail } from '../../../shared/types/quote';
import { translate } from '../../http/i18n';
import { CONTENT_WIDTH, PdfCanvas, type TextOptions } from './pdf-canvas';

/**
 * The quote as a PDF in the reader's language: the company's details, the quote's number, dates and
 * status, the client, the priced lines, the totals and the terms. Arabic is laid out right to left
 * (mirrored columns, right-aligned text, shaped with the font's OpenType tables).
 */

const BRAND = '#0f6e63';
const MUTED = '#4d5b58';
const TABLE_HEAD = '#e7f1ef';
const STATUS_COLORS: Record<string, string> = { pending: '#b8862b', accepted: '#1b7f3b', rejected: '#b3261e', expired: '#6b7774' };

/** Table columns, from the start side: number, item, quantity, unit price, total. */
const COLUMNS = (() => {
  const index = 24;
  const quantity = 50;
  const money = 100;
  const item = CONTENT_WIDTH - index - quantity - 2 * money;
  const starts = [0, index, index + item, index + item + quantity, index + item + quantity + money];
  const widths = [index, item, quantity, money, money];
  return starts.map((start, i) => ({ start, width: widths[i]! }));
})();
const CELL_PADDING = 6;

export async function renderQuotePdf(quote: QuoteDetail, reader: StyleOrLanguage): Promise<Buffer> {
  // The reader's language and digits: every number, amount and date of the document in one system.
  const style = styleOf(reader);
  const { language } = style;
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, key.includes(':') ? key : `quotes:pdf.${key}`, vars);
  const money = (amount: number) => formatQuoteAmount(amount, style);
  const appName = translate(language, 'common:appName');
  const canvas = new PdfCanvas(language, { title: `${t('title')} ${quote.quoteNumber}`, author: appName, subject: quote.clientName });
  const half = CONTENT_WIDTH / 2 - 10;

  // Header: the company on the start side, the quote's identity on the end side.
  const top = canvas.y;
  let left = top;
  left += canvas.textAt(appName, left, { size: 22, weight: 'bold', color: BRAND, width: half, leading: 1.3 });
  for (const line of [quote.companyInfo.address[language], quote.companyInfo.phone, quote.companyInfo.email, quote.companyInfo.website]) {
    left += canvas.textAt(line, left, { size: 9, color: MUTED, width: half });
  }
  const end = { start: CONTENT_WIDTH - half, width: half, align: 'end' as const };
  let right = top;
  right += canvas.textAt(t('title'), right, { ...end, size: 22, weight: 'bold', leading: 1.3 });
  right += canvas.textAt(quote.quoteNumber, right, { ...end, size: 12, weight: 'bold', color: BRAND });
  right += canvas.textAt(`${t('date')}: ${formatQuoteInstant(quote.quoteDate, style)}`, right, { ...end, size: 9, color: MUTED });
  right += canvas.textAt(`${t('validUntil')}: ${formatQuoteDay(quote.validUntil, style)}`, right, { ...end, size: 9, color: MUTED });
  right += canvas.textAt(`${t('status')}: ${t(`quotes:status.${quote.status}`)}`, right, {
    ...end,
    size: 10,
    weight: 'bold',
    color: STATUS_COLORS[quote.status] ?? MUTED,
  });
  canvas.y = Math.max(left, right) + 10;
  canvas.rule(canvas.y, BRAND);
  canvas.y += 14;

  // The client.
  canvas.text(t('billTo'), { size: 11, weight: 'bold', color: BRAND });
  canvas.y += 2;
  const clientRows: Array<[string, string]> = [
    [t('name'), quote.clientName],
    ...(quote.clientCompany ? ([[t('company'), quote.clientCompany]] as Array<[string, string]>) : []),
    [t('email'), quote.clientEmail],
    [t('phone'), quote.clientPhone],
  ];
  for (const [label, value] of clientRows) {
    const labelWidth = 110;
    const height = Math.max(
      canvas.measureHeight(label, { size: 9.5, width: labelWidth }),
      canvas.measureHeight(value, { size: 9.5, width: CONTENT_WIDTH - labelWidth }),
    );
    canvas.ensureSpace(height);
    canvas.textAt(label, canvas.y, { size: 9.5, color: MUTED, width: labelWidth });
    canvas.textAt(value, canvas.y, { size: 9.5, start: labelWidth, width: CONTENT_WIDTH - labelWidth, auto: true });
    canvas.y += height;
  }
  canvas.y += 14;

  // The lines, in a table whose header repeats on every page it flows onto.
  const headerCells = ['#', t('item'), t('quantity'), t('unitPrice'), t('total')];
  const headerOptions = (i: number): TextOptions => ({
    size: 9,
    weight: 'bold',
    start: COLUMNS[i]!.start + CELL_PADDING,
    width: COLUMNS[i]!.width - 2 * CELL_PADDING,
    align: i >= 2 ? 'end' : 'start',
  });
  const headerHeight = Math.max(...headerCells.map((cell, i) => canvas.measureHeight(cell, headerOptions(i)))) + 10;
  const drawHeader = () => {
    canvas.rect(0, canvas.y, CONTENT_WIDTH, headerHeight, TABLE_HEAD);
    headerCells.forEach((cell, i) => canvas.textAt(cell, canvas.y + 5, headerOptions(i)));
    canvas.y += headerHeight;
  };
  canvas.ensureSpace(headerHeight + 40);
  drawHeader();
  canvas.onNewPage = drawHeader;
  quote.items.forEach((item, index) => {
    const name = quoteItemName(item, language);
    const cell = (i: number, extra: TextOptions = {}): TextOptions => ({
      size: 9.5,
      start: COLUMNS[i]!.start + CELL_PADDING,
      width: COLUMNS[i]!.width - 2 * CELL_PADDING,
      align: i >= 2 ? 'end' : 'start',
      ...extra,
    });
    const values = [formatQuoteNumberValue(index + 1, style), name, formatQuoteNumberValue(item.quantity, style), money(item.unitPrice), money(item.total)];
    const nameHeight = canvas.measureHeight(name, cell(1, { weight: 'bold', auto: true }));
    const descriptionHeight = item.description ? canvas.measureHeight(item.description, cell(1, { size: 8.5, auto: true })) : 0;
    const height = Math.max(nameHeight + descriptionHeight, ...[0, 2, 3, 4].map((i) => canvas.measureHeight(values[i]!, cell(i)))) + 12;
    canvas.ensureSpace(height);
    const rowTop = canvas.y + 6;
    values.forEach((value, i) => {
      if (i === 1) {
        canvas.textAt(value, rowTop, cell(1, { weight: 'bold', auto: true }));
        if (item.description) canvas.textAt(item.description, rowTop + nameHeight, cell(1, { size: 8.5, color: MUTED, auto: true }));
      } else {
        canvas.textAt(value, rowTop, cell(i));
      }
    });
    canvas.y += height;
    canvas.rule(canvas.y);
  });
  canvas.onNewPage = null;
  canvas.y += 10;

  // Totals, on the end side.
  const totalsWidth = 250;
  const totals: Array<[string, string, boolean]> = [
    [t('subtotal'), money(quote.subtotal), false],
    [t('tax', { rate: formatQuotePercent(quote.taxRatePercent, style) }), money(quote.tax), false],
    [t('grandTotal'), money(quote.totalAmount), true],
  ];
  for (const [label, value, strong] of totals) {
    const options: TextOptions = { size: strong ? 12 : 10, weight: strong ? 'bold' : 'regular' };
    const height = canvas.lineHeight(options) + (strong ? 8 : 2);
    canvas.ensureSpace(height);
    if (strong) canvas.rect(CONTENT_WIDTH - totalsWidth, canvas.y, totalsWidth, height, TABLE_HEAD);
    const top = canvas.y + (strong ? 4 : 1);
    canvas.textAt(label, top, { ...options, start: CONTENT_WIDTH - totalsWidth + CELL_PADDING, width: totalsWidth / 2, color: strong ? BRAND : MUTED });
    canvas.textAt(value, top, { ...options, start: CONTENT_WIDTH - totalsWidth / 2, width: totalsWidth / 2 - CELL_PADDING, align: 'end' });
    canvas.y += height;
  }
  canvas.y += 4;
  canvas.text(t('amountsIn'), { size: 8, color: MUTED, align: 'end' });
  canvas.y += 12;

  // The answer, when there is one.
  if (quote.status !== 'pending') {
    const color = STATUS_COLORS[quote.status] ?? MUTED;
    canvas.text(`${t('status')}: ${t(`quotes:status.${quote.status}`)}`, { size: 11, weight: 'bold', color });
    if (quote.answeredAt) canvas.text(t('answeredAt', { date: formatQuoteInstant(quote.answeredAt, style) }), { size: 9, color: MUTED });
    if (quote.rejectionReason) {
      canvas.text(t('rejectionReason'), { size: 9.5, weight: 'bold' });
      canvas.text(quote.rejectionReason, { size: 9.5, auto: true });
    }
    canvas.y += 10;
  }

  // Notes and terms.
  const terms = quoteTermTexts(quote, style, t);
  const sections: Array<[string, string]> = [
    ...(quote.additionalNotes ? ([[t('notes'), quote.additionalNotes]] as Array<[string, string]>) : []),
    [t('paymentTerms'), terms.paymentTerms],
    [t('deliveryTime'), terms.deliveryTime],
    [t('warranty'), terms.warranty],
    [t('termsAndConditions'), terms.termsAndConditions],
  ];
  for (const [title, body] of sections) {
    canvas.ensureSpace(canvas.lineHeight({ size: 10 }) * 2);
    canvas.text(title, { size: 10, weight: 'bold', color: BRAND });
    canvas.text(body, { size: 9.5, auto: true });
    canvas.y += 8;
  }

  return canvas.finish((page, pages) =>
    [`${appName} · ${quote.quoteNumber}`, t('page', { page: formatQuoteNumberValue(page, style), pages: formatQuoteNumberValue(pages, style) })].join(
      '   ·   ',
    ),
  );
}
