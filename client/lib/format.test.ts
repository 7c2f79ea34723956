import { characterCount, formatConjunction } from './format';

describe('formatConjunction', () => {
  const lists = [[], ['one'], ['one', 'two'], ['one', 'two', 'three'], ['أ', 'ب', 'ج', 'د', 'هـ']];

  it.each([
    ['en', 'en-US'],
    ['ar', 'ar-SA'],
  ] as const)('writes a list as Intl.ListFormat does in %s', (language, locale) => {
    const intl = new Intl.ListFormat(locale, { type: 'conjunction' });
    for (const list of lists) expect(formatConjunction(list, language)).toBe(intl.format(list));
  });
});

describe('characterCount', () => {
  it("writes typed/allowed in the reader's digits, isolated left to right", () => {
    expect(characterCount(12, 500, 'ar')).toBe('\u2066١٢/٥٠٠\u2069');
    expect(characterCount(12, 500, 'en')).toBe('\u206612/500\u2069');
  });
});
