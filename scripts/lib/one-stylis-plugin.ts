import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * One stylis for emotion and stylis-plugin-rtl. @emotion/cache keeps its own copy (4.2), while the
 * RTL plugin imports the project's (4.4): right-to-left pages downloaded stylis' parser twice, and
 * the plugin parsed what cssjanus flipped with another parser than emotion's. Every `stylis` import
 * is resolved as @emotion/cache resolves it, in the browser and the server bundles alike, so both
 * compile the same CSS the same way.
 */
export function oneStylisPlugin(root: string): Plugin {
  return {
    name: 'one-stylis',
    setup(build) {
      const emotionCacheDir = path.dirname(createRequire(path.join(root, 'package.json')).resolve('@emotion/cache/package.json'));
      build.onResolve({ filter: /^stylis$/ }, async (args) => {
        if (args.pluginData === 'one-stylis') return undefined;
        return build.resolve('stylis', { kind: args.kind, resolveDir: emotionCacheDir, pluginData: 'one-stylis' });
      });
    },
  };
}
