/**
 * npm run bench [-- --duration=10 --connections=8 --messages=1000]
 *
 * Starts the built site in its production shape (provider and web server as two processes) and
 * measures, side by side in one run, with wrk on loopback: the same bytes as `/` served as a static
 * file, `/` in English and Arabic cached and uncached, a service page, a logged-in page, an /api
 * call through the proxy and the same call to the provider directly. Then the time to first byte
 * of `/` one request at a time, and the size of its HTML; last, the notification throughput (a
 * backlog of 1,000 e-mails, bench-notifications.ts). Prints figures and ratios; asserts nothing
 * (CI runs it once, briefly, as a smoke check).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { benchNotifications } from './bench-notifications';
import { BENCH_ADMIN, startBuiltSite } from './lib/built-site';
import { signInThroughApi } from './lib/staff-sign-in';

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const DURATION_S = option('duration', 10);
const CONNECTIONS = option('connections', 8);
const MESSAGES = option('messages', 1000);
const out = (line = '') => process.stdout.write(`${line}\n`);

interface Row {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** A fresh query string on every request, so no cache can answer it. */
  uncached?: boolean;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

function luaScript(row: Row): string {
  const headers = Object.entries(row.headers ?? {})
    .map(([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join('\n');
  const path = new URL(row.url).pathname + new URL(row.url).search;
  const separator = path.includes('?') ? '&' : '?';
  return `${headers}
local counter = 0
request = function()
  counter = counter + 1
  local path = ${JSON.stringify(path)}
  ${row.uncached ? `path = path .. ${JSON.stringify(separator)} .. "bench=" .. counter .. "-" .. math.random(1e9)` : ''}
  return wrk.format("GET", path)
end
`;
}

function toMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

function runWrk(row: Row, seconds: number): Figures {
  const script = path.join(os.tmpdir(), `bench-${process.pid}.lua`);
  fs.writeFileSync(script, luaScript(row));
  const output = execFileSync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', '-s', script, row.url], { encoding: 'utf8' });
  fs.rmSync(script, { force: true });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? NaN);
  const p50 = toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const p99 = toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '');
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p50, p99, errors };
}

/** Time to the first byte of the answer, one request at a time; the median and slowest of `count`. */
async function timeToFirstByte(url: string, headers: Record<string, string>, count: number, vary: boolean): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const target = vary ? `${url}${url.includes('?') ? '&' : '?'}ttfb=${i}-${Date.now()}` : url;
    times.push(
      await new Promise<number>((resolve, reject) => {
        const started = process.hrtime.bigint();
        const req = http.get(target, { headers, agent: false }, (res) => {
          res.once('data', () => resolve(Number(process.hrtime.bigint() - started) / 1e6));
          res.resume();
        });
        req.on('error', reject);
      }),
    );
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times.at(-1)! };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

