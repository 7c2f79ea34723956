import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { checkStoredName, readSource, type ByteRange, type FileSource, type FileStorage } from './file-storage';

/** A read of a stored file moves this many bytes per query. */
const CHUNK_BYTES = 512 * 1024;

/**
 * Files as rows of the stored_files table (bytea): every provider instance on the same PostgreSQL
 * sees them, and a database backup is a files backup too. Reads come in chunks (substring of an
 * uncompressed column, see the stored-files migration), so serving a range or a large file never
 * holds all of it.
 */
export function createDatabaseStorage(db: Db): FileStorage {
  const sizeOf = async (name: string) => {
    checkStoredName(name);
    const row = await db.selectFrom('stored_files').select('size').where('name', '=', name).executeTakeFirst();
    return row ? { size: row.size } : null;
  };
  return {
    kind: 'database',
    async put(name: string, source: FileSource, contentType: string) {
      checkStoredName(name);
      const data = await readSource(source);
      // As base64 text, decoded by the database: PGlite turns a binary parameter into hex byte by byte in JavaScript (seconds for a few MB).
      const bytes = sql<Buffer>`decode(${data.toString('base64')}, 'base64')`;
      await db
        .insertInto('stored_files')
        .values({ name, content_type: contentType, size: data.length, data: bytes })
        .onConflict((oc) => oc.column('name').doUpdateSet({ content_type: contentType, size: data.length, data: bytes }))
        .execute();
    },
    stat: sizeOf,
    async get(name: string, range?: ByteRange) {
      const info = await sizeOf(name);
      if (!info) return null;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? info.size - 1, info.size - 1);
      async function* chunks() {
        for (let offset = start; offset <= end; offset += CHUNK_BYTES) {
          const length = Math.min(CHUNK_BYTES, end - offset + 1);
          // substring counts from 1.
          const row = await sql<{
            chunk: string;
          }>`select encode(substring(data from ${offset + 1} for ${length}), 'base64') as chunk from stored_files where name = ${name}`
            .execute(db)
            .then((r) => r.rows[0]);
          if (!row) throw new Error(`stored file ${name} was removed while it was read`);
          yield Buffer.from(row.chunk, 'base64');
        }
      }
      return Readable.from(chunks(), { objectMode: false });
    },
    async exists(name) {
      return (await sizeOf(name)) !== null;
    },
    async delete(name) {
      checkStoredName(name);
      await db.deleteFrom('stored_files').where('name', '=', name).execute();
    },
    async *list() {
      let after = '';
      for (;;) {
        const rows = await db.selectFrom('stored_files').select('name').where('name', '>', after).orderBy('name').limit(1000).execute();
        for (const row of rows) yield row.name;
        if (rows.length < 1000) return;
        after = rows[rows.length - 1]!.name;
      }
    },
  };
}
