import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Stack } from './stack';

/** What a stack's database holds, read with SQL of its own (not with the backup's code). */
export interface TablesSnapshot {
  /** Rows of every table of the application's schema. */
  counts: Record<string, number>;
  /** Dedupe keys of the outbox rows not done: the messages and reminders still to send. */
  waiting: string[];
  /** E-mail of every user, by id. */
  emails: Record<string, string>;
}

type Query = <T>(text: string) => Promise<T[]>;

async function read(query: Query): Promise<TablesSnapshot> {
  const tables = await query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from "${table.replaceAll('"', '""')}"`);
    counts[table] = Number(row!.n);
  }
  const waiting = (await query<{ dedupe_key: string }>(`select dedupe_key from job_outbox where done_at is null order by dedupe_key`)).map((r) => r.dedupe_key);
  const users = await query<{ id: number; email: string }>(`select id, email from users`);
  return { counts, waiting, emails: Object.fromEntries(users.map((u) => [String(u.id), u.email])) };
}

/**
 * Reads the stack's database directly: PostgreSQL at any time; PGlite only while no provider has
 * its data directory open (the embedded database belongs to one process).
 */
export async function snapshotTables(stack: Stack): Promise<TablesSnapshot> {
  if (stack.databaseUrl) {
    const client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
    try {
      return await read(async <T>(text: string) => (await client.query(text)).rows as T[]);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(stack.dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await read(async <T>(text: string) => (await db.query<T>(text)).rows);
  } finally {
    await db.close();
  }
}
