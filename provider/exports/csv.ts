/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, quote or line
 * break, lines ended by CRLF, the file opened by a UTF-8 byte order mark so Excel reads Arabic as
 * UTF-8 instead of the system's code page.
 */
export const CSV_BOM = '\uFEFF';

/** An amount of riyals, written with its two decimals ("21564.40"), as the documents print it. */
export interface CsvMoney {
  riyals: number;
}

export const money = (riyals: number): CsvMoney => ({ riyals });

/** One cell: text, a number, an amount, a yes/no, or nothing (an empty cell). */
export type CsvCell = string | number | CsvMoney | boolean | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). A text cell
 * starting with one gets a leading apostrophe, which spreadsheets show as text and do not evaluate:
 * a client named "=HYPERLINK(…)" stays a name. Numbers are written as numbers and never touched,
 * and so is a phone number in E.164 ("+966501234567"): digits alone after the plus run nothing, and
 * an apostrophe in front of every client's phone made the column useless (issue 32 item 27).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const E164 = /^\+[1-9]\d{6,14}$/;

function textOf(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  if (typeof cell === 'object') return Number.isFinite(cell.riyals) ? cell.riyals.toFixed(2) : '';
  return FORMULA_START.test(cell) && !E164.test(cell) ? `'${cell}` : cell;
}

/** One cell as written in the file. */
export function csvField(cell: CsvCell): string {
  const text = textOf(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of the file, CRLF included. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}
