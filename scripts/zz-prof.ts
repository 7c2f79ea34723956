import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startBuiltSite } from './lib/built-site';
const dir = process.env.PROF_DIR ?? '/tmp/pr/prof';
fs.rmSync(dir, { recursive: true, force: true });
const target = process.env.TARGET ?? '/';
const headers = (process.env.HDR ?? 'Cookie: lang=en').split('|');
const site = await startBuiltSite({
  separateProvider: true,
  copyStatic: true,
  env: { NODE_ENV: 'production', ...(process.env.EXTRA ? JSON.parse(process.env.EXTRA) : {}) },
  nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
});
try {
  const html = await (await fetch(`${site.url}/`, { headers: { Cookie: 'lang=en' } })).text();
  fs.writeFileSync(path.join(site.staticDir!, 'public', 'bench-home.html'), html);
  const url =
    target === 'static' ? `${site.url}/bench-home.html` : target.startsWith('provider:') ? `${site.providerUrl}${target.slice(9)}` : `${site.url}${target}`;
  const args = ['-t1', '-c8', `-d${process.env.DUR ?? 8}s`, '--latency', ...headers.flatMap((h) => (h ? ['-H', h] : [])), url];
  console.log(execFileSync('wrk', args, { encoding: 'utf8' }));
} finally {
  await site.stop();
}
