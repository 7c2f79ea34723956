import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface SizeRow {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Raw size, and the gzip size a browser downloads: the prebuilt .gz when there is one. */
export function measure(dir: string, file: string): SizeRow {
  const full = path.join(dir, file);
  const content = fs.readFileSync(full);
  const prebuilt = (extension: string) => (fs.existsSync(`${full}${extension}`) ? fs.statSync(`${full}${extension}`).size : undefined);
  return {
    file,
    raw: content.length,
    gzip: prebuilt('.gz') ?? zlib.gzipSync(content, { level: 9 }).length,
    brotli: prebuilt('.br') ?? zlib.brotliCompressSync(content).length,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatTable(rows: SizeRow[]): string {
  const width = Math.max(...rows.map((r) => r.file.length), 4);
  const lines = [`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`, '-'.repeat(width + 36)];
  for (const row of rows) lines.push(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${kb(row.brotli).padStart(10)}`);
  return lines.join('\n');
}

export function total(rows: SizeRow[]): SizeRow {
  return rows.reduce((sum, row) => ({ file: 'total', raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), {
    file: 'total',
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}
