/**
 * The layering of the repository (docs/architecture.md): the web server and the provider are two
 * programs that meet only over HTTP, so neither imports the other, tests included; shared/ imports
 * none of them; only site/ (npm start's composition) and full-stack/ (tests of both together) may
 * import both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const TOP_LEVEL = ['server', 'provider', 'client', 'shared', 'site', 'full-stack', 'scripts', 'e2e', 'faults', 'test-support'] as const;
type Area = (typeof TOP_LEVEL)[number];

/** What each folder must never import. */
const FORBIDDEN: Partial<Record<Area, Area[]>> = {
  server: ['provider', 'site', 'full-stack'],
  provider: ['server', 'client', 'site', 'full-stack'],
  client: ['provider', 'site', 'full-stack'],
  shared: ['server', 'provider', 'client', 'site', 'full-stack'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|vi\.mock\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

function areaOf(file: string): Area | undefined {
  const first = path.relative(ROOT, file).split(path.sep)[0];
  return (TOP_LEVEL as readonly string[]).includes(first ?? '') ? (first as Area) : undefined;
}

function boundaryViolations(): string[] {
  const violations: string[] = [];
  for (const [area, forbidden] of Object.entries(FORBIDDEN) as [Area, Area[]][]) {
    for (const file of sourceFiles(path.join(ROOT, area))) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = areaOf(path.resolve(path.dirname(file), match[2]!));
        if (target && forbidden.includes(target)) violations.push(`${path.relative(ROOT, file)} imports ${match[2]} (${area}/ must not import ${target}/)`);
      }
    }
  }
  return violations;
}

describe('folder boundaries', () => {
  it('keeps the web server, the provider, the client and shared code from importing what they must not', () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it('sees an import across a boundary (the check is not blind)', () => {
    const sample = "import { startProvider } from '../provider/start';";
    const found = [...sample.matchAll(IMPORT)].map((m) => areaOf(path.resolve(ROOT, 'server', m[2]!)));
    expect(found).toEqual(['provider']);
  });
});
