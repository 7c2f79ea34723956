import bidiFactory from 'bidi-js';
import type { Face } from './fonts';

/**
 * Lays out a paragraph of mixed Arabic and Latin text in lines of positioned runs, for a PDF library
 * that draws each run left to right:
 *
 * 1. the Unicode Bidirectional Algorithm (bidi-js) gives every character its embedding level;
 * 2. lines are broken at spaces, in logical order, measuring each word as it will be shaped;
 * 3. each line is reordered visually (rule L2), and cut into runs of one face and one direction;
 * 4. a right-to-left run is handed to fontkit in logical order with direction 'rtl': fontkit applies
 *    the font's Arabic shaping (joining forms, ligatures) and returns the glyphs in visual order.
 *    The direction is always explicit: fontkit would otherwise lay out Arabic-Indic digits, which sit
 *    at a left-to-right level inside Arabic, as right to left.
 */

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

export interface Run {
  text: string;
  face: Face;
  direction: Direction;
  /** From the line's left edge, in points. */
  x: number;
  width: number;
}

export interface Line {
  runs: Run[];
  width: number;
  /** The direction of the paragraph the line belongs to (resolved from its text when the style says 'auto'). */
  direction: Direction;
}

export interface ParagraphStyle {
  /** Faces in fallback order: a character takes the first that has a glyph for it. */
  chain: Face[];
  size: number;
  /**
   * The paragraph direction: where a line starts and how neutral characters between scripts resolve.
   * 'auto' takes it from the first strong character (what people type: an Arabic note in an English
   * quote reads right to left).
   */
  direction: Direction | 'auto';
  maxWidth: number;
}

/**
 * A value that reads left to right whatever the paragraph around it (a phone number, VAT or CR
 * number, e-mail, reference): wrapped in a left-to-right isolate (U+2066 … U+2069). Without it, an
 * Arabic line lays out "+966 13 812 4400" group by group from the right: "4400 812 13 966+".
 */
export const ltr = (text: string) => (text ? `\u2066${text}\u2069` : text);

/** Direction marks and isolates steer the algorithm but are never drawn (fonts have no glyph for them). */
const CONTROL = /[\u200b\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069\ufeff]/;
/** Where a line may break; a no-break space (as Intl puts between an amount and its currency) never breaks. */
const BREAKING_SPACE = /[ \t]/;
const ANY_SPACE = /[ \t\u00a0\u202f]/;
/** Joiners and combining marks stay in the face of the letter they belong to, so a word is shaped whole. */
const CLINGS = /[\u200c\u200d\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0300-\u036f]/;

const widthCache = new WeakMap<Face, Map<string, number>>();

/** Advance width in points of `text` shaped in one face and direction. */
export function measure(face: Face, text: string, direction: Direction, size: number): number {
  let cache = widthCache.get(face);
  if (!cache) widthCache.set(face, (cache = new Map()));
  const key = `${direction}\u0000${text}`;
  let units = cache.get(key);
  if (units === undefined) {
    units = face.font.layout(text, undefined, undefined, undefined, direction).advanceWidth;
    cache.set(key, units);
  }
  return (units * size) / face.font.unitsPerEm;
}

function facesOf(text: string, chain: Face[]): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const previous = faces[i - 1];
    const code = ch.codePointAt(0)!;
    if (previous && CLINGS.test(ch) && previous.font.hasGlyphForCodePoint(code)) {
      faces.push(previous);
      continue;
    }
    faces.push(chain.find((face) => face.font.hasGlyphForCodePoint(code)) ?? previous ?? chain[0]!);
  }
  return faces;
}

interface Analysis {
  text: string;
  levels: Uint8Array;
  embedding: ReturnType<typeof bidi.getEmbeddingLevels>;
  faces: Face[];
}

const isRtl = (level: number) => (level & 1) === 1;

/** Width of the logical range [start, end] (inclusive): runs of one face and direction, shaped. */
function rangeWidth(a: Analysis, start: number, end: number, size: number): number {
  let width = 0;
  let runStart = -1;
  const flush = (until: number) => {
    if (runStart < 0) return;
    width += measure(a.faces[runStart]!, a.text.slice(runStart, until), isRtl(a.levels[runStart]!) ? 'rtl' : 'ltr', size);
    runStart = -1;
  };
  for (let i = start; i <= end; i++) {
    const ch = a.text[i]!;
    if (CONTROL.test(ch)) {
      flush(i);
      continue;
    }
    if (ANY_SPACE.test(ch)) {
      flush(i);
      width += measure(a.faces[i]!, ' ', 'ltr', size);
      continue;
    }
    if (runStart >= 0 && (a.faces[i] !== a.faces[runStart] || isRtl(a.levels[i]!) !== isRtl(a.levels[runStart]!))) flush(i);
    if (runStart < 0) runStart = i;
  }
  flush(end + 1);
  return width;
}

