import type { Plugin } from 'esbuild';
import fs from 'node:fs';

/**
 * The web fonts' @font-face rules with `font-display: optional` instead of fontsource's `swap`. With
 * swap, text first painted in a fallback font is laid out again when the font arrives: Cairo is
 * much taller and wider than the system's Arabic fonts, so Arabic pages moved (layout shift). With
 * optional, a font that is not there within the first ~100 ms (the server preloads the page
 * language's one) is not swapped in on that page, and nothing moves.
 */
export function fontDisplayPlugin(packages: RegExp): Plugin {
  return {
    name: 'font-display-optional',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        if (!packages.test(args.path)) return undefined;
        const css = await fs.promises.readFile(args.path, 'utf8');
        return { contents: css.replace(/font-display:\s*swap/g, 'font-display: optional'), loader: 'css' };
      });
    },
  };
}
