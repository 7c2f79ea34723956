/**
 * npm run bench:html [-- --detail]
 *
 * What the HTML of `/` and `/services/{id}` weighs, in English and Arabic, as a visitor gets it:
 * raw and gzip bytes of the whole page and of its parts (the <style> elements, the boot state and
 * each of its branches, inline SVG, the rest of the body). Sizes, not times: it may run on a busy
 * machine. With --detail, the boot state's texts per namespace and the store per query.
 */
import zlib from 'node:zlib';
import { startBuiltSite } from './lib/built-site';

const detail = process.argv.includes('--detail');
const gz = (text: string) => zlib.gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`.padStart(7);
const row = (label: string, text: string) => console.log(`  ${label.padEnd(44)}${kb(Buffer.byteLength(text))} KB raw${kb(gz(text))} KB gzip`);

function parts(html: string): void {
  const styles = [...html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)].map((m) => m[0]).join('');
  const boot = /<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const body = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
  const svgs = [...body.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]);
  row('whole page', html);
  row('<style> elements', styles);
  row('body (#root)', body);
  row(`  inline <svg> (${svgs.length})`, svgs.join(''));
  row('boot state', boot);
  const state = JSON.parse(
    boot
      .replace(/\\u003c/g, '<')
      .replace(/\\u003e/g, '>')
      .replace(/\\u0026/g, '&'),
  ) as Record<string, unknown>;
  for (const [key, value] of Object.entries(state)) row(`  ${key}`, JSON.stringify(value));
  if (!detail) return;
  const resources = state.resources as Record<string, Record<string, unknown>>;
  for (const [language, namespaces] of Object.entries(resources))
    for (const [namespace, texts] of Object.entries(namespaces)) row(`    resources.${language}.${namespace}`, JSON.stringify(texts));
  const store = state.store as Record<string, unknown>;
  for (const [slice, value] of Object.entries(store)) {
    row(`    store.${slice}`, JSON.stringify(value));
    const queries = (value as { queries?: Record<string, unknown> }).queries;
    if (queries) for (const [key, query] of Object.entries(queries)) row(`      ${key.slice(0, 40)}`, JSON.stringify(query));
  }
  const router = state.router as { loaderData?: Record<string, unknown> };
  for (const [route, data] of Object.entries(router.loaderData ?? {})) row(`    router.loaderData.${route}`, JSON.stringify(data ?? null));
}

const site = await startBuiltSite({ env: { PAGE_CACHE_TTL_MS: '0' } });
try {
  const services = (await (await fetch(`${site.url}/api/Services`)).json()) as { result: Array<{ id: number }> };
  const serviceId = services.result[0]?.id ?? 1;
  for (const path of ['/', `/services/${serviceId}`])
    for (const language of ['en', 'ar']) {
      const html = await (await fetch(`${site.url}${path}`, { headers: { Cookie: `lang=${language}` } })).text();
      console.log(`\n${path} (${language}): ${kb(Buffer.byteLength(html))} KB raw, ${kb(gz(html))} KB gzip`);
      parts(html);
    }
} finally {
  await site.stop();
}