/** Words as inclusive logical ranges between breaking spaces; a word wider than a line is cut where it must be. */
function words(a: Analysis, size: number, maxWidth: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = -1;
  const push = (s: number, e: number) => {
    if (rangeWidth(a, s, e, size) <= maxWidth || s === e) {
      out.push([s, e]);
      return;
    }
    // An e-mail or a link longer than the line: as many characters as fit, then the rest.
    let cut = s;
    while (cut < e && rangeWidth(a, s, cut + 1, size) <= maxWidth) cut++;
    out.push([s, cut]);
    push(cut + 1, e);
  };
  for (let i = 0; i <= a.text.length; i++) {
    const atBreak = i === a.text.length || BREAKING_SPACE.test(a.text[i]!);
    if (!atBreak && start < 0) start = i;
    if (atBreak && start >= 0) {
      push(start, i - 1);
      start = -1;
    }
  }
  return out;
}

/** The visual runs of the logical line [start, end]. */
function lineRuns(a: Analysis, start: number, end: number, size: number, direction: Direction): Line {
  // bidi-js answers with every index of the paragraph, only the range reordered.
  const visual = bidi.getReorderedIndices(a.text, a.embedding, start, end).filter((i) => i >= start && i <= end);
  const runs: Run[] = [];
  let x = 0;
  let current: number[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const first = current[0]!;
    const rtl = isRtl(a.levels[first]!);
    // Back to logical order for shaping; fontkit returns a right-to-left run's glyphs in visual order.
    const logical = rtl ? [...current].reverse() : current;
    const text = logical.map((i) => (rtl ? (bidi.getMirroredCharacter(a.text[i]!) ?? a.text[i]!) : a.text[i]!)).join('');
    const face = a.faces[first]!;
    const direction: Direction = rtl ? 'rtl' : 'ltr';
    const width = measure(face, text, direction, size);
    runs.push({ text, face, direction, x, width });
    x += width;
    current = [];
  };
  for (const i of visual) {
    const ch = a.text[i]!;
    if (CONTROL.test(ch)) continue;
    if (ANY_SPACE.test(ch)) {
      flush();
      x += measure(a.faces[i]!, ' ', 'ltr', size);
      continue;
    }
    const last = current.at(-1);
    if (last !== undefined) {
      const rtl = isRtl(a.levels[last]!);
      const adjacent = i === (rtl ? last - 1 : last + 1);
      if (!adjacent || a.faces[i] !== a.faces[last] || isRtl(a.levels[i]!) !== rtl) flush();
    }
    current.push(i);
  }
  flush();
  return { runs, width: x, direction };
}

/** Lines of a paragraph; '\n' starts a new line, an empty line stays as an empty line. */
export function layoutParagraph(text: string, style: ParagraphStyle): Line[] {
  const lines: Line[] = [];
  for (const part of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (part.trim() === '') {
      lines.push({ runs: [], width: 0, direction: style.direction === 'auto' ? 'ltr' : style.direction });
      continue;
    }
    const embedding = bidi.getEmbeddingLevels(part, style.direction);
    const direction: Direction = isRtl(embedding.paragraphs[0]?.level ?? 0) ? 'rtl' : 'ltr';
    const a: Analysis = { text: part, levels: embedding.levels, embedding, faces: facesOf(part, style.chain) };
    const ws = words(a, style.size, style.maxWidth);
    let lineStart = 0;
    while (lineStart < ws.length) {
      let lineEnd = lineStart;
      while (lineEnd + 1 < ws.length && rangeWidth(a, ws[lineStart]![0], ws[lineEnd + 1]![1], style.size) <= style.maxWidth) lineEnd++;
      lines.push(lineRuns(a, ws[lineStart]![0], ws[lineEnd]![1], style.size, direction));
      lineStart = lineEnd + 1;
    }
  }
  return lines;
}

/** The width of a text on one line (no wrapping). */
export function textWidth(text: string, style: Omit<ParagraphStyle, 'maxWidth'>): number {
  return Math.max(0, ...layoutParagraph(text, { ...style, maxWidth: Number.POSITIVE_INFINITY }).map((line) => line.width));
}
