import { layoutParagraph, type Line } from './bidi-text';
import { createFontChain } from './fonts';

/** A line as seen on the page, left to right: its runs' texts in the order of their x. */
const seen = (line: Line) => [...line.runs].sort((a, b) => a.x - b.x).map((run) => run.text);

describe('bidi layout of the quote PDF', () => {
  it('keeps an Arabic amount whole: the thousands group stands left of the rest, the currency after them in reading order', () => {
    const [line] = layoutParagraph('\u200f٨\u202f٥٠٠٫٠٠\u00a0ر.س.\u200f', {
      chain: createFontChain('ar')('regular'),
      size: 10,
      direction: 'rtl',
      maxWidth: 400,
    });
    const runs = seen(line!);
    expect(runs.indexOf('٨')).toBe(runs.indexOf('٥٠٠٫٠٠') - 1);
    expect(runs.indexOf('٨')).toBeGreaterThan(runs.indexOf('ر'));
  });

  it('wraps a mixed Arabic–English item title of an English PDF in reading order', () => {
    const chain = createFontChain('en')('bold');
    const lines = layoutParagraph('Front garden design – تصميم الحديقة الأمامية', { chain, size: 10, direction: 'auto', maxWidth: 120 });
    expect(lines.map((line) => line.direction)).toEqual(['ltr', 'ltr']);
    expect(seen(lines[0]!)).toEqual(['Front', 'garden', 'design', '–']);
    // Right to left inside the English line: the first Arabic word stands right-most.
    expect(seen(lines[1]!)).toEqual(['الأمامية', 'الحديقة', 'تصميم']);
  });

  it('reads an Arabic-first title right to left, its English words in their own order', () => {
    const chain = createFontChain('en')('bold');
    const [line] = layoutParagraph('تنسيق الحدائق (Landscaping)', { chain, size: 10, direction: 'auto', maxWidth: 400 });
    expect(line!.direction).toBe('rtl');
    expect(seen(line!)).toEqual(['(', 'Landscaping', ')', 'الحدائق', 'تنسيق']);
  });
});
