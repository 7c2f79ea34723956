import { matchesIfNoneMatch, strongEtag } from './etag';

describe('entity tags', () => {
  it('tags the same bytes alike, and other bytes otherwise', () => {
    expect(strongEtag('<p>hello</p>')).toBe(strongEtag(Buffer.from('<p>hello</p>')));
    expect(strongEtag('<p>hello</p>')).not.toBe(strongEtag('<p>hello!</p>'));
    expect(strongEtag('x')).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
  });

  it('compares If-None-Match weakly, as RFC 9110 asks', () => {
    expect(matchesIfNoneMatch('"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"abc"')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', '"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"abc"')).toBe(false);
  });
});
