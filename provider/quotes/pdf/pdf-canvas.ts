import PDFDocument from 'pdfkit';
import type { Font } from 'fontkit';
import type { Language } from '../../../shared/constants';
import { layoutParagraph, type Direction, type Line } from './bidi-text';
import { createFontChain, type Face, type FontChain, type Weight } from './fonts';

/**
 * A page-flowing canvas over pdfkit, in logical coordinates: `start` is measured from the side where
 * the language's lines begin (left in English, right in Arabic), so one description of the layout
 * gives both a left-to-right and a mirrored right-to-left page.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const FOOTER_SPACE = 40;

export type Align = 'start' | 'end' | 'center';

export interface TextOptions {
  size?: number;
  weight?: Weight;
  color?: string;
  align?: Align;
  /** Logical offset of the box from the start side, and its width. */
  start?: number;
  width?: number;
  /** Line height as a multiple of the size. */
  leading?: number;
  /** Text someone typed: its own first strong character decides its direction (word order), like dir="auto". */
  auto?: boolean;
}

/**
 * A fontkit font wrapped so that pdfkit lays each run out in the direction we decided (see
 * bidi-text.ts): pdfkit calls layout(text, features) while drawing, synchronously, so the direction
 * set just before the call is the one used. One wrapper per face, so each face is embedded once.
 *
 * In a right-to-left run, a ligature's characters (lam-alef: U+0644 U+0627) are given to the
 * ToUnicode map in visual order, like the glyphs of the content stream themselves: text extractors
 * (poppler's pdftotext, pdf.js) read a line in visual order and reverse its right-to-left parts,
 * ligature expansions included, so this is what gives them the word in logical order.
 */
class DirectedFont {
  direction: Direction = 'ltr';
  readonly font: Font;

