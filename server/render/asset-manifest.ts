import fs from 'node:fs';
import path from 'node:path';

/** What scripts/build.ts writes: the entry and, per source module, its chunk and static imports. */
export interface AssetManifest {
  entry: { file: string; css: string[]; imports: string[] };
  /** Source path (repository-relative, e.g. client/features/home/home-page.tsx) -> built chunk. */
  chunks: Record<string, { file: string; imports: string[] }>;
  /** Font file name as its package ships it (inter-latin-wght-normal.woff2) -> built file, for preloads. */
  fonts?: Record<string, string>;
  /** Language -> namespace -> built JSON file of its texts (scripts/lib/text-files.ts). */
  texts?: Record<string, Record<string, string>>;
}

export const MANIFEST_FILE = 'manifest.json';
/** The module the browser imports for right-to-left pages (client/theme/browser-emotion-cache.ts). */
export const RTL_PLUGINS_CHUNK = 'client/theme/rtl-plugins.ts';
export const ASSETS_URL_PREFIX = '/assets/';

export function readManifest(staticDir: string): AssetManifest {
  const file = path.join(staticDir, MANIFEST_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`No client build at ${file}: run "npm run build" first.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as AssetManifest;
}

/** modulepreload targets for the given route chunks: the chunk and what it imports, nothing else. */
export function preloadsFor(manifest: AssetManifest, chunkSources: string[]): string[] {
  const files = new Set<string>();
  for (const source of chunkSources) {
    const chunk = manifest.chunks[source];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const imported of chunk.imports) files.add(imported);
  }
  for (const already of [manifest.entry.file, ...manifest.entry.imports]) files.delete(already);
  return [...files];
}

export function assetUrl(file: string): string {
  return `${ASSETS_URL_PREFIX}${file}`;
}
