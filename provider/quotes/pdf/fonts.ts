import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { Language } from '../../../shared/constants';
import { woffToSfnt } from './woff';

/**
 * The PDF's fonts, embedded from npm packages (no download at run time): Cairo (the site's Arabic
 * face) and Inter (its Latin face), as the WOFF files @fontsource ships. Each file holds one script's
 * subset with that script's OpenType tables (Arabic: init, medi, fina, rlig, ...), so a run of text
 * takes the first face of its chain that has its characters. Each file is unpacked from WOFF once
 * per process (woff.ts): fontkit would inflate a table again on every read of it.
 */

export type Weight = 'regular' | 'bold';

export interface Face {
  /** The name the face is registered under in a document. */
  name: string;
  font: fontkit.Font;
}

const resolve = createRequire(import.meta.url).resolve;

const FILES = {
  interLatin: 'inter-latin',
  interLatinExt: 'inter-latin-ext',
  cairoArabic: 'cairo-arabic',
  cairoLatin: 'cairo-latin',
  cairoLatinExt: 'cairo-latin-ext',
} as const;

type FaceKey = keyof typeof FILES;

const bytes = new Map<string, Buffer>();

function load(name: string, file: string): Face {
  let data = bytes.get(file);
  if (!data) bytes.set(file, (data = woffToSfnt(readFileSync(resolve(file)))));
  const created = fontkit.create(data);
  if (!('layout' in created)) throw new Error(`${file} is a font collection, not a font`);
  return { name, font: created };
}

export type FontChain = (weight: Weight) => Face[];

/**
 * The fonts of one document, as a fallback chain per weight: English in Inter with Cairo for any
 * Arabic (a client's Arabic name), Arabic in Cairo throughout.
 *
 * Fresh font objects per document: fontkit caches each glyph with the characters it was first made
 * for, and a subset made for one document creates glyphs without characters (the components of
 * composite glyphs); shared, they would leave another document's text without its characters.
 */
export function createFontChain(language: Language): FontChain {
  const faces = new Map<string, Face>();
  const face = (key: FaceKey, weight: Weight) => {
    const name = `${key}-${weight}`;
    let found = faces.get(name);
    if (!found) {
      const file = FILES[key];
      faces.set(name, (found = load(name, `@fontsource/${file.split('-')[0]}/files/${file}-${weight === 'bold' ? 700 : 400}-normal.woff`)));
    }
    return found;
  };
  const order: FaceKey[] =
    language === 'ar' ? ['cairoArabic', 'cairoLatin', 'cairoLatinExt', 'interLatinExt'] : ['interLatin', 'interLatinExt', 'cairoArabic', 'cairoLatin'];
  return (weight) => order.map((key) => face(key, weight));
}
