import { transform } from '@swc/core';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A second minification pass over esbuild's browser chunks with swc's terser-compatible compressor.
 * esbuild minifies in one fast pass; swc's compressor inlines, folds and drops more, which takes
 * about 5% off the gzip size of the first-load JavaScript (about 10 KB for "/"). Source maps are
 * chained, so stack traces still point at our sources. File names stay esbuild's content hashes:
 * the same esbuild output always gives the same swc output.
 */
export async function postMinify(dir: string): Promise<void> {
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(dir, file);
      const mapFile = `${full}.map`;
      const hasMap = fs.existsSync(mapFile);
      const source = fs.readFileSync(full, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
      // transform() rather than minify(): only transform chains the input source map.
      const output = await transform(source, {
        filename: path.basename(full),
        isModule: true,
        minify: true,
        jsc: {
          target: 'es2022',
          parser: { syntax: 'ecmascript' },
          minify: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
        },
        sourceMaps: hasMap,
        inputSourceMap: hasMap ? fs.readFileSync(mapFile, 'utf8') : false,
      });
      const mapComment = hasMap ? `\n//# sourceMappingURL=${path.basename(mapFile)}\n` : '\n';
      fs.writeFileSync(full, `${output.code}${mapComment}`);
      if (hasMap && output.map) fs.writeFileSync(mapFile, output.map);
    }),
  );
}
