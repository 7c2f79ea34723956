import type { Plugin } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const DYNAMIC_IMPORT = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

function resolveSource(fromDir: string, specifier: string): string | undefined {
  const base = path.resolve(fromDir, specifier);
  if (/\.(tsx?|jsx?)$/.test(base) && fs.existsSync(base)) return base;
  return EXTENSIONS.map((extension) => `${base}${extension}`).find((candidate) => fs.existsSync(candidate));
}

/** Every module of `dir` that some module of `dir` loads with a relative `import()`. */
export function findLazyModules(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const full = path.join(dir, file);
    for (const match of fs.readFileSync(full, 'utf8').matchAll(DYNAMIC_IMPORT)) {
      const target = resolveSource(path.dirname(full), match[1]!);
      if (target) found.add(target);
    }
  }
  return found;
}

/**
 * One chunk for the shell. esbuild groups modules by the exact set of entry points (the entry and
 * each lazily imported module) that reach them, so a module of the shell that three pages also use
 * lands in a different chunk from one that two pages use: the first visit downloaded some forty
 * small files, and gzip compresses many small files about 12 KB worse than one. Every page already
 * has the shell loaded (the entry imports it), so each lazily imported module is made to import the
 * shell too, and so is the entry: every shell module is then reached by every entry point and they
 * all share one chunk. `shellModules` are absolute paths or package names (`react-dom`). The added
 * import is appended, so line numbers and source maps stay as they were.
 */
export function shellChunkPlugin(options: {
  clientDir: string;
  entry: string;
  shellModules: string[];
  /** Lazily imported module (absolute path) -> modules (absolute paths) it imports too: see common-chunk.ts. */
  extraImports?: Map<string, string[]>;
}): Plugin {
  return {
    name: 'shell-chunk',
    setup(build) {
      const lazyModules = findLazyModules(options.clientDir);
      lazyModules.add(options.entry);
      const shellImports = options.shellModules.map((module) => `import ${JSON.stringify(module)};`).join('\n');
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (!lazyModules.has(args.path)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        const extra = extraImportsSource(options.extraImports?.get(args.path) ?? []);
        return { contents: `${source}\n${shellImports}\n${extra}`, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Imports that keep each module in the bundle. A bare import of a module whose package says
 * `"sideEffects": false` (MUI's, its icons') is dropped by esbuild, so those are imported as
 * namespaces and exported: an entry point keeps its exports.
 */
function extraImportsSource(modules: string[]): string {
  if (modules.length === 0) return '';
  const packaged = modules.filter((module) => module.split(path.sep).includes('node_modules'));
  const own = modules.filter((module) => !packaged.includes(module));
  return [
    ...own.map((module) => `import ${JSON.stringify(module)};`),
    ...packaged.map((module, index) => `import * as __common${index} from ${JSON.stringify(module)};`),
    packaged.length > 0 ? `export const __commonChunk = [${packaged.map((_, index) => `__common${index}`).join(', ')}];` : '',
    '',
  ].join('\n');
}
