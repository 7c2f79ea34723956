import { pipeline } from 'node:stream/promises';
import type { RouteContext } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import type { ByteRange } from './storage/file-storage';
import { isImage } from './uploads';

/** RFC 6266 filename parameters: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The part of the file a Range header asks for: one range is answered with 206; several, a
 * malformed header or an If-Range (there is no validator to match it against) get the whole file;
 * a range past the end is 416.
 */
function requestedRange(header: string | undefined, ifRange: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  if (!header || ifRange !== undefined) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return 'whole';
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends a stored file as its row describes it: images inline, every other type as an attachment,
 * always with nosniff and a sandboxing CSP; one byte range is answered with 206. `cacheControl`:
 * public files are cached by everyone; a file only some may read is cached by the browser alone.
 */
export async function sendStoredFile(
  ctx: RouteContext,
  storedName: string,
  row: { file_name: string; content_type: string } | undefined,
  cacheControl = 'public, max-age=31536000, immutable',
): Promise<void> {
  const stored = row ? await ctx.app.storage.stat(storedName) : null;
  if (!row || !stored) throw notFound('fileNotFound');
  const { req, res } = ctx;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  res.setHeader('Accept-Ranges', 'bytes');
  const range = requestedRange(req.headers.range, req.headers['if-range'] as string | undefined, stored.size);
  if (range === 'unsatisfiable') {
    res.setHeader('Content-Range', `bytes */${stored.size}`);
    throw new HttpError(416, 'VALIDATION_FAILED', 'rangeNotSatisfiable');
  }
  const body = req.method === 'HEAD' ? null : await ctx.app.storage.get(storedName, range === 'whole' ? undefined : range);
  if (req.method !== 'HEAD' && !body) throw notFound('fileNotFound');
  res.setHeader('Content-Type', row.content_type);
  res.setHeader('Content-Disposition', contentDisposition(isImage(row.content_type) ? 'inline' : 'attachment', row.file_name));
  // Stored names are random and never reused, so the content never changes.
  res.setHeader('Cache-Control', cacheControl);
  if (range === 'whole') {
    res.status(200).setHeader('Content-Length', String(stored.size));
  } else {
    res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${stored.size}`);
    res.setHeader('Content-Length', String(range.end - range.start + 1));
  }
  if (!body) {
    res.end();
    return;
  }
  try {
    await pipeline(body, res);
  } catch (error) {
    // The caller went away, or the storage failed once the headers were out: nothing more can be said.
    // pipeline() leaves the source open when the response was already closed before piping began
    // (ERR_STREAM_UNABLE_TO_PIPE), which left the file handle to the garbage collector: close it here.
    body.destroy();
    if (!res.writableEnded) res.destroy();
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ERR_STREAM_UNABLE_TO_PIPE')
      ctx.app.logger.warn({ err: error, storedName }, 'a stored file could not be sent whole');
  }
}
