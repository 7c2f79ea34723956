import { LANGUAGES, ROLES } from '../constants';
import { NAMESPACES, resources } from './index';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('i18n resources', () => {
  it.each(NAMESPACES)('namespace %s has the same keys in every language', (ns) => {
    const english = keysOf(resources.en[ns]).sort();
    for (const language of LANGUAGES) {
      const other = keysOf(resources[language][ns]).sort();
      expect({ language, missing: english.filter((k) => !other.includes(k)) }).toEqual({ language, missing: [] });
      expect({ language, extra: other.filter((k) => !english.includes(k)) }).toEqual({ language, extra: [] });
    }
  });

  it.each(NAMESPACES)('namespace %s has no empty text', (ns) => {
    for (const language of LANGUAGES) {
      const flat = keysOf(resources[language][ns]);
      const empty = flat.filter((key) => {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[language][ns]);
        return typeof text === 'string' && text.trim() === '';
      });
      expect({ language, empty }).toEqual({ language, empty: [] });
    }
  });

  // A label per role wherever roles are named: the profile showed a partner 'profile.role.Partner'.
  it.each([
    ['account', 'profile.role'],
    ['account', 'bookingMessages.roles'],
    ['admin', 'users.roles'],
  ] as const)('%s:%s names every role', (ns, path) => {
    for (const language of LANGUAGES) {
      const labels = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[language][ns]);
      expect({ language, roles: Object.keys(labels as object).sort() }).toEqual({ language, roles: [...ROLES].sort() });
    }
  });
});
