import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../shared/constants';
import { HttpError } from '../http/http-error';
import type { FileStorage } from './storage/file-storage';
import { STORED_NAME_PATTERN } from './stored-name';

export { STORED_NAME_PATTERN };

export interface StoredUpload {
  storedName: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** What we accept, by detected content (never by the name or the declared type alone). */
const BY_DETECTED_MIME: Record<string, { ext: string; contentType: string }> = {
  'image/png': { ext: 'png', contentType: 'image/png' },
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
  'image/gif': { ext: 'gif', contentType: 'image/gif' },
  'image/webp': { ext: 'webp', contentType: 'image/webp' },
  'application/pdf': { ext: 'pdf', contentType: 'application/pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
};

export const isImage = (contentType: string) => contentType.startsWith('image/');

/**
 * Parses a multipart body: text fields into req.body, files (field name `files`) onto disk under
 * random names. Sizes and counts are limited here; types are checked by `checkUploads`.
 */
export function multipartUploads(uploadDir: string): RequestHandler {
  mkdirSync(uploadDir, { recursive: true });
  const parser = multer({
    storage: multer.diskStorage({
      destination: uploadDir,
      filename: (_req, _file, done) => done(null, `incoming-${randomUUID()}.part`),
    }),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 200, fieldSize: 64 * 1024, parts: 220 },
    defParamCharset: 'utf8',
  }).any();
  return (req, res, next) => {
    parser(req, res, (error?: unknown) => {
      if (error) return next(error);
      const files = (req.files as Express.Multer.File[] | undefined) ?? [];
      const stray = files.filter((f) => f.fieldname !== 'files' && f.fieldname !== 'files[]');
      if (stray.length > 0) {
        void discardIncoming(files);
        return next(new HttpError(400, 'VALIDATION_FAILED', 'validationFailed', { files: ['provider:unexpectedFileField'] }));
      }
      next();
    });
  };
}

export function incomingFiles(files: unknown): Express.Multer.File[] {
  return Array.isArray(files) ? (files as Express.Multer.File[]) : [];
}

export async function discardIncoming(files: Express.Multer.File[]): Promise<void> {
  await Promise.all(files.map((f) => unlink(f.path).catch(() => undefined)));
}

async function looksLikeText(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const sample = buffer.subarray(0, bytesRead);
    if (sample.includes(0)) return false;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytesRead === buffer.length ? sample.subarray(0, bytesRead - 4) : sample);
      return true;
    } catch {
      return false;
    }
  } finally {
    await handle.close();
  }
}

async function detect(file: Express.Multer.File): Promise<{ ext: string; contentType: string } | null> {
  const extension = path.extname(file.originalname).toLowerCase();
  const detected = await fileTypeFromFile(file.path);
  if (detected) {
    if (BY_DETECTED_MIME[detected.mime]) return BY_DETECTED_MIME[detected.mime]!;
    // Legacy .doc files are OLE compound files; accept that container only under a .doc name.
    if (detected.ext === 'cfb' && extension === '.doc') return { ext: 'doc', contentType: 'application/msword' };
    return null;
  }
  if (extension === '.txt' && (await looksLikeText(file.path))) return { ext: 'txt', contentType: 'text/plain; charset=utf-8' };
  return null;
}

/** A display name safe for headers and the UI: no path, no control characters, bounded length. */
function cleanFileName(name: string, ext: string): string {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return (base || `file.${ext}`).slice(0, 200);
}

/**
 * Checks every uploaded file's real type, then puts it into the storage under a random name. If any file is not
 * allowed, all are deleted and the request fails with 400 (code UNSUPPORTED_FILE_TYPE): the spec's
 * client reads 400 as "invalid data" with field errors, and would show any other status as a bare
 * "Server error (415)".
 */
export async function checkUploads(files: Express.Multer.File[], storage: FileStorage): Promise<StoredUpload[]> {
  const kinds = await Promise.all(files.map(detect));
  const rejected = files.flatMap((_, i) => (kinds[i] === null ? [i] : []));
  if (rejected.length > 0) {
    await discardIncoming(files);
    // One error per refused file, under its place in the request (files[2]), so a form can name the
    // file it refers to instead of repeating the message (issue 32 item 15).
    throw new HttpError(
      400,
      'UNSUPPORTED_FILE_TYPE',
      'unsupportedFileType',
      Object.fromEntries(rejected.map((i) => [`files[${i}]`, ['validation:fileTypeNotAllowed']])),
    );
  }
  const stored: StoredUpload[] = [];
  try {
    for (const [i, file] of files.entries()) {
      const kind = kinds[i]!;
      const storedName = `${randomUUID()}.${kind.ext}`;
      await storage.put(storedName, { path: file.path }, kind.contentType);
      stored.push({ storedName, fileName: cleanFileName(file.originalname, kind.ext), contentType: kind.contentType, size: file.size });
    }
  } catch (error) {
    // The storage failed part way: nothing of the request is kept.
    await removeStoredFiles(
      storage,
      stored.map((s) => s.storedName),
    );
    throw error;
  } finally {
    // Disk storage moved them; the others copied them.
    await discardIncoming(files);
  }
  return stored;
}

/** Removes files whose rows are gone. A failure is left behind (an unreferenced file), never thrown: the rows already changed. */
export async function removeStoredFiles(storage: FileStorage, storedNames: string[]): Promise<void> {
  await Promise.all(storedNames.filter((n) => STORED_NAME_PATTERN.test(n)).map((n) => storage.delete(n).catch(() => undefined)));
}

export const fileUrl = (storedName: string) => `/files/${storedName}`;
