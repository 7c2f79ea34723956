import { serializeState } from './serialize-state';

describe('serializeState', () => {
  it('cannot close the script element or open a comment', () => {
    const text = serializeState({ title: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
  });

  it('escapes the line and paragraph separators', () => {
    const text = serializeState({ s: 'a\u2028b\u2029c' });
    expect(text).not.toMatch(/[\u2028\u2029]/);
  });

  it('round-trips to the same data, Arabic included', () => {
    const value = { name: 'خدمات & <شركاء>', list: [1, 'a\u2028b'], nested: { ok: true } };
    expect(JSON.parse(serializeState(value))).toEqual(value);
  });
});
