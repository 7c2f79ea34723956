import type { Metafile } from 'esbuild';

/**
 * The small shared chunks of a page, made one (per anchor, in order). esbuild puts modules reached by the same set of entry
 * points (the entry and each lazily imported module) in one chunk, so a page that shares a little
 * with each of many others is cut into many small files: the service page was its own chunk and 30
 * more (icons, the carousel, a rating summary, Grid; most under 2 KB), and a phone on a slow line
 * waits a round trip for every six of them. This finds, in a first build's metafile, the small
 * chunks each `anchors` page loads beyond the shell and the earlier anchors' groups, and returns for every lazily imported module
 * that loads any of them the modules of all of them: each such module then imports them all (see
 * shellChunkPlugin's `extraImports`), all of them are reached by the same entry points again, and
 * esbuild writes them as one file.
 *
 * Left out: the entry and what it loads (the shell), the modules in `exclude` (the home page, whose
 * first visit must not grow), chunks over `maxChunkBytes` (a library of its own, fetched where it is
 * needed), and lazily imported modules that some module also imports statically, for which an added
 * import could close a cycle. Every module that loads any of them loads all of them (about 12 KB
 * gzip, less than a round trip on a slow line): forcing only those that load most of them was tried
 * and cut the group into as many pieces again.
 */
export function commonChunkImports(
  metafile: Metafile,
  options: { entry: string; anchors: string[]; exclude: string[]; maxChunkBytes: number },
): Map<string, string[]> {
  const outputs = metafile.outputs;
  const outputOf = new Map<string, string>();
  for (const [output, info] of Object.entries(outputs)) {
    if (output.endsWith('.js') && info.entryPoint) outputOf.set(info.entryPoint, output);
  }
  const reach = (output: string, seen = new Set<string>()): Set<string> => {
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue;
      seen.add(imported.path);
      reach(imported.path, seen);
    }
    return seen;
  };
  const outputFor = (entryPoint: string) => {
    const output = outputOf.get(entryPoint);
    if (!output) throw new Error(`commonChunkImports: the build has no output for ${entryPoint}`);
    return output;
  };
  const staticallyImported = new Set<string>();
  for (const info of Object.values(outputs)) {
    for (const imported of info.imports) if (imported.kind === 'import-statement') staticallyImported.add(imported.path);
  }
  const taken = reach(outputFor(options.entry));
  const imports = new Map<string, string[]>();
  const excluded = [options.entry, ...options.exclude];
  for (const anchor of options.anchors) {
    const common = new Set(
      [...reach(outputFor(anchor))].filter((output) => !outputs[output]!.entryPoint && !taken.has(output) && outputs[output]!.bytes <= options.maxChunkBytes),
    );
    // Plugins' virtual modules (namespace:path) cannot be imported by path.
    const modules = [...common].flatMap((output) => Object.keys(outputs[output]!.inputs)).filter((input) => !input.includes(':'));
    for (const [entryPoint, output] of outputOf) {
      if (excluded.includes(entryPoint) || staticallyImported.has(output)) continue;
      if ([...reach(output)].some((chunk) => common.has(chunk))) imports.set(entryPoint, [...(imports.get(entryPoint) ?? []), ...modules]);
    }
    for (const output of common) taken.add(output);
    // A later group never goes into an earlier anchor: that page's first visit stays as it is.
    excluded.push(anchor);
  }
  return imports;
}
