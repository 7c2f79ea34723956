import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatExactMoney, formatInteger, formatMoney, formatNumber, formatPercent } from './format';
import { withDigits } from './numerals';

const arab = { language: 'ar', numerals: 'arab' } as const;
const latn = { language: 'ar', numerals: 'latn' } as const;
const en = { language: 'en', numerals: 'latn' } as const;

/** What a reader sees, without the direction marks Intl puts around an Arabic amount. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('amounts that read one way', () => {
  it('groups Arabic-Indic thousands with a narrow space, never with ٬ (which Cairo draws like the decimal ٫)', () => {
    const text = visible(formatExactMoney(5513.03, arab));
    expect(text).toBe('٥\u202f٥١٣٫٠٣\u00a0ر.س.');
    expect(text).not.toContain('٬');
    expect(visible(formatNumber(1234567, arab))).toBe('١\u202f٢٣٤\u202f٥٦٧');
  });

  it('writes Latin digits with a comma and a point on an Arabic page that chose them', () => {
    expect(visible(formatExactMoney(5513.03, latn))).toBe('5,513.03\u00a0ر.س.');
    expect(visible(formatMoney(4500, latn))).toBe('4,500\u00a0ر.س.');
  });

  it('keeps English as it was', () => {
    expect(formatExactMoney(5513.03, en)).toBe('SAR\u00a05,513.03');
    expect(formatMoney(4500, en)).toBe('SAR\u00a04,500');
    expect(formatPercent(98, en)).toBe('98%');
  });

  it('writes years and references without any separator', () => {
    expect(formatInteger(2026, arab)).toBe('٢٠٢٦');
    expect(formatInteger(2026, latn)).toBe('2026');
  });

  it('uses one digit system for a whole text', () => {
    expect(withDigits('0/500 · ٢٤ ساعة', 'arab')).toBe('٠/٥٠٠ · ٢٤ ساعة');
    expect(withDigits('0/500 · ٢٤ ساعة', 'latn')).toBe('0/500 · 24 ساعة');
  });
});

describe('formatters made when first used', () => {
  // A browser takes 12-30 ms to make the first Intl formatter of a page: one made when a module
  // loads is paid by every page that imports the module (the sign-in page paid for a Saudi "today"
  // it never shows). The browser's code makes them through numberFormat and dateTimeFormat, or
  // inside the function that uses them.
  const MODULE_LEVEL_FORMATTER = /^(?:export\s+)?(?:const|let|var)\s+[^=]+=\s*new\s+Intl\.\w+\(/m;

  function browserSources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return browserSources(full);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
    });
  }

  it('none in the code the browser loads (client/ and shared/)', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const found = ['client', 'shared']
      .flatMap((dir) => browserSources(path.join(root, dir)))
      .filter((file) => MODULE_LEVEL_FORMATTER.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(found).toEqual([]);
  });

  it('sees one (the check is not blind)', () => {
    expect(MODULE_LEVEL_FORMATTER.test("import x from 'y';\nconst day = new Intl.DateTimeFormat('en-CA', { timeZone });\n")).toBe(true);
    expect(MODULE_LEVEL_FORMATTER.test('function f() {\n  const day = new Intl.DateTimeFormat();\n}\n')).toBe(false);
  });
});
