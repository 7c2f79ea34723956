import type { Plugin } from 'esbuild';
import fs from 'node:fs';

const NAMESPACE = 'evaluation-yield';

/**
 * Ends the task that evaluates the shell's chunk at a few places, so that the browser can paint and
 * answer input in between: evaluating its 530 KB (React DOM, the router, i18next, MUI's components
 * and default theme, the app's route table) was the longest task of a first visit (70-140 ms of
 * CPU on this machine, four times that on Lighthouse's phone, where every task counts beyond 50 ms
 * as blocking time).
 *
 * Each module of `before` (absolute paths, in the order the chunk evaluates them) gets as its first
 * import a module whose only statement is a top-level `await` of the next task. esbuild evaluates
 * a chunk's modules one after the other in its one top-level, so the rest of the chunk waits there
 * for a task of its own; the modules that import the chunk (the entry, the page's own) wait for the
 * whole of it, as ES modules wait for a dependency with a top-level await. Client build only: the
 * server's bundle never sees these imports.
 */
export function evaluationYieldsPlugin(before: string[]): Plugin {
  const index = new Map(before.map((file, position) => [file, position] as const));
  return {
    name: 'evaluation-yields',
    setup(build) {
      const seen = new Set<string>();
      build.onStart(() => seen.clear());
      build.onEnd((result) => {
        const missing = before.filter((file) => !seen.has(file));
        if (missing.length > 0 && result.errors.length === 0) {
          result.errors.push({
            id: '',
            pluginName: 'evaluation-yields',
            text: `No module ${missing.join(', ')} in the build: update EVALUATION_YIELDS (scripts/build.ts)`,
            location: null,
            notes: [],
            detail: undefined,
          });
        }
      });
      build.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: 'await new Promise((resolve) => setTimeout(resolve, 0));',
        loader: 'js',
      }));
      build.onLoad({ filter: /\.(m?js|tsx?)$/ }, async (args) => {
        const position = index.get(args.path);
        if (position === undefined) return undefined;
        seen.add(args.path);
        const source = await fs.promises.readFile(args.path, 'utf8');
        const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
        // One line before the source: its line numbers move by one in the maps.
        return { contents: `import '${NAMESPACE}:${position}';\n${source}`, loader };
      });
    },
  };
}