  constructor(font: Font) {
    const state = this;
    this.font = new Proxy(font, {
      get(target, property) {
        if (property === 'layout') {
          return (text: string, features?: Record<string, boolean>) => {
            const run = target.layout(text, features, undefined, undefined, state.direction);
            if (state.direction === 'ltr') return run;
            const glyphs = run.glyphs.map((glyph) =>
              glyph.codePoints.length > 1 ? { id: glyph.id, advanceWidth: glyph.advanceWidth, codePoints: [...glyph.codePoints].reverse() } : glyph,
            );
            return { glyphs, positions: run.positions, advanceWidth: run.advanceWidth };
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }
}

export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: Direction;
  y: number = PAGE.margin;
  private readonly registered = new Map<string, DirectedFont>();
  private readonly fonts: FontChain;
  /** Draws what repeats at the top of a continued page (e.g. a table header); set while a table flows. */
  onNewPage: (() => void) | null = null;

  constructor(
    readonly language: Language,
    info: { title: string; author: string; subject: string },
  ) {
    this.direction = language === 'ar' ? 'rtl' : 'ltr';
    this.fonts = createFontChain(language);
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      // The layout cache is keyed by text alone, and one face is laid out in both directions.
      fontLayoutCache: false,
      lang: language === 'ar' ? 'ar-SA' : 'en-US',
      displayTitle: true,
      info: { Title: info.title, Author: info.author, Subject: info.subject, Creator: info.author },
    });
  }

  chain(weight: Weight): Face[] {
    return this.fonts(weight);
  }

  /** Physical x of a box given by its logical start offset and width. */
  x(start: number, width: number): number {
    return this.direction === 'ltr' ? PAGE.margin + start : PAGE.margin + CONTENT_WIDTH - start - width;
  }

  private use(face: Face, direction: Direction): void {
    let directed = this.registered.get(face.name);
    if (!directed) {
      directed = new DirectedFont(face.font);
      // pdfkit takes a fontkit font object as well as a file; its types only list files.
      this.doc.registerFont(face.name, directed.font as unknown as Buffer);
      this.registered.set(face.name, directed);
    }
    directed.direction = direction;
    this.doc.font(face.name);
  }

  lines(text: string, options: TextOptions = {}): Line[] {
    const size = options.size ?? 10;
    return layoutParagraph(text, {
      chain: this.chain(options.weight ?? 'regular'),
      size,
      direction: options.auto ? 'auto' : this.direction,
      maxWidth: options.width ?? CONTENT_WIDTH,
    });
  }

  lineHeight(options: TextOptions = {}): number {
    return (options.size ?? 10) * (options.leading ?? (this.language === 'ar' ? 1.65 : 1.45));
  }

  /** The height `text` takes in a box, without drawing it. */
  measureHeight(text: string, options: TextOptions = {}): number {
    return this.lines(text, options).length * this.lineHeight(options);
  }

  /** Draws laid-out lines at `top`; returns the height used. Baselines of every face line up. */
  drawLines(lines: Line[], top: number, options: TextOptions = {}): number {
    const size = options.size ?? 10;
    const start = options.start ?? 0;
    const width = options.width ?? CONTENT_WIDTH;
    const align = options.align ?? 'start';
    const lineHeight = this.lineHeight(options);
    const left = this.x(start, width);
    this.doc.fillColor(options.color ?? '#17211f');
    lines.forEach((line, index) => {
      const slack = width - line.width;
      // 'start' is the left edge in English and the right edge in Arabic, whatever the text's own
      // direction: typed text in the other script keeps its word order but not its own alignment, so
      // every column of the page stays straight.
      const offset = align === 'center' ? slack / 2 : (align === 'start') === (this.direction === 'ltr') ? 0 : slack;
      // The baseline sits in the middle of the line box's extra space, the same for every face.
      const baseline = top + index * lineHeight + (lineHeight - size) / 2 + size * 0.8;
      for (const run of line.runs) {
        this.use(run.face, run.direction);
        const ascent = (run.face.font.ascent / run.face.font.unitsPerEm) * size;
        this.doc.fontSize(size).text(run.text, left + offset + run.x, baseline - ascent, { lineBreak: false });
      }
    });
    return lines.length * lineHeight;
  }

  /** Draws a paragraph at the cursor (or `top`) without moving the cursor; returns its height. */
  textAt(text: string, top: number, options: TextOptions = {}): number {
    return this.drawLines(this.lines(text, options), top, options);
  }

  /** Draws a paragraph at the cursor, moving to a new page first if it does not fit, and moves the cursor below it. */
  text(text: string, options: TextOptions = {}): number {
    const lines = this.lines(text, options);
    const lineHeight = this.lineHeight(options);
    let height = 0;
    // Line by line, so a long paragraph flows onto the next page.
    for (const line of lines) {
      this.ensureSpace(lineHeight);
      this.drawLines([line], this.y, options);
      this.y += lineHeight;
      height += lineHeight;
    }
    return height;
  }

  /** Starts a new page when less than `height` is left above the footer. */
  ensureSpace(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin - FOOTER_SPACE) return;
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = PAGE.margin;
    this.onNewPage?.();
  }

  rect(start: number, top: number, width: number, height: number, color: string): void {
    this.doc.save().rect(this.x(start, width), top, width, height).fill(color).restore();
  }

  /** Draws an image (PNG or JPEG bytes) as a `size` square at a logical offset from the start side. */
  image(data: Buffer, start: number, top: number, size: number): void {
    this.doc.image(data, this.x(start, size), top, { width: size, height: size });
  }

  rule(top: number, color = '#d5dedb', start = 0, width = CONTENT_WIDTH): void {
    const x = this.x(start, width);
    this.doc
      .save()
      .moveTo(x, top)
      .lineTo(x + width, top)
      .lineWidth(0.7)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  async finish(footer: (page: number, pages: number) => string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      this.rule(PAGE.height - PAGE.margin - 14);
      this.textAt(footer(i - range.start + 1, range.count), PAGE.height - PAGE.margin - 10, { size: 8, color: '#4d5b58', align: 'center' });
    }
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}
