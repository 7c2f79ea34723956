/**
 * Production build: the browser bundle (ES modules, a chunk per route, content-hashed names, a
 * manifest) and the Node bundles of the web server and the provider. Prints every file's size, raw
 * and gzip, and fails when the JavaScript a visitor downloads for `/` exceeds the budget.
 */
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, preloadsFor, type AssetManifest } from '../server/render/asset-manifest';
import { formatTable, measure, total } from './lib/bundle-report';
import { manifestFromMetafile } from './lib/manifest-from-metafile';
import { precompress } from './lib/precompress';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const CLIENT_OUT = path.join(DIST, 'client');
const ASSETS_OUT = path.join(CLIENT_OUT, 'assets');
const ENTRY_SOURCE = 'client/entry-client.tsx';
const HOME_CHUNK = 'client/pages/home-page.tsx';
export const HOME_JS_BUDGET_GZIP = 200 * 1024;

async function buildClient(): Promise<AssetManifest> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY_SOURCE],
    outdir: ASSETS_OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox115', 'safari16'],
    minify: true,
    sourcemap: 'linked',
    metafile: true,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    loader: { '.woff': 'file', '.woff2': 'file', '.png': 'file', '.svg': 'file', '.jpg': 'file' },
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'linked',
    logLevel: 'warning',
  });
  const manifest = manifestFromMetafile(result.metafile, ASSETS_OUT, ENTRY_SOURCE);
  fs.writeFileSync(path.join(CLIENT_OUT, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  fs.cpSync(path.join(ROOT, 'client/public'), path.join(CLIENT_OUT, 'public'), { recursive: true });
  return manifest;
}

async function buildServer(): Promise<void> {
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { 'server/index': 'server/index.ts', 'server/main': 'server/main.ts', 'provider/index': 'provider/index.ts' },
    outdir: DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    jsx: 'automatic',
    chunkNames: 'server/chunks/[name]-[hash]',
    loader: { '.css': 'empty' },
    logLevel: 'warning',
  });
}

function report(manifest: AssetManifest): boolean {
  const files = fs
    .readdirSync(ASSETS_OUT, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
  const rows = files.map((file) => measure(ASSETS_OUT, file));
  console.log(`\nClient assets (${ASSETS_OUT})\n${formatTable(rows)}`);

  const homeFiles = [manifest.entry.file, ...manifest.entry.imports, ...preloadsFor(manifest, [HOME_CHUNK])];
  const home = total(homeFiles.map((file) => measure(ASSETS_OUT, file)));
  const brotli = homeFiles.reduce((sum, file) => sum + fs.statSync(path.join(ASSETS_OUT, `${file}.br`)).size, 0);
  const within = home.gzip <= HOME_JS_BUDGET_GZIP;
  console.log(
    `\nJavaScript downloaded for "/": ${(home.raw / 1024).toFixed(1)} KB raw, ${(home.gzip / 1024).toFixed(1)} KB gzip, ` +
      `${(brotli / 1024).toFixed(1)} KB brotli (budget ${HOME_JS_BUDGET_GZIP / 1024} KB gzip): ${within ? 'within budget' : 'OVER BUDGET'}`,
  );
  return within;
}

async function main() {
  const started = Date.now();
  fs.rmSync(DIST, { recursive: true, force: true });
  const [manifest] = await Promise.all([buildClient(), buildServer()]);
  await precompress(ASSETS_OUT);
  const within = report(manifest);
  console.log(`\nBuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Reported, not fatal: a budget overrun must not stop the site from starting.
  if (!within) console.warn('WARNING: the JavaScript for "/" is over its budget.');
}

await main();
