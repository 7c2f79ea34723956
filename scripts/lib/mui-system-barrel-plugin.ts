import type { Plugin } from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * What @mui/material imports from the `@mui/system` index, each from the module that defines it.
 * esbuild places code by which entry points can reach its file, through any import, used or not:
 * through the index, the shell "reaches" every layout component of @mui/system (Grid among them),
 * so code only pages use lands in the chunk every page downloads. Pointing @mui/material's index
 * imports at the defining modules keeps the shell to what it uses. A name missing here fails the
 * build ("No matching export"), so a MUI upgrade cannot break this silently.
 */
function barrelSource(systemDir: string): string {
  const file = (relative: string) => JSON.stringify(path.join(systemDir, relative));
  return [
    `export { default as GlobalStyles } from ${file('GlobalStyles/index.mjs')};`,
    `export { css, keyframes, StyledEngineProvider } from '@mui/styled-engine';`,
    `export { default as ThemeProvider } from ${file('ThemeProvider/index.mjs')};`,
    `export * from ${file('colorManipulator/index.mjs')};`,
    `export { default as createBox } from ${file('createBox/index.mjs')};`,
    `export { default as createBreakpoints } from ${file('createBreakpoints/createBreakpoints.mjs')};`,
    `export { default as createContainer } from ${file('Container/createContainer.mjs')};`,
    `export { default as createSpacing } from ${file('createTheme/createSpacing.mjs')};`,
    `export { default as createStack } from ${file('Stack/createStack.mjs')};`,
    `export { default as unstable_createCssVarsProvider } from ${file('cssVars/createCssVarsProvider.mjs')};`,
    `export { default as unstable_createGetCssVar } from ${file('cssVars/createGetCssVar.mjs')};`,
    `export { default as unstable_memoTheme } from ${file('memoTheme.mjs')};`,
    `export { default as useTheme } from ${file('useTheme/index.mjs')};`,
  ].join('\n');
}

export function muiSystemBarrelPlugin(): Plugin {
  return {
    name: 'mui-system-barrel',
    setup(build) {
      const systemDir = path.dirname(require.resolve('@mui/system/package.json'));
      build.onResolve({ filter: /^@mui\/system$/ }, (args) => {
        if (!args.importer.includes(`${path.sep}@mui${path.sep}material${path.sep}`)) return undefined;
        return { path: 'mui-system-barrel', namespace: 'mui-system-barrel' };
      });
      build.onLoad({ filter: /.*/, namespace: 'mui-system-barrel' }, () => ({ contents: barrelSource(systemDir), loader: 'js', resolveDir: systemDir }));
    },
  };
}
