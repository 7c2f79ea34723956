/**
 * npm run bench:lighthouse [-- --runs=1 --root=DIR --url=http://127.0.0.1:3000 --save=DIR]
 *
 * Lighthouse (mobile: its default emulated phone, slow 4G and 4x CPU slowdown, simulated) on `/` and
 * `/services/{id}` in English and Arabic, against the built site, which it starts itself on its
 * embedded defaults in a throw-away data directory, with NODE_ENV unset as `npm start` leaves it
 * (--url measures a site that is already running instead). Prints performance and accessibility
 * scores, CLS, TBT, LCP and FCP per page; asserts nothing (a smoke check of a few minutes for CI).
 * With --runs=N each page is measured N times and the median run (by performance score) is shown.
 * Chromium is /usr/bin/chromium unless CHROME_PATH says otherwise.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { startBuiltSite, type BuiltSite } from './lib/built-site';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name!, value.join('=') || 'true'] as const;
  }),
);
const RUNS = Number(args.get('runs') ?? 1);
const ROOT = path.resolve(args.get('root') ?? path.join(import.meta.dirname, '..'));
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  cls: number;
  tbt: number;
  lcp: number;
  fcp: number;
}

async function firstServiceId(url: string): Promise<number> {
  const response = await fetch(`${url}/api/Services`);
  const body = (await response.json()) as { result?: { id: number }[] };
  const id = body.result?.[0]?.id;
  if (!id) throw new Error(`The site at ${url} lists no service`);
  return id;
}

async function audit(url: string, port: number): Promise<Row> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  if (args.has('save')) {
    const dir = path.resolve(args.get('save')!);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${new URL(url).pathname.replace(/\W+/g, '_')}${new URL(url).search.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  }
  return {
    page: url,
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
  };
}

async function main() {
  let site: BuiltSite | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    let url = args.get('url');
    if (!url) {
      site = await startBuiltSite({ root: ROOT, port: Number(args.get('port') ?? 3380) });
      url = site.url;
    }
    const serviceId = await firstServiceId(url);
    chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });
    const pages = ['/', `/services/${serviceId}`].flatMap((page) => ['en', 'ar'].map((language) => `${page}?lang=${language}`));
    // A first load warms the server (first render, the provider's caches) and is not counted.
    await fetch(`${url}/?lang=en`);
    console.log(`Lighthouse mobile (simulated slow 4G, 4x CPU), ${RUNS} run(s) a page, median by performance; ${url}`);
    console.log(
      `${'page'.padEnd(20)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'CLS'.padStart(7)} ${'TBT'.padStart(8)} ${'LCP'.padStart(8)} ${'FCP'.padStart(8)}`,
    );
    for (const page of pages) {
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Lighthouse now and then fails to record a trace on a busy machine: one more try, then the
        // page is reported as failed and the others are still measured.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            runs.push(await audit(`${url}${page}`, chrome.port));
            break;
          } catch (error) {
            if (attempt === 2) console.log(`${page.padEnd(20)} failed: ${(error as Error).message}`);
          }
        }
      }
      if (runs.length === 0) continue;
      runs.sort((a, b) => a.performance - b.performance);
      const row = runs[Math.floor(runs.length / 2)]!;
      const spread = runs.length > 1 ? `  (perf ${runs[0]!.performance}–${runs.at(-1)!.performance})` : '';
      console.log(
        `${page.padEnd(20)} ${String(row.performance).padStart(5)} ${String(row.accessibility).padStart(5)} ${row.cls.toFixed(3).padStart(7)} ` +
          `${row.tbt.toFixed(0).padStart(5)} ms ${(row.lcp / 1000).toFixed(2).padStart(6)} s ${(row.fcp / 1000).toFixed(2).padStart(6)} s${spread}`,
      );
    }
  } finally {
    chrome?.kill();
    await site?.stop();
  }
}

await main();
