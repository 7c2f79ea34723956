import type { CompanyLegal } from '../../shared/content/legal-identity';
import type { PartnerStatement } from '../../shared/types/finance';
import { translate } from '../http/i18n';
import { day, drawBilingualTotals, drawRows, instant, money, type Row } from '../invoices/pdf/invoice-pdf';
import { ltr } from '../quotes/pdf/bidi-text';
import { BRAND, MUTED, TABLE_HEAD } from '../quotes/pdf/document-parts';
import { CONTENT_WIDTH, PdfCanvas, type TextOptions } from '../quotes/pdf/pdf-canvas';

/**
 * A partner's monthly statement as one bilingual PDF, laid out as the tax invoices are (Arabic first,
 * right to left, every label "Arabic / English", numbers in Latin digits): the company and the
 * partner, the balance brought forward, the jobs done in the month with what each owes, the payouts
 * recorded, and the balance carried forward.
 */

const K = (key: string) => `finance:pdf.${key}`;
const both = (key: string) => `${translate('ar', K(key))} / ${ltr(translate('en', K(key)))}`;
const header = (key: string) => `${translate('ar', K(key))}\n${translate('en', K(key))}`;

const PADDING = 6;

/** A plain table: a header band that repeats on every page it flows onto, then one row per entry. */
function drawTable(canvas: PdfCanvas, columns: Array<{ title: string; width: number; end?: boolean }>, rows: string[][]): void {
  let start = 0;
  const boxes = columns.map((column) => {
    const box = { start, width: column.width, end: column.end ?? false };
    start += column.width;
    return box;
  });
  const options = (i: number, extra: TextOptions = {}): TextOptions => ({
    size: 9,
    start: boxes[i]!.start + PADDING,
    width: boxes[i]!.width - 2 * PADDING,
    align: boxes[i]!.end ? 'end' : 'start',
    auto: true,
    ...extra,
  });
  const headerHeight = Math.max(...columns.map((column, i) => canvas.measureHeight(column.title, options(i, { weight: 'bold' })))) + 10;
  const drawHeader = () => {
    canvas.rect(0, canvas.y, CONTENT_WIDTH, headerHeight, TABLE_HEAD);
    columns.forEach((column, i) => {
      canvas.textAt(column.title, canvas.y + 5, options(i, { weight: 'bold', auto: false }));
    });
    canvas.y += headerHeight;
  };
  canvas.ensureSpace(headerHeight + 30);
  drawHeader();
  canvas.onNewPage = drawHeader;
  for (const row of rows) {
    const height = Math.max(...row.map((cell, i) => canvas.measureHeight(cell, options(i)))) + 10;
    canvas.ensureSpace(height);
    row.forEach((cell, i) => {
      canvas.textAt(cell, canvas.y + 5, options(i));
    });
    canvas.y += height;
    canvas.rule(canvas.y);
  }
  canvas.onNewPage = null;
  canvas.y += 10;
}

export async function renderStatementPdf(statement: PartnerStatement, company: CompanyLegal): Promise<Buffer> {
  const companyName = company.arabicName || company.name;
  const partnerName = statement.partnerArabicName || statement.partnerName;
  const canvas = new PdfCanvas('ar', {
    title: `${translate('ar', K('title'))} ${partnerName} ${statement.month}`,
    author: companyName,
    subject: partnerName,
  });
  const half = CONTENT_WIDTH / 2 - 10;

  // Header: the company on the start (right) side, the document's title and month on the end side.
  const top = canvas.y;
  let start = top;
  start += canvas.textAt(companyName, start, { size: 18, weight: 'bold', color: BRAND, width: half, leading: 1.3, auto: true });
  if (company.arabicName && company.name && company.name !== company.arabicName)
    start += canvas.textAt(company.name, start, { size: 11, weight: 'bold', color: BRAND, width: half, auto: true });
  const end = { start: CONTENT_WIDTH - half, width: half, align: 'end' as const };
  let side = top;
  side += canvas.textAt(translate('ar', K('title')), side, { ...end, size: 17, weight: 'bold', leading: 1.3 });
  side += canvas.textAt(translate('en', K('title')), side, { ...end, size: 11, weight: 'bold', auto: true });
  side += canvas.textAt(ltr(statement.month), side, { ...end, size: 12, weight: 'bold', color: BRAND });
  canvas.y = Math.max(start, side) + 8;
  canvas.rule(canvas.y, BRAND);
  canvas.y += 10;

  const details: Row[] = [
    [K('partner'), partnerName],
    ...(statement.partnerArabicName && statement.partnerName !== statement.partnerArabicName ? ([[K('partnerLatin'), statement.partnerName]] as Row[]) : []),
    [K('month'), ltr(statement.month)],
    [K('openingBalance'), money(statement.openingBalance)],
  ];
  drawRows(canvas, details);
  canvas.y += 10;

  canvas.text(both('jobsTitle'), { size: 11, weight: 'bold', color: BRAND });
  canvas.y += 4;
  if (statement.jobs.length === 0) {
    canvas.text(both('noJobs'), { size: 9, color: MUTED });
    canvas.y += 8;
  } else {
    drawTable(
      canvas,
      [
        { title: header('booking'), width: 70 },
        { title: header('client'), width: CONTENT_WIDTH - 70 - 90 - 110 - 90 },
        { title: header('quote'), width: 90 },
        { title: header('doneAt'), width: 110 },
        { title: header('amountOwed'), width: 90, end: true },
      ],
      statement.jobs.map((job) => [ltr(`#${job.bookingId}`), job.clientName, ltr(job.quoteNumber ?? '—'), instant(job.doneAt), money(job.amountOwed)]),
    );
  }

  canvas.text(both('payoutsTitle'), { size: 11, weight: 'bold', color: BRAND });
  canvas.y += 4;
  if (statement.payouts.length === 0) {
    canvas.text(both('noPayouts'), { size: 9, color: MUTED });
    canvas.y += 8;
  } else {
    drawTable(
      canvas,
      [
        { title: header('paidOn'), width: 210 },
        { title: header('reference'), width: CONTENT_WIDTH - 210 - 110 },
        { title: header('amountPaid'), width: 110, end: true },
      ],
      statement.payouts.map((payout) => [day(payout.paidOn), [payout.reference, payout.note].filter(Boolean).join(' · ') || '—', money(payout.amount)]),
    );
  }

  drawBilingualTotals(canvas, [
    [K('openingBalance'), money(statement.openingBalance), false],
    [K('owedInMonth'), money(statement.owedInMonth), false],
    [K('paidInMonth'), money(-statement.paidInMonth), false],
    [K('closingBalance'), money(statement.closingBalance), true],
  ]);
  canvas.y += 4;
  canvas.text(`${translate('ar', 'account:invoices.pdf.amountsInSar')} / ${ltr(translate('en', 'account:invoices.pdf.amountsInSar'))}`, {
    size: 8,
    color: MUTED,
    align: 'end',
  });

  return canvas.finish((page, pages) =>
    [
      `${companyName} · ${partnerName} · ${ltr(statement.month)}`,
      `${translate('ar', 'account:invoices.pdf.page', { page, pages })} / ${ltr(translate('en', 'account:invoices.pdf.page', { page, pages }))}`,
    ].join('   ·   '),
  );
}
