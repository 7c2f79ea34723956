import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FileStorageKind } from '../../config';
import { STORED_NAME_PATTERN } from '../stored-name';

/** Bytes from..to, both inclusive (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a stored file is put from: its bytes, or a local file (an upload waiting in UPLOAD_DIR) that the storage may move. */
export type FileSource = Buffer | { path: string };

/**
 * Where uploaded files live. Names are the random stored names of uploads (STORED_NAME_PATTERN):
 * a name is written once and never reused, so a file never changes, it is only added or removed.
 * Every implementation refuses other names, so no caller can reach outside its files.
 */
export interface FileStorage {
  readonly kind: FileStorageKind;
  /** Stores the file under `name` (replacing one of the same name). A `{ path }` source may be moved away. */
  put(name: string, source: FileSource, contentType: string): Promise<void>;
  /** The file's size, or null when there is no such file. */
  stat(name: string): Promise<{ size: number } | null>;
  /** The file's bytes (or `range` of them) as a stream; null when there is no such file. */
  get(name: string, range?: ByteRange): Promise<Readable | null>;
  exists(name: string): Promise<boolean>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
  /** Every stored name, in no particular order. */
  list(): AsyncIterable<string>;
}

export function checkStoredName(name: string): void {
  if (!STORED_NAME_PATTERN.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name.slice(0, 80))}`);
}

export async function readSource(source: FileSource): Promise<Buffer> {
  return Buffer.isBuffer(source) ? source : readFile(source.path);
}
