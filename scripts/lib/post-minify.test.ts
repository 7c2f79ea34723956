import { COMPILE_HINT, shiftMapOneLine } from './post-minify';

describe('the compile hint on the first line of each chunk', () => {
  it("is V8's hint for the whole file", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });

  it("moves the map's lines down by one, and nothing else", () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA,CAAC;AACA' });
    expect(JSON.parse(shiftMapOneLine(map))).toEqual({ version: 3, sources: ['a.ts'], names: [], mappings: ';AAAA,CAAC;AACA' });
  });
});