async function main() {
  if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed (Debian: apt-get install wrk)');
  const site = await startBuiltSite({ separateProvider: true, copyStatic: true, env: { NODE_ENV: 'production' } });
  try {
    const services = (await (await fetch(`${site.url}/api/Services`)).json()) as { result: Array<{ id: number }> };
    const serviceId = services.result[0]?.id ?? 1;
    // Warm every page once (code paths, the provider's caches), then copy `/` as a static file.
    for (const language of ['en', 'ar']) await (await fetch(`${site.url}/`, { headers: { Cookie: `lang=${language}` } })).text();
    const homeEn = await (await fetch(`${site.url}/`, { headers: { Cookie: 'lang=en' } })).text();
    const homeAr = await (await fetch(`${site.url}/`, { headers: { Cookie: 'lang=ar' } })).text();
    fs.writeFileSync(path.join(site.staticDir!, 'public', 'bench-home.html'), homeEn);
    const session = await signInThroughApi(site.url, BENCH_ADMIN);

    const rows: Row[] = [
      { name: 'static file, same bytes as / (en)', url: `${site.url}/bench-home.html` },
      { name: '/ en, cached', url: `${site.url}/`, headers: { Cookie: 'lang=en' } },
      { name: '/ ar, cached', url: `${site.url}/`, headers: { Cookie: 'lang=ar' } },
      // As a browser asks: the page goes out as stored, brotli-compressed once (with a gap for the nonce).
      { name: '/ en, cached, Accept-Encoding: br', url: `${site.url}/`, headers: { Cookie: 'lang=en', 'Accept-Encoding': 'gzip, deflate, br, zstd' } },
      { name: '/ en, uncached', url: `${site.url}/`, headers: { Cookie: 'lang=en' }, uncached: true },
      { name: '/ ar, uncached', url: `${site.url}/`, headers: { Cookie: 'lang=ar' }, uncached: true },
      { name: `/services/${serviceId} en, cached`, url: `${site.url}/services/${serviceId}`, headers: { Cookie: 'lang=en' } },
      { name: `/services/${serviceId} en, uncached`, url: `${site.url}/services/${serviceId}`, headers: { Cookie: 'lang=en' }, uncached: true },
      { name: '/profile, logged in (admin)', url: `${site.url}/profile`, headers: { Cookie: `lang=en; ${session}` } },
      { name: '/api/Rates/get-all through the proxy', url: `${site.url}/api/Rates/get-all` },
      { name: '/Rates/get-all at the provider directly', url: `${site.providerUrl!}/Rates/get-all` },
    ];

    out(
      `Khadamat benchmark: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, wrk -t1 -c${CONNECTIONS} -d${DURATION_S}s`,
    );
    out();
    const results = new Map<string, Figures>();
    out(`${'what'.padEnd(44)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
    for (const row of rows) {
      runWrk(row, Math.min(2, DURATION_S)); // warm-up, not counted
      const figures = runWrk(row, DURATION_S);
      results.set(row.name, figures);
      out(
        `${row.name.padEnd(44)} ${fmt(figures.rps).padStart(9)} ${fmt(figures.p50, 2).padStart(8)} ${fmt(figures.p99, 2).padStart(8)} ${String(figures.errors).padStart(7)}`,
      );
    }

    const rps = (name: string) => results.get(name)?.rps ?? NaN;
    const staticRps = rps(rows[0]!.name);
    out();
    out('Ratios (same run):');
    // The compressed row sends other bytes than the static file: it has no ratio.
    for (const row of rows.slice(1, 9).filter((r) => !r.headers?.['Accept-Encoding'])) out(`  ${row.name} ÷ static file: ${fmt(rps(row.name) / staticRps, 2)}`);
    const proxied = results.get(rows[9]!.name)!;
    const direct = results.get(rows[10]!.name)!;
    out(`  /api through the proxy ÷ the provider directly: ${fmt(proxied.rps / direct.rps, 2)} (p50 added: ${fmt(proxied.p50 - direct.p50, 2)} ms)`);

    out();
    out('Time to first byte of /, one request at a time (median / slowest of 50):');
    for (const language of ['en', 'ar']) {
      const cached = await timeToFirstByte(`${site.url}/`, { Cookie: `lang=${language}` }, 50, false);
      const rendered = await timeToFirstByte(`${site.url}/`, { Cookie: `lang=${language}` }, 50, true);
      out(`  ${language}: cached ${fmt(cached.median, 2)} / ${fmt(cached.max, 2)} ms, rendered ${fmt(rendered.median, 2)} / ${fmt(rendered.max, 2)} ms`);
    }
    out();
    out('HTML of /:');
    for (const [language, html] of [
      ['en', homeEn],
      ['ar', homeAr],
    ] as const) {
      const raw = Buffer.byteLength(html);
      out(
        `  ${language}: ${fmt(raw / 1024)} KB raw, ${fmt(gzipSync(html).length / 1024)} KB gzip, ${fmt(brotliCompressSync(html).length / 1024)} KB brotli, ${(html.match(/<style/g) ?? []).length} <style> tags`,
      );
    }
  } finally {
    await site.stop();
  }
  out();
  await benchNotifications(out, MESSAGES);
}

await main();
