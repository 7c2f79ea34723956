import type { Plugin } from 'esbuild';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const REACT_CORE = ['react', 'react-dom'];

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function readPackageJson(name: string, fromDir: string): PackageJson | undefined {
  // Resolve the package.json through Node's resolution from `fromDir` (the package may be nested).
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return JSON.parse(fs.readFileSync(candidate, 'utf8')) as PackageJson;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The packages the server's React rendering runs: React itself, every dependency of the project
 * that uses React (MUI, emotion, react-router, react-redux, formik, ...), the project's plugins of
 * those (a dependency whose peer is one of them: stylis-plugin-rtl for stylis), and everything they
 * depend on, peers included (i18next through react-i18next, @emotion/cache through @emotion/react).
 */
export function renderPackages(root: string): Set<string> {
  const project = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as PackageJson;
  const direct = new Map(Object.keys(project.dependencies ?? {}).map((name) => [name, readPackageJson(name, root)] as const));
  const found = new Set<string>();
  const add = (roots: string[]) => {
    const queue = [...roots];
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (found.has(name)) continue;
      const pkg = readPackageJson(name, root);
      if (!pkg) continue; // an optional peer that is not installed
      found.add(name);
      queue.push(...Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies }));
    }
  };
  const usesReact = (pkg: PackageJson | undefined) => REACT_CORE.some((core) => core in (pkg?.dependencies ?? {}) || core in (pkg?.peerDependencies ?? {}));
  add([...direct].filter(([name, pkg]) => REACT_CORE.includes(name) || usesReact(pkg)).map(([name]) => name));
  for (let size = -1; size !== found.size; ) {
    size = found.size;
    add(
      [...direct].filter(([name, pkg]) => !found.has(name) && Object.keys(pkg?.peerDependencies ?? {}).some((peer) => found.has(peer))).map(([name]) => name),
    );
  }
  return found;
}

const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/**
 * Node bundles: the packages of the React rendering are bundled (with process.env.NODE_ENV defined
 * as "production", esbuild keeps only their production code); every other package stays external,
 * loaded by Node from node_modules (the database, Redis, pdfkit, express, ...).
 *
 * Left external, React would be loaded by Node, whose `react/index.js` picks the development build
 * whenever NODE_ENV is not "production" — as under `npm start`, which does not set it — and the
 * server then renders several times slower. Bundled, the server runs React's production build
 * whatever the environment says.
 */
export function renderPackagesPlugin(root: string): Plugin {
  const bundled = renderPackages(root);
  return {
    name: 'render-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (BUILTINS.has(args.path)) return { path: args.path, external: true };
        // esbuild never reads an external package, so an importer inside node_modules is bundled,
        // and what it imports is bundled with it (an undeclared dependency included).
        if (bundled.has(packageNameOf(args.path)) || args.importer.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}
