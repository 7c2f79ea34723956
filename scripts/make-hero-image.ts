/**
 * Makes the home hero's picture from its drawing (scripts/assets/hero-home.svg): WebP at three widths
 * for the <img srcset> (client/features/home/hero-picture.tsx), drawn by headless Chromium so no
 * image library is needed. Run after changing the drawing: `tsx scripts/make-hero-image.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { HERO_PICTURE_WIDTHS, heroPictureFile } from '../client/features/home/hero-picture-files';

const ROOT = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(ROOT, 'scripts/assets/hero-home.svg'), 'utf8');
const OUT = path.join(ROOT, 'client/public');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  for (const width of HERO_PICTURE_WIDTHS) {
    const dataUrl = await page.evaluate(
      async ({ source, width }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = Math.round((width * 3) / 4);
        canvas.getContext('2d')!.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', 0.8);
      },
      { source: svg, width },
    );
    const file = path.join(OUT, heroPictureFile(width));
    fs.writeFileSync(file, Buffer.from(dataUrl.split(',')[1]!, 'base64'));
    console.log(`${path.relative(ROOT, file)}: ${(fs.statSync(file).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
