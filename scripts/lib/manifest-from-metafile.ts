import type { Metafile } from 'esbuild';
import path from 'node:path';
import type { AssetManifest } from '../../server/render/asset-manifest';

/**
 * Turns esbuild's metafile into the manifest the server reads: for every source module that became
 * its own chunk (the entry and each lazily imported page), the chunk's file and the chunks it
 * imports statically, transitively, so the server can preload exactly what a route needs.
 */
export function manifestFromMetafile(metafile: Metafile, outdir: string, entrySource: string): AssetManifest {
  const relative = (output: string) => path.relative(outdir, path.resolve(output)).split(path.sep).join('/');
  const outputs = metafile.outputs;

  const staticImports = (output: string, seen = new Set<string>()): string[] => {
    for (const imported of outputs[output]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticImports(imported.path, seen);
    }
    return [...seen];
  };

  const chunks: AssetManifest['chunks'] = {};
  let entry: AssetManifest['entry'] | undefined;
  for (const [output, info] of Object.entries(outputs)) {
    if (!output.endsWith('.js') || !info.entryPoint) continue;
    const record = { file: relative(output), imports: staticImports(output).map(relative) };
    chunks[info.entryPoint] = record;
    if (info.entryPoint === entrySource) {
      entry = { ...record, css: info.cssBundle ? [relative(info.cssBundle)] : [] };
    }
  }
  if (!entry) throw new Error(`The build has no output for ${entrySource}`);
  const fonts: Record<string, string> = {};
  for (const [output, info] of Object.entries(outputs)) {
    if (!output.endsWith('.woff2')) continue;
    const source = Object.keys(info.inputs)[0];
    if (source) fonts[path.basename(source)] = relative(output);
  }
  return { entry, chunks, fonts };
}
