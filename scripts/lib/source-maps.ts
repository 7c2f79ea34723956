import fs from 'node:fs';
import path from 'node:path';

/** The `sourceMappingURL` comment esbuild and swc end a JavaScript or CSS file with. */
const MAP_COMMENT = /\n?(?:\/\/# sourceMappingURL=[^\n]*|\/\*# sourceMappingURL=[^*]*\*\/)\s*$/;

/**
 * Moves every source map out of the served folder into `mapsDir` (same relative paths) and removes
 * the comments that point at them: maps carry the full sources, which production must not serve.
 * Operators read a minified stack trace with the maps kept under dist/. Returns how many moved.
 */
export function moveSourceMaps(servedDir: string, mapsDir: string): number {
  const files = fs.readdirSync(servedDir, { recursive: true, encoding: 'utf8' });
  let moved = 0;
  for (const file of files) {
    const full = path.join(servedDir, file);
    if (file.endsWith('.map')) {
      const target = path.join(mapsDir, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.renameSync(full, target);
      moved += 1;
    } else if (file.endsWith('.js') || file.endsWith('.css')) {
      const text = fs.readFileSync(full, 'utf8');
      const stripped = text.replace(MAP_COMMENT, '\n');
      if (stripped !== text) fs.writeFileSync(full, stripped);
    }
  }
  return moved;
}
