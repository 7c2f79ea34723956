/** What a backup archive holds (a gzipped tar): */
export const MANIFEST_ENTRY = 'khadamat-backup/manifest.json';
/** tables/<name>.jsonl: one row per line, as PostgreSQL's row_to_json wrote it (see ndjson.ts). */
export const tableEntry = (table: string) => `khadamat-backup/tables/${table}.jsonl`;
/** files/<stored name>: the bytes of each stored file the rows point at. */
export const fileEntry = (name: string) => `khadamat-backup/files/${name}`;
/** Last: what was written, so a truncated archive is told from a whole one. */
export const END_ENTRY = 'khadamat-backup/end.json';

export const BACKUP_FORMAT = 'khadamat-backup';
/**
 * 2: line breakers (U+0085, U+2028, U+2029) escaped in the rows, and a SHA-256 of every table and
 * file entry. 1: the same layout without them; still restored (its rows are read by \n alone too).
 */
export const BACKUP_VERSION = 2;
export const READABLE_VERSIONS: readonly number[] = [1, 2];

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The database it was taken from. */
  database: 'postgres' | 'pglite';
  /** Applied migrations when the snapshot was taken, in order: the restore migrates to the last one before it loads. */
  migrations: string[];
  /** sha256: hex digest of the table's entry (version 2 on). */
  tables: Array<{ name: string; rows: number; columns: string[]; sha256?: string }>;
  /** The stored files the rows point at (those missing from the storage are listed in the end entry). */
  files: Array<{ name: string; contentType: string }>;
}

export interface BackupEnd {
  files: number;
  fileBytes: number;
  /** Files the rows point at that the storage no longer had (removed while the backup ran, or lost before). */
  missingFiles: string[];
  /** Hex SHA-256 of each file entry, by stored name (version 2 on). */
  sha256?: Record<string, string>;
}

export interface BackupSummary {
  tables: Record<string, number>;
  rows: number;
  files: number;
  fileBytes: number;
  missingFiles: string[];
  migrations: string[];
}
