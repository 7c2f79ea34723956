import type { RouteContext } from '../http/context';
import { CSV_BOM, type CsvCell, csvLine } from './csv';

/** One column of an export: its header (an i18n key, written in the request's language) and its cell. */
export interface CsvColumn<T> {
  header: string;
  cell: (row: T) => CsvCell;
}

/** RFC 6266: an ASCII name (ours always are) for the attachment. */
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

/**
 * Answers with a CSV file written batch by batch as the rows are read: at most one batch is held
 * (the next is read only once the previous one has been taken by the connection), so 100,000 rows
 * cost what 500 do. The first batch is read before anything is sent, so a failing query still
 * gets the error envelope; a failure later cuts the connection, so the download is seen broken
 * rather than complete but short. A caller who goes away stops the reading.
 */
export async function sendCsv<T>(ctx: RouteContext, fileName: string, columns: readonly CsvColumn<T>[], batches: AsyncIterable<T[]>): Promise<void> {
  const { res } = ctx;
  const iterator = batches[Symbol.asyncIterator]();
  let next = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', attachment(fileName));
  // Private data: never kept by a shared cache, nor by the browser.
  res.setHeader('Cache-Control', 'no-store');
  let closed = false;
  res.once('close', () => {
    closed = true;
  });
  // Waits for the connection to take what was written, or to go away; leaves no listener behind.
  const taken = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.on('drain', done);
      res.on('close', done);
    });
  const write = async (text: string) => {
    if (!res.write(text) && !closed) await taken();
  };
  try {
    await write(CSV_BOM + csvLine(columns.map((column) => ctx.t(column.header))));
    while (!next.done && !closed) {
      await write(next.value.map((row) => csvLine(columns.map((column) => column.cell(row)))).join(''));
      next = await iterator.next();
    }
    if (closed) await iterator.return?.();
    else res.end();
  } catch (error) {
    ctx.app.logger.error({ err: error, url: ctx.req.originalUrl }, 'an export failed after it started');
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
