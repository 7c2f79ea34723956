import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { copyFile, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { STORED_NAME_PATTERN } from '../stored-name';
import { checkStoredName, type ByteRange, type FileSource, type FileStorage } from './file-storage';

/** Files in one directory of this machine (UPLOAD_DIR): the embedded default, for one provider instance. */
export function createDiskStorage(dir: string): FileStorage {
  mkdirSync(dir, { recursive: true });
  const full = (name: string) => {
    checkStoredName(name);
    return path.join(dir, name);
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    kind: 'disk',
    async put(name: string, source: FileSource) {
      const target = full(name);
      if (!Buffer.isBuffer(source)) {
        try {
          await rename(source.path, target);
          return;
        } catch (error) {
          // Another file system (UPLOAD_DIR mounted apart): copy instead; the caller removes the source.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        }
      }
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = path.join(dir, `.put-${randomUUID()}.tmp`);
      try {
        if (Buffer.isBuffer(source)) await writeFile(temporary, source);
        else await copyFile(source.path, temporary);
        await rename(temporary, target);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async stat(name) {
      try {
        const info = await stat(full(name));
        return info.isFile() ? { size: info.size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async get(name: string, range?: ByteRange): Promise<Readable | null> {
      // Opened first: a file removed while it is being read is still read whole.
      let handle;
      try {
        handle = await open(full(name), 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      return handle.createReadStream({ autoClose: true, ...(range ? { start: range.start, end: range.end } : {}) });
    },
    async exists(name) {
      return (await this.stat(name)) !== null;
    },
    async delete(name) {
      await unlink(full(name)).catch((error: unknown) => {
        if (!missing(error)) throw error;
      });
    },
    async *list() {
      for (const name of await readdir(dir)) if (STORED_NAME_PATTERN.test(name)) yield name;
    },
  };
}
