import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff';

const resolve = createRequire(import.meta.url).resolve;
const FILES = ['inter-latin', 'inter-latin-ext', 'cairo-arabic', 'cairo-latin', 'cairo-latin-ext'].flatMap((file) =>
  [400, 700].map((weight) => `@fontsource/${file.split('-')[0]}/files/${file}-${weight}-normal.woff`),
);
const TEXT = 'Garden design فاتورة ضريبية مبسطة ١٢٣٫٤٥ Ünïcödé 0123456789 – “quotes” لا';

const open = (data: Buffer) => {
  const font = fontkit.create(data);
  if (!('layout' in font)) throw new Error('a collection');
  return font;
};

describe('woffToSfnt', () => {
  it.each(FILES)('unpacks %s into a font that lays out and subsets exactly as the WOFF does', (file) => {
    const woff = readFileSync(resolve(file));
    const [packed, unpacked] = [open(woff), open(woffToSfnt(woff))];
    expect(unpacked.type).toBe('TTF');
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    const glyphs = (font: fontkit.Font) => {
      const run = font.layout(TEXT);
      return { glyphs: run.glyphs.map((g) => [g.id, g.advanceWidth, g.codePoints]), positions: run.positions };
    };
    expect(glyphs(unpacked)).toEqual(glyphs(packed));
    const subset = (font: fontkit.Font) => {
      const s = font.createSubset();
      for (const g of font.layout(TEXT).glyphs) s.includeGlyph(g);
      return Buffer.from(s.encode());
    };
    expect(subset(unpacked).equals(subset(packed))).toBe(true);
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.alloc(64))).toThrow(/wOFF/);
  });
});
