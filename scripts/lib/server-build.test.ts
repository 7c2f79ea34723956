import * as esbuild from 'esbuild';
import path from 'node:path';
import { renderPackages } from './render-packages-plugin';
import { serverBuildOptions } from './server-build';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the server bundles (npm start, start:web, start:provider, the Docker image)', () => {
  let metafile: esbuild.Metafile;
  beforeAll(async () => {
    ({ metafile } = await esbuild.build({ ...serverBuildOptions(ROOT), write: false, sourcemap: false, logLevel: 'silent' }));
  });

  it("render with React's production build, whatever NODE_ENV is when they start", () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs).toEqual(
      expect.arrayContaining(['node_modules/react/cjs/react.production.js', 'node_modules/react-dom/cjs/react-dom-server.node.production.js']),
    );
    expect(inputs.filter((input) => /node_modules\/.*\.development\.[cm]?js$/.test(input))).toEqual([]);
  });

  it('leave no package of the rendering for Node to load (it would choose the build by NODE_ENV)', () => {
    const bundled = renderPackages(ROOT);
    const externals = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path));
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    expect(externals.filter((specifier) => bundled.has(packageOf(specifier)))).toEqual([]);
    for (const name of ['react', 'react-dom', 'react-router', '@mui/material', '@emotion/react', 'react-redux', 'react-i18next'])
      expect(bundled.has(name)).toBe(true);
  });

  it('keep the server-only packages external, loaded from node_modules', () => {
    const externals = new Set(Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path)));
    for (const name of ['express', 'pino', 'pg', '@electric-sql/pglite', 'pdfkit', 'yup']) expect(externals.has(name)).toBe(true);
  });
});
