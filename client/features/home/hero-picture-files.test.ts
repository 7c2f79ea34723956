import fs from 'node:fs';
import path from 'node:path';
import { HERO_PICTURE_SRC, HERO_PICTURE_SRCSET, HERO_PICTURE_WIDTHS, heroPictureFile } from './hero-picture-files';

describe('the home hero picture', () => {
  it('lists every width in its srcset, the largest as its src, each file made and small', () => {
    expect(HERO_PICTURE_SRCSET).toBe(HERO_PICTURE_WIDTHS.map((width) => `/${heroPictureFile(width)} ${width}w`).join(', '));
    expect(HERO_PICTURE_SRC).toBe(`/${heroPictureFile(Math.max(...HERO_PICTURE_WIDTHS))}`);
    for (const width of HERO_PICTURE_WIDTHS) {
      const file = path.join(import.meta.dirname, '../../public', heroPictureFile(width));
      const bytes = fs.readFileSync(file);
      expect({ width, webp: bytes.subarray(8, 12).toString() }).toEqual({ width, webp: 'WEBP' });
      // Drawn art compresses well: the largest is well under 40 KB.
      expect(bytes.length).toBeLessThan(40 * 1024);
    }
  });
});
