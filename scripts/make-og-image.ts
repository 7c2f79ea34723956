/**
 * Draws the default link-preview picture (client/public/og-image.jpg, 1200x630): the brand and the
 * tagline in English and Arabic, in the site's colours and self-hosted fonts. Run it again after a
 * change of name, tagline or colours: npx tsx scripts/make-og-image.ts (uses Debian's Chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { resources } from '../shared/i18n';

const ROOT = path.resolve(import.meta.dirname, '..');
// Inlined: a page set from a string may not load file:// fonts.
const font = (file: string) => `data:font/woff2;base64,${fs.readFileSync(path.join(ROOT, 'node_modules/@fontsource', file)).toString('base64')}`;

const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; font-weight: 800; src: url(${font('inter/files/inter-latin-800-normal.woff2')}); }
@font-face { font-family: Inter; font-weight: 500; src: url(${font('inter/files/inter-latin-500-normal.woff2')}); }
@font-face { font-family: Cairo; font-weight: 700; src: url(${font('cairo/files/cairo-arabic-700-normal.woff2')}); }
@font-face { font-family: Cairo; font-weight: 800; src: url(${font('cairo/files/cairo-arabic-800-normal.woff2')}); }
html, body { margin: 0; width: 1200px; height: 630px; }
body { display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; color: #fff;
  background: radial-gradient(ellipse at 85% 10%, rgba(224, 182, 92, 0.45), transparent 45%), linear-gradient(135deg, #0a4d45, #0f6e63 55%, #1b8a7c); font-family: Inter; }
.brand { display: flex; align-items: center; gap: 28px; }
.brand span { font-size: 88px; font-weight: 800; letter-spacing: 1px; white-space: nowrap; }
.brand .arabic { font-family: Cairo; font-weight: 800; color: #f1d79b; }
.en { font-size: 40px; font-weight: 500; margin-top: 36px; opacity: 0.95; }
.ar { font-family: Cairo; font-weight: 700; font-size: 44px; margin-top: 12px; direction: rtl; text-align: left; color: #f1d79b; }
</style></head><body>
<div class="brand"><svg viewBox="0 0 32 32" width="120" height="120"><rect width="32" height="32" rx="9" fill="#ffffff"/><path d="M9 22V10h3v5l5-5h4l-6 6 6.5 6h-4.2L12 17.4V22z" fill="#0f6e63"/><circle cx="24" cy="9" r="2.5" fill="#b8862b"/></svg>
<span>${resources.en.common.appName}</span><span class="arabic">${resources.ar.common.appName}</span></div>
<div class="en">${resources.en.common.appTagline}</div>
<div class="ar">${resources.ar.common.appTagline}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: 'load' });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: path.join(ROOT, 'client/public/og-image.jpg'), type: 'jpeg', quality: 88 });
await browser.close();
process.stdout.write('client/public/og-image.jpg written\n');
