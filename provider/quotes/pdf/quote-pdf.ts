import { styleOf, type StyleOrLanguage } from '../../../shared/format/format';
import { formatQuoteAmount, formatQuoteDay, formatQuoteInstant, formatQuoteNumberValue, formatQuotePercent } from '../../../shared/quotes/quote-format';
import { quoteTermTexts } from '../../../shared/quotes/quote-terms';
import type { QuoteDetail } from '../../../shared/types/quote';
import { translate } from '../../http/i18n';
import { BRAND, drawLabelledRows, drawLinesTable, drawTotals, MUTED } from './document-parts';
import { CONTENT_WIDTH, PdfCanvas } from './pdf-canvas';
import { ltr } from './bidi-text';
import { legalNameIn, nationalAddressLine } from '../../../shared/content/legal-identity';

/**
 * The quote as a PDF in the reader's language: the company's details, the quote's number, dates and
 * status, the client, the priced lines, the totals and the terms. Arabic is laid out right to left
 * (mirrored columns, right-aligned text, shaped with the font's OpenType tables).
 */

const STATUS_COLORS: Record<string, string> = { pending: '#b8862b', accepted: '#1b7f3b', rejected: '#b3261e', expired: '#6b7774' };

export async function renderQuotePdf(quote: QuoteDetail, reader: StyleOrLanguage): Promise<Buffer> {
  // The reader's language and digits: every number, amount and date of the document in one system.
  const style = styleOf(reader);
  const { language } = style;
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, key.includes(':') ? key : `quotes:pdf.${key}`, vars);
  const money = (amount: number) => formatQuoteAmount(amount, style);
  const { legal } = quote.companyInfo;
  // The registered name, Arabic on an Arabic quote (issue 32): the company as the law knows it.
  const appName = legalNameIn(legal, language) || translate(language, 'common:appName');
  const canvas = new PdfCanvas(language, { title: `${t('title')} ${quote.quoteNumber}`, author: appName, subject: quote.clientName });
  const half = CONTENT_WIDTH / 2 - 10;

  // Header: the company on the start side, the quote's identity on the end side.
  const top = canvas.y;
  let left = top;
  left += canvas.textAt(appName, left, { size: 22, weight: 'bold', color: BRAND, width: half, leading: 1.3 });
  // Numbers, addresses and links read left to right inside an Arabic line (ltr), never group by group.
  const companyLines = [
    legal.nationalAddress ? nationalAddressLine(legal.nationalAddress, language) : quote.companyInfo.address[language],
    ltr(quote.companyInfo.phone),
    ltr(quote.companyInfo.email),
    ltr(quote.companyInfo.website),
    ...(legal.vatNumber ? [`${t('account:invoices.pdf.vatNumber')}: ${ltr(legal.vatNumber)}`] : []),
    ...(legal.crNumber ? [`${t('account:invoices.pdf.crNumber')}: ${ltr(legal.crNumber)}`] : []),
  ];
  for (const line of companyLines) left += canvas.textAt(line, left, { size: 9, color: MUTED, width: half });
  const end = { start: CONTENT_WIDTH - half, width: half, align: 'end' as const };
  let right = top;
  right += canvas.textAt(t('title'), right, { ...end, size: 22, weight: 'bold', leading: 1.3 });
  right += canvas.textAt(ltr(quote.quoteNumber), right, { ...end, size: 12, weight: 'bold', color: BRAND });
  right += canvas.textAt(`${t('date')}: ${formatQuoteInstant(quote.quoteDate, style, true)}`, right, { ...end, size: 9, color: MUTED });
  right += canvas.textAt(`${t('validUntil')}: ${formatQuoteDay(quote.validUntil, style, true)}`, right, { ...end, size: 9, color: MUTED });
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
    [t('email'), ltr(quote.clientEmail)],
    [t('phone'), ltr(quote.clientPhone)],
  ];
  drawLabelledRows(canvas, clientRows);
  canvas.y += 14;

  // The lines, in a table whose header repeats on every page it flows onto.
  drawLinesTable(canvas, quote.items, style, { item: t('item'), quantity: t('quantity'), unitPrice: t('unitPrice'), total: t('total') });

  // Totals, on the end side.
  drawTotals(canvas, [
    [t('subtotal'), money(quote.subtotal), false],
    [t('tax', { rate: formatQuotePercent(quote.taxRatePercent, style) }), money(quote.tax), false],
    [t('grandTotal'), money(quote.totalAmount), true],
  ]);
  canvas.y += 4;
  canvas.text(t('amountsIn'), { size: 8, color: MUTED, align: 'end' });
  canvas.y += 12;

  // The answer, when there is one.
  if (quote.status !== 'pending') {
    const color = STATUS_COLORS[quote.status] ?? MUTED;
    canvas.text(`${t('status')}: ${t(`quotes:status.${quote.status}`)}`, { size: 11, weight: 'bold', color });
    if (quote.answeredAt) canvas.text(t('answeredAt', { date: formatQuoteInstant(quote.answeredAt, style, true) }), { size: 9, color: MUTED });
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
    [`${appName} · ${ltr(quote.quoteNumber)}`, t('page', { page: formatQuoteNumberValue(page, style), pages: formatQuoteNumberValue(pages, style) })].join(
      '   ·   ',
    ),
  );
}
