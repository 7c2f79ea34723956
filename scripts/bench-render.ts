/**
 * npm run bench:render [-- --requests=60 --vs=../main-checkout --root=. --cpu-prof=DIR --node-env=production]
 *
 * What an uncached page costs the web server: starts this checkout's build (and, with --vs, another
 * checkout's build beside it, for A/B in one run) with the provider in its own process, as
 * production runs it, and NODE_ENV unset, as `npm start` leaves it; then asks each page one request
 * at a time, alternating the builds request by request so that a machine whose speed drifts moves
 * both alike. Prints per page and build: time to first byte and to the last byte (median and p90),
 * the web server's CPU time per render (from /proc: the process serves nothing else), and the HTML:
 * raw and gzip bytes, <style> elements, boot-state bytes; and the render's own time from its
 * Server-Timing header (from the page's data loaded to its HTML complete), where the build sends one.
 * The visitors' page cache is off (PAGE_CACHE_TTL_MS=0): every request is a render.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { startBuiltSite, type BuiltSite } from './lib/built-site';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, '').split('=');
    return [name!, value.join('=') || 'true'] as const;
  }),
);
const REQUESTS = Number(args.get('requests') ?? 60);
const WARMUP = Number(args.get('warmup') ?? 15);
const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = (args.get('pages') ?? '/?lang=en,/?lang=ar,/services/1?lang=en,/services/1?lang=ar').split(',');

interface Sample {
  ttfb: number;
  total: number;
  html: Buffer;
  /** The renderer's own account (Server-Timing render;dur=), when it gives one. */
  render?: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET as a browser sends it (gzip accepted, no cookie: an uncached visitor's page). */
function get(url: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' } }, (response) => {
      const ttfb = Number(process.hrtime.bigint() - started) / 1e6;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const total = Number(process.hrtime.bigint() - started) / 1e6;
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const body = Buffer.concat(chunks);
        const render = /render;dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''))?.[1];
        resolve({
          ttfb,
          total,
          html: response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body,
          ...(render ? { render: Number(render) } : {}),
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** User + system CPU seconds of a process so far (Linux), or undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.9))]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function describeHtml(html: Buffer) {
  const text = html.toString('utf8');
  const boot = /<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/.exec(text)?.[1] ?? '';
  return {
    raw: html.length,
    gzip: zlib.gzipSync(html, { level: 6 }).length,
    styles: (text.match(/<style[\s>]/g) ?? []).length,
    boot: Buffer.byteLength(boot),
  };
}

async function main() {
  const builds: { label: string; root: string }[] = [{ label: 'this', root: path.resolve(args.get('root') ?? ROOT) }];
  if (args.has('vs')) builds.push({ label: 'vs', root: path.resolve(args.get('vs')!) });
  for (const build of builds) {
    if (!fs.existsSync(path.join(build.root, 'dist/server/index.js'))) throw new Error(`No build in ${build.root}: run "npm run build" there first.`);
  }
  const cpuProfDir = args.get('cpu-prof');
  const sites: BuiltSite[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      sites.push(
        await startBuiltSite({
          root: build.root,
          port: Number(args.get('port') ?? 3390) + index,
          separateProvider: true,
          // Uncached renders: the visitors' page cache would answer every request after the first.
          env: { NODE_ENV: args.get('node-env'), PAGE_CACHE_TTL_MS: '0' },
          nodeFlags: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(cpuProfDir, build.label)}`] : [],
        }),
      );
    }
    console.log(
      `Uncached renders, one request at a time: ${REQUESTS} per page and build after ${WARMUP} warm-up requests; NODE_ENV ${args.get('node-env') ?? 'unset'}.`,
    );
    console.log(builds.map((build) => `  ${build.label}: ${build.root}`).join('\n'));
    console.log(
      `\n${'page'.padEnd(22)} ${'build'.padEnd(5)} ${'TTFB med'.padStart(9)} ${'p90'.padStart(7)} ${'total med'.padStart(10)} ${'CPU/render'.padStart(11)} ` +
        `${'render'.padStart(8)} ${'HTML raw'.padStart(10)} ${'gzip'.padStart(9)} ${'<style>'.padStart(8)} ${'boot state'.padStart(11)}`,
    );
    for (const page of PAGES) {
      for (let i = 0; i < WARMUP; i++) for (const site of sites) await get(`${site.url}${page}`);
      const samples = sites.map(() => [] as Sample[]);
      // Over the whole loop: a process's CPU clock advances in 10 ms ticks, too coarse for one render.
      const cpuBefore = sites.map((site) => cpuSeconds(site.web.pid));
      for (let i = 0; i < REQUESTS; i++) {
        for (const [index, site] of sites.entries()) samples[index]!.push(await get(`${site.url}${page}`));
      }
      const cpu = sites.map((site, index) => (cpuSeconds(site.web.pid) ?? NaN) - (cpuBefore[index] ?? NaN));
      for (const [index, build] of builds.entries()) {
        const list = samples[index]!;
        const html = describeHtml(list.at(-1)!.html);
        const ttfb = list.map((s) => s.ttfb);
        const renders = list.flatMap((s) => (s.render === undefined ? [] : [s.render]));
        console.log(
          `${page.padEnd(22)} ${build.label.padEnd(5)} ${median(ttfb).toFixed(1).padStart(6)} ms ${p90(ttfb).toFixed(0).padStart(4)} ms ` +
            `${median(list.map((s) => s.total))
              .toFixed(1)
              .padStart(7)} ms ${((cpu[index]! / REQUESTS) * 1000).toFixed(1).padStart(8)} ms ` +
            `${(renders.length ? `${median(renders).toFixed(1)} ms` : '-').padStart(8)} ` +
            `${kb(html.raw).padStart(10)} ${kb(html.gzip).padStart(9)} ${String(html.styles).padStart(8)} ${kb(html.boot).padStart(11)}`,
        );
      }
      if (sites.length === 2) {
        const ratio = (pick: (s: Sample) => number) => median(samples[1]!.map(pick)) / median(samples[0]!.map(pick));
        console.log(
          `${''.padEnd(22)} vs/this: TTFB ${ratio((s) => s.ttfb).toFixed(1)}x, total ${ratio((s) => s.total).toFixed(1)}x, CPU ${(cpu[1]! / cpu[0]!).toFixed(1)}x`,
        );
      }
    }
  } finally {
    agent.destroy();
    for (const site of sites) await site.stop();
  }
}

await main();
