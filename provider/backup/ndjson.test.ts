import fc from 'fast-check';
import { HOSTILE_PIECES } from './hostile-text';
import { readLines, rowLine } from './ndjson';

const hostileText = fc.array(fc.constantFrom(...HOSTILE_PIECES), { maxLength: 40 }).map((parts) => parts.join(''));
const row = fc.record({ id: fc.integer(), text: hostileText, other: fc.option(hostileText), list: fc.array(hostileText, { maxLength: 3 }) });

/** The bytes cut into chunks at the given points (anywhere, inside a UTF-8 sequence too). */
function* cut(bytes: Buffer, points: number[]): Generator<Buffer> {
  let from = 0;
  for (const point of [...new Set(points.map((p) => p % (bytes.length + 1)))].sort((a, b) => a - b)) {
    yield bytes.subarray(from, point);
    from = point;
  }
  yield bytes.subarray(from);
}

async function linesOf(chunks: Iterable<Buffer>): Promise<string[]> {
  const lines: string[] = [];
  for await (const line of readLines(chunks as unknown as AsyncIterable<Buffer>)) lines.push(line);
  return lines;
}

describe('backup rows as lines', () => {
  it('gives back every row, however the hostile text and the chunk boundaries fall', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 8 }), async (rows, points) => {
        const bytes = Buffer.from(rows.map((r) => rowLine(JSON.stringify(r))).join(''));
        const lines = await linesOf(cut(bytes, points));
        expect(lines.map((line) => JSON.parse(line))).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it("writes no character readline or another line tool splits on, and reads a version 1 file's raw U+2028 and U+2029", async () => {
    const text = HOSTILE_PIECES.join('');
    const line = rowLine(JSON.stringify({ text }));
    expect(line.slice(0, -1)).not.toMatch(/[\n\r\u0085\u2028\u2029]/);
    // What version 1 wrote: the separators raw inside the JSON string.
    const v1 = Buffer.from(`${JSON.stringify({ text })}\n${JSON.stringify({ text: 'b\u2029' })}\n`);
    expect((await linesOf(cut(v1, [1, 7, 8, 9]))).map((l) => JSON.parse(l).text)).toEqual([text, 'b\u2029']);
  });

  it('refuses a row with a raw line break, and invalid UTF-8', async () => {
    expect(() => rowLine('{"a":\n1}')).toThrow(/raw line break/);
    await expect(linesOf([Buffer.from([0x7b, 0xff, 0x7d, 0x0a])])).rejects.toThrow();
  });
});
