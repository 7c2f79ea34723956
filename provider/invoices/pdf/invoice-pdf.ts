import { styleOf, type StyleOrLanguage } from '../../../shared/format/format';
import { formatQuoteAmount, formatQuoteInstant, formatQuoteDay, formatQuotePercent, formatQuoteNumberValue } from '../../../shared/quotes/quote-format';
import type { Invoice } from '../../../shared/types/invoice';
import { translate } from '../../http/i18n';
import { BRAND, drawLabelledRows, drawLinesTable, drawTotals, MUTED } from '../../quotes/pdf/document-parts';
import { CONTENT_WIDTH, PdfCanvas } from '../../quotes/pdf/pdf-canvas';
import { zatcaQrPng } from '../zatca-qr';

/**
 * The tax invoice as a PDF in the reader's language, shaped like the quote's: the seller with its VAT
 * number, the invoice's number, time of issue and status, the client, the lines, the totals with VAT
 * and, beside them, the ZATCA QR code. Arabic is laid out right to left.
 */

const STATUS_COLORS: Record<string, string> = { issued: '#b8862b', paid: '#1b7f3b' };
const QR_SIZE = 110;

export async function renderInvoicePdf(invoice: Invoice, reader: StyleOrLanguage): Promise<Buffer> {
  const style = styleOf(reader);
  const { language } = style;
  const t = (key: string, vars?: Record<string, string | number>) => translate(language, key.includes(':') ? key : `account:invoices.pdf.${key}`, vars);
  const money = (amount: number) => formatQuoteAmount(amount, style);
  const canvas = new PdfCanvas(language, { title: `${t('title')} ${invoice.invoiceNumber}`, author: invoice.seller.name, subject: invoice.clientName });
  const half = CONTENT_WIDTH / 2 - 10;

  // Header: the seller on the start side, the invoice's identity on the end side.
  const top = canvas.y;
  let left = top;
  left += canvas.textAt(invoice.seller.name, left, { size: 20, weight: 'bold', color: BRAND, width: half, leading: 1.3, auto: true });
  left += canvas.textAt(invoice.seller.address[language], left, { size: 9, color: MUTED, width: half });
  left += canvas.textAt(`${t('vatNumber')}: ${invoice.seller.vatNumber}`, left, { size: 9.5, weight: 'bold', width: half });
  const end = { start: CONTENT_WIDTH - half, width: half, align: 'end' as const };
  let right = top;
  right += canvas.textAt(t('title'), right, { ...end, size: 20, weight: 'bold', leading: 1.3 });
  right += canvas.textAt(invoice.invoiceNumber, right, { ...end, size: 12, weight: 'bold', color: BRAND });
  right += canvas.textAt(`${t('issuedAt')}: ${formatQuoteInstant(invoice.issuedAt, style, true)}`, right, { ...end, size: 9, color: MUTED });
  right += canvas.textAt(`${t('quote')}: ${invoice.quoteNumber}`, right, { ...end, size: 9, color: MUTED });
  right += canvas.textAt(`${t('status')}: ${t(`account:invoices.status.${invoice.status}`)}`, right, {
    ...end,
    size: 10,
    weight: 'bold',
    color: STATUS_COLORS[invoice.status] ?? MUTED,
  });
  canvas.y = Math.max(left, right) + 10;
  canvas.rule(canvas.y, BRAND);
  canvas.y += 14;

  canvas.text(t('billTo'), { size: 11, weight: 'bold', color: BRAND });
  canvas.y += 2;
  drawLabelledRows(canvas, [
    [t('name'), invoice.clientName],
    ...(invoice.clientCompany ? ([[t('company'), invoice.clientCompany]] as Array<[string, string]>) : []),
    [t('email'), invoice.clientEmail],
    [t('phone'), invoice.clientPhone],
  ]);
  canvas.y += 14;

  drawLinesTable(canvas, invoice.items, style, { item: t('item'), quantity: t('quantity'), unitPrice: t('unitPrice'), total: t('total') });

  // The QR code on the start side, the totals beside it on the end side; kept together on one page.
  canvas.ensureSpace(QR_SIZE + 30);
  const blockTop = canvas.y;
  canvas.image(await zatcaQrPng(invoice), 0, blockTop, QR_SIZE);
  canvas.textAt(t('qrCaption'), blockTop + QR_SIZE + 2, { size: 7.5, color: MUTED, width: QR_SIZE + 60 });
  drawTotals(canvas, [
    [t('subtotal'), money(invoice.subtotal), false],
    [t('vat', { rate: formatQuotePercent(invoice.vatRatePercent, style) }), money(invoice.vat), false],
    [t('grandTotal'), money(invoice.total), true],
  ]);
  canvas.y += 4;
  canvas.text(t('amountsIn'), { size: 8, color: MUTED, align: 'end' });
  canvas.y = Math.max(canvas.y, blockTop + QR_SIZE + 20) + 10;

  if (invoice.status === 'paid' && invoice.paidOn && invoice.paymentMethod) {
    canvas.text(t('paymentTitle'), { size: 10, weight: 'bold', color: STATUS_COLORS.paid });
    drawLabelledRows(canvas, [
      [t('paidOn'), formatQuoteDay(invoice.paidOn, style, true)],
      [t('method'), t(`account:invoices.methods.${invoice.paymentMethod}`)],
      ...(invoice.paymentReference ? ([[t('reference'), invoice.paymentReference]] as Array<[string, string]>) : []),
    ]);
  }

  return canvas.finish((page, pages) =>
    [
      `${invoice.seller.name} · ${invoice.invoiceNumber}`,
      t('page', { page: formatQuoteNumberValue(page, style), pages: formatQuoteNumberValue(pages, style) }),
    ].join('   ·   '),
  );
}
