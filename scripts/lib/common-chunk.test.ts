import * as esbuild from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commonChunkImports } from './common-chunk';
import { shellChunkPlugin } from './shell-chunk-plugin';

/**
 * A small app: three pages sharing modules pairwise (so esbuild cuts what they share into a chunk
 * per pair), one of them from a package that says `"sideEffects": false`, and a home page.
 */
function writeApp(dir: string): void {
  const files: Record<string, string> = {
    'client/entry.ts': "export const pages = [() => import('./a'), () => import('./b'), () => import('./c'), () => import('./home')];\n",
    'client/a.ts': "import { x } from './x';\nimport { y } from './y';\nimport icon from 'icons/star';\nexport default () => x + y + icon;\n",
    'client/b.ts': "import { x } from './x';\nexport default () => x;\n",
    'client/c.ts': "import { y } from './y';\nimport icon from 'icons/star';\nexport default () => y + icon;\n",
    'client/home.ts': "import { y } from './y';\nexport default () => y;\n",
    'client/x.ts': "export const x = 'x'.repeat(3);\n",
    'client/y.ts': "export const y = 'y'.repeat(3);\n",
    'node_modules/icons/package.json': JSON.stringify({ name: 'icons', sideEffects: false }),
    'node_modules/icons/star.js': "export default 'star'.repeat(2);\n",
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

async function build(dir: string, extraImports?: Map<string, string[]>): Promise<esbuild.Metafile> {
  const { metafile } = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: ['client/entry.ts'],
    outdir: path.join(dir, 'out'),
    bundle: true,
    splitting: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [shellChunkPlugin({ clientDir: path.join(dir, 'client'), entry: path.join(dir, 'client/entry.ts'), shellModules: [], extraImports })],
  });
  return metafile;
}

/** The chunks (not pages) a page's output imports. */
function sharedChunksOf(metafile: esbuild.Metafile, page: string): string[] {
  const output = Object.entries(metafile.outputs).find(([, info]) => info.entryPoint === page)![0];
  return metafile.outputs[output]!.imports.filter((imported) => imported.kind === 'import-statement').map((imported) => imported.path);
}

describe('one chunk for the small chunks a page shares with others (scripts/lib/common-chunk.ts)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'common-chunk-'));
    writeApp(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes the pages that share them import them all, and leaves the excluded home page alone', async () => {
    const first = await build(dir);
    expect(sharedChunksOf(first, 'client/a.ts').length).toBeGreaterThan(1);

    const imports = commonChunkImports(first, { entry: 'client/entry.ts', anchors: ['client/a.ts'], exclude: ['client/home.ts'], maxChunkBytes: 10_000 });
    expect([...imports.keys()].sort()).toEqual(['client/a.ts', 'client/b.ts', 'client/c.ts']);
    expect([...imports.get('client/b.ts')!].sort()).toEqual(['client/x.ts', 'client/y.ts', 'node_modules/icons/star.js']);

    const absolute = new Map([...imports].map(([page, modules]) => [path.join(dir, page), modules.map((module) => path.join(dir, module))]));
    const second = await build(dir, absolute);
    // One chunk for what only the pages share, the package module (whose bare import esbuild would
    // drop) with it; what the excluded home page loads too (y) stays in a chunk of its own, and the
    // home page loads nothing more than before.
    const inputsOf = (output: string) => Object.keys(second.outputs[output]!.inputs).sort();
    // (esbuild's own helpers, for the namespace imports, come as a chunk without inputs.)
    const chunks = sharedChunksOf(second, 'client/a.ts').filter((output) => inputsOf(output).length > 0);
    expect(chunks.map(inputsOf).sort()).toEqual([['client/x.ts', 'node_modules/icons/star.js'], ['client/y.ts']]);
    for (const page of ['client/b.ts', 'client/c.ts']) expect(sharedChunksOf(second, page)).toEqual(expect.arrayContaining(chunks));
    expect(
      sharedChunksOf(second, 'client/home.ts')
        .map(inputsOf)
        .filter((inputs) => inputs.length > 0),
    ).toEqual([['client/y.ts']]);
  });
});
