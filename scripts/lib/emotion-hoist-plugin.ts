import type { Plugin } from 'esbuild';
import fs from 'node:fs';

const BARE_IMPORT = "import 'hoist-non-react-statics';";

/**
 * @emotion/react's browser build ends its imports with a bare `import 'hoist-non-react-statics'`
 * (its bundler keeps every import's order). That package is CommonJS without a `sideEffects` flag,
 * so esbuild keeps it, and with it an old copy of react-is, in the shell, although only `withTheme`
 * uses it (which we never call, and which imports it again itself). Dropping the bare import takes
 * about 1 KB gzip off every page. If emotion's file no longer has that line, nothing happens.
 */
export function emotionHoistPlugin(): Plugin {
  return {
    name: 'emotion-hoist',
    setup(build) {
      build.onLoad({ filter: /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.(esm|development\.esm)\.js$/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, 'utf8');
        return { contents: source.replace(BARE_IMPORT, ''), loader: 'js' };
      });
    },
  };
}
