import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  END_ENTRY,
  fileEntry,
  MANIFEST_ENTRY,
  READABLE_VERSIONS,
  tableEntry,
  type BackupEnd,
  type BackupManifest,
  type BackupSummary,
} from './archive-format';
import { readLines } from './ndjson';
import { readTar } from './tar';

/** An archive that is not a backup this program reads, or not whole. */
export class BackupUnreadable extends Error {}

/** The manifest entry's bytes as a manifest of a format and version this program reads. */
export function parseManifest(raw: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(raw.toString('utf8')) as BackupManifest;
  } catch {
    throw new BackupUnreadable('not a Khadamat backup: its manifest is not JSON');
  }
  if (manifest?.format !== BACKUP_FORMAT || !READABLE_VERSIONS.includes(manifest.version))
    throw new BackupUnreadable('not a Khadamat backup of a version this program reads');
  return manifest;
}

/**
 * What an archive's entries must be, by its manifest (tables: rows and SHA-256) and its end entry
 * (files: SHA-256). Version 1 archives carry no digests: only their row counts are checked.
 */
export function entryChecks(manifest: BackupManifest) {
  const tables = new Map(manifest.tables.map((t) => [tableEntry(t.name), t]));
  const seen = new Set<string>();
  const fileDigests = new Map<string, string>();
  const damaged: string[] = [];
  return {
    isTable: (entry: string) => tables.has(entry),
    /** A table entry as read: its digest, and its rows when counted (the restore counts them as it loads). */
    table(entry: string, sha256: string, rows?: number) {
      const table = tables.get(entry)!;
      seen.add(table.name);
      if (table.sha256 !== undefined && table.sha256 !== sha256) damaged.push(`table ${table.name}: its checksum does not match the manifest's`);
      if (rows !== undefined && rows !== table.rows) damaged.push(`table ${table.name}: ${rows} rows read, the manifest says ${table.rows}`);
    },
    file(name: string, sha256: string) {
      fileDigests.set(name, sha256);
    },
    /** Throws, naming every difference, unless the archive was whole and as its manifest says. */
    finish(end: BackupEnd | null) {
      if (!end) throw new BackupUnreadable('the archive ends without its end entry (truncated?)');
      const missing = manifest.tables.filter((t) => !seen.has(t.name)).map((t) => t.name);
      if (missing.length > 0) damaged.push(`the archive lacks tables: ${missing.join(', ')}`);
      if (end.sha256) {
        for (const [name, digest] of Object.entries(end.sha256)) {
          const read = fileDigests.get(name);
          if (read === undefined) damaged.push(`the archive lacks file ${name}`);
          else if (read !== digest) damaged.push(`file ${name}: its checksum does not match`);
        }
      }
      if (damaged.length > 0) throw new BackupUnreadable(`the archive is damaged: ${damaged.join('; ')}`);
    },
  };
}

/** A table entry's rows counted (each one parsed as JSON) and its digest. */
async function readTableEntry(chunks: AsyncIterable<Buffer>): Promise<{ rows: number; sha256: string }> {
  const digest = createHash('sha256');
  async function* through() {
    for await (const chunk of chunks) {
      digest.update(chunk);
      yield chunk;
    }
  }
  let rows = 0;
  for await (const line of readLines(through())) {
    JSON.parse(line);
    rows += 1;
  }
  return { rows, sha256: digest.digest('hex') };
}

async function digestOf(chunks: AsyncIterable<Buffer>): Promise<string> {
  const digest = createHash('sha256');
  for await (const chunk of chunks) digest.update(chunk);
  return digest.digest('hex');
}

/**
 * Reads an archive through as a restore would: every table's rows counted and parsed, every entry's
 * checksum compared with the manifest's. What a backup runs on its own archive before it says it is
 * written; throws on anything a restore would refuse.
 */
export async function verifyBackup(input: Readable): Promise<BackupSummary & { createdAt: string }> {
  const entries = readTar(input.pipe(createGunzip()));
  const first = await entries.next();
  if (first.done || first.value.name !== MANIFEST_ENTRY) throw new BackupUnreadable('not a Khadamat backup: it does not start with its manifest');
  const manifest = parseManifest(await first.value.buffer());
  const checks = entryChecks(manifest);
  const files = new Map(manifest.files.map((f) => [fileEntry(f.name), f.name]));
  let end: BackupEnd | null = null;
  for await (const entry of entries) {
    if (checks.isTable(entry.name)) {
      const read = await readTableEntry(entry.chunks());
      checks.table(entry.name, read.sha256, read.rows);
    } else if (files.has(entry.name)) {
      checks.file(files.get(entry.name)!, await digestOf(entry.chunks()));
    } else if (entry.name === END_ENTRY) {
      end = JSON.parse((await entry.buffer()).toString('utf8')) as BackupEnd;
    }
  }
  checks.finish(end);
  return {
    createdAt: manifest.createdAt,
    tables: Object.fromEntries(manifest.tables.map((t) => [t.name, t.rows])),
    rows: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
    files: end!.files,
    fileBytes: end!.fileBytes,
    missingFiles: end!.missingFiles,
    migrations: manifest.migrations,
  };
}
