/**
 * A page that shows a translation key instead of its text ('payments.admin.client' as a column's
 * heading) has asked i18next for a key neither language has. Such a key is found by its shape: words
 * joined by dots, the first of them one of the keys the namespaces start with ('payments', 'status',
 * 'common', ...), with or without its namespace ('account:payments.admin.client').
 */
import fs from 'node:fs';
import path from 'node:path';

/** The first-level keys of every namespace in a language's folder (shared/i18n/en). */
export function keyRootsIn(dir: string): Set<string> {
  const roots = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const namespace = path.basename(file, '.json');
    roots.add(namespace);
    for (const key of Object.keys(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object)) roots.add(key);
  }
  return roots;
}

/** The key-shaped words of a text whose first part is one of `roots`, each once. */
export function untranslatedKeysIn(text: string, roots: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  // Not inside an address or a file name: no word character, '@', '/' or '.' just before.
  for (const match of text.matchAll(/(?<![\w@/.:-])(?:([a-z][\w-]*):)?([a-z][\w-]*)((?:\.[A-Za-z][\w-]*)+)(?![\w@/-]|\.\w)/g)) {
    const [whole, namespace, first] = match;
    if (roots.has(first!) && (namespace === undefined || roots.has(namespace))) found.add(whole);
  }
  return [...found];
}
