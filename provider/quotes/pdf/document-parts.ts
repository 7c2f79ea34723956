import type { NumberStyle } from '../../../shared/format/numerals';
import { formatQuoteAmount, formatQuoteNumberValue, quoteItemName } from '../../../shared/quotes/quote-format';
import { CONTENT_WIDTH, type PdfCanvas, type TextOptions } from './pdf-canvas';

/**
 * The parts a priced document (quote, invoice) shares: the party block, the table of lines whose
 * header repeats on each page it flows onto, and the totals on the end side.
 */

export const BRAND = '#0f6e63';
export const MUTED = '#4d5b58';
export const TABLE_HEAD = '#e7f1ef';
const CELL_PADDING = 6;

/** Table columns, from the start side: number, item, quantity, then the money columns (unit price, [VAT,] total). */
function columnsOf(moneyColumns: number) {
  const index = 24;
  const quantity = 50;
  const money = moneyColumns === 2 ? 100 : 82;
  const item = CONTENT_WIDTH - index - quantity - moneyColumns * money;
  const widths = [index, item, quantity, ...Array.from({ length: moneyColumns }, () => money)];
  let start = 0;
  return widths.map((width) => {
    const column = { start, width };
    start += width;
    return column;
  });
}

/** Label and value rows (a party's name, company, e-mail, ...), each value typed text in its own direction. */
export function drawLabelledRows(canvas: PdfCanvas, rows: Array<[string, string]>, labelWidth = 110): void {
  for (const [label, value] of rows) {
    const height = Math.max(
      canvas.measureHeight(label, { size: 9.5, width: labelWidth }),
      canvas.measureHeight(value, { size: 9.5, width: CONTENT_WIDTH - labelWidth }),
    );
    canvas.ensureSpace(height);
    canvas.textAt(label, canvas.y, { size: 9.5, color: MUTED, width: labelWidth });
    canvas.textAt(value, canvas.y, { size: 9.5, start: labelWidth, width: CONTENT_WIDTH - labelWidth, auto: true });
    canvas.y += height;
  }
}

export interface PricedLine {
  name: string;
  arabicName?: string;
  description: string;
  quantity: number;
  unitPrice: number;
  total: number;
  vat?: number;
}

/**
 * The lines, in a table whose header (#, item, quantity, unit price, [VAT,] total) repeats on every
 * page it flows onto. With headers.vat, each line's VAT has its column (a tax invoice's lines).
 */
export function drawLinesTable(
  canvas: PdfCanvas,
  lines: readonly PricedLine[],
  style: NumberStyle,
  headers: { item: string; quantity: string; unitPrice: string; total: string; vat?: string },
  money: (amount: number) => string = (amount) => formatQuoteAmount(amount, style),
): void {
  const headerCells = ['#', headers.item, headers.quantity, headers.unitPrice, ...(headers.vat ? [headers.vat] : []), headers.total];
  const COLUMNS = columnsOf(headerCells.length - 3);
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
  lines.forEach((item, index) => {
    const name = quoteItemName(item, style.language);
    const cell = (i: number, extra: TextOptions = {}): TextOptions => ({
      size: 9.5,
      start: COLUMNS[i]!.start + CELL_PADDING,
      width: COLUMNS[i]!.width - 2 * CELL_PADDING,
      align: i >= 2 ? 'end' : 'start',
      ...extra,
    });
    const values = [
      formatQuoteNumberValue(index + 1, style),
      name,
      formatQuoteNumberValue(item.quantity, style),
      money(item.unitPrice),
      ...(headers.vat ? [money(item.vat ?? 0)] : []),
      money(item.total),
    ];
    const nameHeight = canvas.measureHeight(name, cell(1, { weight: 'bold', auto: true }));
    const descriptionHeight = item.description ? canvas.measureHeight(item.description, cell(1, { size: 8.5, auto: true })) : 0;
    const height = Math.max(nameHeight + descriptionHeight, ...values.map((value, i) => (i === 1 ? 0 : canvas.measureHeight(value, cell(i))))) + 12;
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
}

/**
 * Totals on the end side, the strong ones on a tinted band; each row is a label, an amount and
 * whether it is a grand total. `width` and `labelShare` widen the block for long (bilingual) labels.
 */
export function drawTotals(canvas: PdfCanvas, totals: Array<[string, string, boolean]>, width = 250, labelShare = 0.5): void {
  const labelWidth = width * labelShare;
  for (const [label, value, strong] of totals) {
    const options: TextOptions = { size: strong ? 12 : 10, weight: strong ? 'bold' : 'regular' };
    const labelOptions: TextOptions = {
      ...options,
      start: CONTENT_WIDTH - width + CELL_PADDING,
      width: labelWidth - CELL_PADDING,
      color: strong ? BRAND : MUTED,
    };
    const height = Math.max(canvas.lineHeight(options), canvas.measureHeight(label, labelOptions)) + (strong ? 8 : 2);
    canvas.ensureSpace(height);
    if (strong) canvas.rect(CONTENT_WIDTH - width, canvas.y, width, height, TABLE_HEAD);
    const top = canvas.y + (strong ? 4 : 1);
    canvas.textAt(label, top, labelOptions);
    canvas.textAt(value, top, { ...options, start: CONTENT_WIDTH - width + labelWidth, width: width - labelWidth - CELL_PADDING, align: 'end' });
    canvas.y += height;
  }
}
