import type { BuildOptions } from 'esbuild';
import path from 'node:path';
import { oneStylisPlugin } from './one-stylis-plugin';
import { renderPackagesPlugin } from './render-packages-plugin';

/**
 * The Node bundles: the web server (alone, and with the provider for `npm start`) and the provider.
 * React and the packages rendering with it are bundled in their production build (see
 * renderPackagesPlugin); the rest of node_modules is loaded by Node.
 */
export function serverBuildOptions(root: string): BuildOptions & { metafile: true } {
  return {
    absWorkingDir: root,
    entryPoints: {
      'server/index': 'server/index.ts',
      'site/main': 'site/main.ts',
      'provider/index': 'provider/index.ts',
      'provider/backup': 'scripts/backup.ts',
      'provider/restore': 'scripts/restore.ts',
    },
    outdir: path.join(root, 'dist'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    metafile: true,
    jsx: 'automatic',
    chunkNames: 'server/chunks/[name]-[hash]',
    loader: { '.css': 'empty' },
    // Production code of every bundled package, whatever NODE_ENV is when the server starts.
    define: { 'process.env.NODE_ENV': '"production"' },
    // Bundled CommonJS (react-dom/server) requires Node's built-in modules.
    banner: { js: "import { createRequire as __khadamatCreateRequire } from 'node:module'; const require = __khadamatCreateRequire(import.meta.url);" },
    plugins: [oneStylisPlugin(root), renderPackagesPlugin(root)],
    logLevel: 'warning',
  };
}
