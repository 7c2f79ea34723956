/**
 * CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, quote or line
 * break, lines ended by CRLF, the file opened by a UTF-8 byte order mark so Excel reads Arabic as
 * UTF-8 instead of the system's code page.
 */
export const CSV_BOM = '\uFEFF';

/** One cell: text, a number, a yes/no, or nothing (an empty cell). */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). A text cell
 * starting with one gets a leading apostrophe, which spreadsheets show as text and do not evaluate:
 * a client named "=HYPERLINK(…)" stays a name. Numbers are written as numbers and never touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function textOf(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
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
