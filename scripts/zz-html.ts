import fs from 'node:fs';
import { startBuiltSite } from './lib/built-site';
const site = await startBuiltSite({ separateProvider: true, env: { NODE_ENV: 'production' } });
try {
  for (const lang of ['en', 'ar']) {
    for (const p of ['/', '/services/1']) {
      const html = await (await fetch(`${site.url}${p}`, { headers: { Cookie: `lang=${lang}` } })).text();
      fs.writeFileSync(`/tmp/pr/page-${lang}${p.replaceAll('/', '_')}.html`, html);
    }
  }
} finally {
  await site.stop();
}
