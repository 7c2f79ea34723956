import { isBlank, localized, truncate } from './text';

describe('truncate', () => {
  it('keeps a text that fits, without an ellipsis', () => {
    expect(truncate('Digital Marketing', 20)).toBe('Digital Marketing');
    expect(truncate('12345678901234567890', 20)).toBe('12345678901234567890');
  });

  it('cuts a longer text at the limit and adds an ellipsis', () => {
    expect(truncate('Interior Decoration & Gardens', 20)).toBe('Interior Decoration…');
    expect(truncate('a'.repeat(150), 100)).toBe(`${'a'.repeat(100)}…`);
  });

  it('drops the space left at the cut', () => {
    expect(truncate('Building finishing and maintenance', 9)).toBe('Building…');
  });

  it('counts Arabic letters and emoji as one character each', () => {
    expect(truncate('الديكور الداخلي وتنسيق الحدائق', 15)).toBe('الديكور الداخلي…');
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });

  it('treats a missing text as empty', () => {
    expect(truncate(undefined, 10)).toBe('');
    expect(truncate(null, 10)).toBe('');
  });
});

describe('localized', () => {
  it('uses the Arabic text on Arabic pages when there is one', () => {
    expect(localized('ar', 'Cafe', 'مقهى')).toBe('مقهى');
    expect(localized('en', 'Cafe', 'مقهى')).toBe('Cafe');
  });

  it('falls back to English when the Arabic text is missing or blank', () => {
    expect(localized('ar', 'Cafe', '')).toBe('Cafe');
    expect(localized('ar', 'Cafe', '   ')).toBe('Cafe');
    expect(localized('ar', 'Cafe', null)).toBe('Cafe');
  });

  it('knows a blank text', () => {
    expect(isBlank(' \n ')).toBe(true);
    expect(isBlank('x')).toBe(false);
  });
});
