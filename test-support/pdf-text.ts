import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF as a person reads it, for tests: extracted in JavaScript with pdf.js, so no
 * system tool (poppler's pdftotext) is needed. pdf.js gives positioned pieces of text, each already in
 * logical order inside (it reverses right-to-left pieces, which a PDF holds in visual order); this
 * module puts the pieces of a page back into lines:
 *
 * - a line is the pieces on one baseline, top to bottom; each page ends with a form feed, as in
 *   pdftotext's output;
 * - pieces that touch (a run cut where the font or direction changes, like 'ر' '.' 'س' '.') are read
 *   as one word; a gap between pieces is a space;
 * - reading order (the default): the words of a line in the page's direction (its letters are mostly
 *   Arabic or Hebrew: right to left), a run of the other direction kept in its own order (the
 *   Unicode bidi reordering, at the level of words), runs of spaces as one plain space;
 * - layout: each line as it is seen on the page, left to right, every word at the column of its
 *   left edge (pdftotext -layout), so tests can compare where columns are.
 *
 * Neutral characters between a label and its value (':', brackets) are placed by that simple rule,
 * not by the full bidi algorithm, and brackets are not mirrored back.
 */

export interface PdfTextOptions {
  /** Lines as seen on the page, words at their columns, instead of reading order. */
  layout?: boolean;
}

type Direction = 'ltr' | 'rtl';

interface Piece {
  text: string;
  x: number;
  end: number;
  y: number;
  size: number;
}

interface Word {
  text: string;
  x: number;
  end: number;
}

// Letters only: digits (Arabic-Indic ones included) and punctuation are neutral, as in the bidi algorithm.
const RTL_LETTER = /(?=\p{L})[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LTR_LETTER = /(?=\p{L})[^\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** No-break spaces (Intl puts one between an amount and its currency) read as plain spaces, as in pdftotext. */
const SPACE = /[\u00a0\u202f]/g;
/** Pieces closer than this (in ems) touch: a word cut in two, not two words. */
const TOUCHING = 0.1;

export async function pdfText(pdf: Uint8Array, options: PdfTextOptions = {}): Promise<string> {
  // A copy: pdf.js takes over (detaches) the buffer it is given.
  const task = getDocument({ data: new Uint8Array(pdf) });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      // Not normalized: pdf.js would otherwise turn Arabic presentation forms (shaped glyphs mapped
      // to the wrong code points) into base letters, hiding the very fault a test looks for.
      const content = await page.getTextContent({ disableNormalization: true });
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , c, d, x, y] = item.transform as number[];
        pieces.push({ text: item.str.replace(SPACE, ' '), x: x!, end: x! + item.width, y: y!, size: Math.hypot(c!, d!) });
      }
      pages.push(pageText(pieces, options.layout ?? false));
    }
    return pages.join('');
  } finally {
    await task.destroy();
  }
}

function pageText(pieces: Piece[], layout: boolean): string {
  const all = pieces.map((piece) => piece.text).join('');
  const direction: Direction = count(all, RTL_LETTER) > count(all, LTR_LETTER) ? 'rtl' : 'ltr';
  const left = Math.min(...pieces.map((piece) => piece.x));
  // One layout column is the page's average character advance.
  const column = pieces.reduce((sum, piece) => sum + (piece.end - piece.x), 0) / Math.max(1, [...all].length);
  const lines = baselines(pieces).map((line) => {
    const words = wordsOf(line, direction);
    if (!layout)
      return inReadingOrder(words, direction, (word) => word.text)
        .map((word) => word.text)
        .join(' ')
        .replace(/ +/g, ' ')
        .trim();
    let text = '';
    for (const word of words) {
      const at = Math.max(Math.round((word.x - left) / column), text.length === 0 ? 0 : text.length + 1);
      text = text.padEnd(at) + word.text;
    }
    return text;
  });
  return `${lines.join('\n')}\n\f`;
}

const count = (text: string, letter: RegExp) => [...text].filter((ch) => letter.test(ch)).length;

/** Pieces grouped by baseline, top line first, each line's pieces left to right. */
function baselines(pieces: Piece[]): Piece[][] {
  const lines: Piece[][] = [];
  for (const piece of [...pieces].sort((a, b) => b.y - a.y)) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(first.y - piece.y) <= 0.25 * Math.min(first.size, piece.size)) line.push(piece);
    else lines.push([piece]);
  }
  return lines.map((line) => line.sort((a, b) => a.x - b.x));
}

/** Touching pieces joined into words (each in reading order), left to right. */
function wordsOf(line: Piece[], direction: Direction): Word[] {
  const groups: Piece[][] = [];
  for (const piece of line) {
    const group = groups.at(-1);
    const last = group?.at(-1);
    if (group && last && piece.x - last.end < TOUCHING * Math.min(last.size, piece.size)) group.push(piece);
    else groups.push([piece]);
  }
  return groups.map((group) => ({
    text: inReadingOrder(group, direction, (piece) => piece.text)
      .map((piece) => piece.text)
      .join(''),
    x: group[0]!.x,
    end: Math.max(...group.map((piece) => piece.end)),
  }));
}

function strength(text: string, base: Direction): Direction | null {
  const rtl = RTL_LETTER.test(text);
  const ltr = LTR_LETTER.test(text);
  if (rtl && ltr) return base;
  return rtl ? 'rtl' : ltr ? 'ltr' : null;
}

/**
 * Units seen left to right, put in reading order for a line in direction `base`: a unit of the other
 * direction, and a neutral one between two such, is one level deeper; then the runs at each level from
 * 1 up are reversed (rule L2 of the bidi algorithm, undone).
 */
function inReadingOrder<T>(units: T[], base: Direction, text: (unit: T) => string): T[] {
  const strengths = units.map((unit) => strength(text(unit), base));
  const baseLevel = base === 'rtl' ? 1 : 0;
  const opposite: Direction = base === 'rtl' ? 'ltr' : 'rtl';
  const strongBefore = (i: number) => strengths.slice(0, i).findLast((s) => s !== null);
  const strongAfter = (i: number) => strengths.slice(i + 1).find((s) => s !== null);
  let order = units.map((unit, i) => {
    const s = strengths[i];
    const deeper = s === opposite || (s === null && strongBefore(i) === opposite && strongAfter(i) === opposite);
    return { unit, level: baseLevel + (deeper ? 1 : 0) };
  });
  const top = Math.max(0, ...order.map((entry) => entry.level));
  for (let level = 1; level <= top; level++) {
    const next: typeof order = [];
    for (let i = 0; i < order.length; ) {
      if (order[i]!.level < level) {
        next.push(order[i++]!);
        continue;
      }
      let j = i;
      while (j < order.length && order[j]!.level >= level) j++;
      next.push(...order.slice(i, j).reverse());
      i = j;
    }
    order = next;
  }
  return order.map((entry) => entry.unit);
}
