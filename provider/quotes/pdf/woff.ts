import { inflateSync } from 'node:zlib';

/**
 * A WOFF 1.0 font (https://www.w3.org/TR/WOFF/) unpacked into the plain TrueType/OpenType file it
 * wraps: the same tables, byte for byte, each inflated once.
 *
 * fontkit reads WOFF itself, but inflates a table (with a JavaScript inflater) every time it reads
 * from it, and it reads the whole `glyf` table again for each glyph it measures or subsets: a
 * quote or invoice PDF spent most of its time there (issue 31 item 3).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font (no wOFF signature)');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`WOFF table ${i} inflates to ${data.length} bytes, not ${origLength}`);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  // The sfnt table directory (tables sorted by tag, as WOFF already keeps them), then each table on a 4-byte boundary.
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + 16 * numTables;
  const out = Buffer.alloc(headerLength + tables.reduce((sum, t) => sum + padded(t.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  [...tables]
    .sort((a, b) => a.tag - b.tag)
    .forEach((table, i) => {
      const record = 12 + i * 16;
      out.writeUInt32BE(table.tag, record);
      out.writeUInt32BE(table.checksum, record + 4);
      out.writeUInt32BE(offset, record + 8);
      out.writeUInt32BE(table.data.length, record + 12);
      table.data.copy(out, offset);
      offset += padded(table.data.length);
    });
  return out;
}
