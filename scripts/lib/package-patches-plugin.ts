import type { Plugin } from 'esbuild';
import fs from 'node:fs';

interface PackagePatch {
  /** The file, by the end of its path under node_modules. */
  file: RegExp;
  find: string;
  replace: string;
}

/**
 * Edits to what the browser bundle takes from three packages, each removing code the site can never
 * run from every first visit. Each `find` must be in its file, or the build fails: a package update
 * that changes the file is noticed, and the patch is then reviewed or dropped, never silently lost.
 */
export const PACKAGE_PATCHES: PackagePatch[] = [
  {
    // @emotion/react's browser build ends its imports with a bare `import 'hoist-non-react-statics'`
    // (its bundler keeps every import's order). That package is CommonJS without a `sideEffects`
    // flag, so esbuild kept it, and an old react-is with it, although only `withTheme` uses it
    // (which we never call, and which imports it again itself). About 1 KB gzip.
    file: /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-react\.browser\.esm\.js$/,
    find: "import 'hoist-non-react-statics';",
    replace: '',
  },
  {
    // emotion's own vendor prefixer (a copy of stylis' prefixer, for browsers a decade old) is the
    // default of a cache created without stylis plugins. Ours always gets ours
    // (client/theme/emotion-cache.ts, client/theme/stylis-prefixer.ts); only @emotion/react's
    // fallback cache, which nothing renders into under our CacheProvider, would use it. About 1.3 KB gzip.
    file: /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.browser\.esm\.js$/,
    find: 'var defaultStylisPlugins = [prefixer];',
    replace: 'var defaultStylisPlugins = [];',
  },
  {
    // react-router's <Link> renders <PrefetchPageLinks> for its `prefetch` prop, which works only in
    // framework mode (it needs the <HydratedRouter> context and throws without it); this site uses
    // the data router and never passes `prefetch`. The framework's route-module, links and
    // single-fetch code came with it. About 1.4 KB gzip.
    file: /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js$/,
    find: 'import { FrameworkContext, PrefetchPageLinks, mergeRefs, usePrefetchBehavior } from "./ssr/components.js";',
    replace:
      'import { FrameworkContext, mergeRefs, usePrefetchBehavior } from "./ssr/components.js";\n' +
      'const PrefetchPageLinks = () => { throw new Error("<Link prefetch> needs react-router framework mode"); };',
  },
];

export function packagePatchesPlugin(patches: PackagePatch[] = PACKAGE_PATCHES): Plugin {
  return {
    name: 'package-patches',
    setup(build) {
      for (const patch of patches) {
        build.onLoad({ filter: patch.file }, async (args) => {
          const source = await fs.promises.readFile(args.path, 'utf8');
          if (!source.includes(patch.find)) {
            throw new Error(`${args.path} no longer contains ${JSON.stringify(patch.find)}: review the patch in scripts/lib/package-patches-plugin.ts`);
          }
          return { contents: source.replace(patch.find, patch.replace), loader: 'js' };
        });
      }
    },
  };
}
