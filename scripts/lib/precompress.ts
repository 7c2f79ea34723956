import { gzipAsync } from '@gfx/zopfli';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes `.gz` (zopfli: standard gzip, a few percent smaller than gzip -9) and `.br` next to every
 * compressible asset, so the server sends prebuilt files instead of compressing on every request.
 */
export async function precompress(dir: string): Promise<void> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => COMPRESSIBLE.test(file) && !file.endsWith('.map'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const content = fs.readFileSync(full);
      if (content.length < 1024) return;
      const gzip = await gzipAsync(content, { numiterations: 10 });
      const brotli = zlib.brotliCompressSync(content, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      });
      fs.writeFileSync(`${full}.gz`, gzip);
      fs.writeFileSync(`${full}.br`, brotli);
    }),
  );
}
