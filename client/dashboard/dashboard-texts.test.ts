import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../shared/constants';
import { resources } from '../../shared/i18n';

/**
 * Every text key the dashboard's code names literally exists, in both languages (the resources test
 * checks that both languages have the same keys; this checks the code asks for keys that exist): the
 * shell, each feature's admin screens, and the shared components and helpers they use.
 */
const CLIENT = path.resolve(__dirname, '..');
const FEATURES = path.join(CLIENT, 'features');
const ROOTS = [
  __dirname,
  path.join(CLIENT, 'components'),
  path.join(CLIENT, 'lib'),
  ...fs
    .readdirSync(FEATURES)
    .map((feature) => path.join(FEATURES, feature, 'admin'))
    .filter((dir) => fs.existsSync(dir)),
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function lookup(namespace: string, key: string, language: (typeof LANGUAGES)[number]): unknown {
  const texts = (resources[language] as Record<string, unknown>)[namespace];
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('dashboard texts', () => {
  const files = ROOTS.flatMap(sources);

  it('finds the screens', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [path.relative(CLIENT, file), file]))('%s asks only for existing keys', (_name, file) => {
    const code = fs.readFileSync(file, 'utf8');
    const declared = code.match(/useTranslation\(\s*(?:\[\s*)?'(\w+)'/);
    const defaultNamespace = declared?.[1] ?? 'common';
    // Keys said through t(…), and the fallback keys handed to the one error text (apiErrorText reads them with t).
    const keys = [...code.matchAll(/\bt\(\s*'([^'$]+)'/g), ...code.matchAll(/\bapiErrorText\([^;]*?\bt,\s*(?:editing \? '([^'$]+)' : )?'([^'$]+)'/g)]
      .flatMap((match) => match.slice(1))
      .filter((key): key is string => Boolean(key));
    const missing: string[] = [];
    for (const raw of keys) {
      const [namespace, key] = raw.includes(':') ? (raw.split(':', 2) as [string, string]) : [defaultNamespace, raw];
      for (const language of LANGUAGES) {
        // A counted text exists as its plural forms (key_one, key_other...).
        const found = [key, `${key}_other`].some((candidate) => typeof lookup(namespace, candidate, language) === 'string');
        if (!found) missing.push(`${language} ${namespace}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
