import type { EmotionCache } from '@emotion/cache';

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** emotion's own keyframes are named so; everything else inserted without a selector is a <Global>. */
const KEYFRAMES_PREFIX = 'animation-';

export interface CriticalCss {
  /** Adds rules the page uses without rendering them (a section reused from server/render/section-cache.ts). */
  adopt(name: string, rules: string, global?: boolean, composed?: boolean): void;
  /** Whether a rule came from a <Global> (it has a style element of its own). */
  isGlobal(name: string): boolean;
  /** Whether a rule's styles were merged into another class (see styleElements). */
  isComposed(name: string): boolean;
  /** How many rules the page has so far: a position for namesBetween. */
  position(): number;
  /** The names of the rules added between two positions, in order. */
  namesBetween(start: number, end: number): string[];
  /** Where a rule came in the page (for keeping a section's rules in the order they were made). */
  indexOf(name: string): number;
  /**
   * The page's style elements, for <head>: each global style, then in one element the rules of the
   * page's class names that `body` uses (all of them without `body`).
   */
  styleElements(nonce: string, body?: string): string;
}

/**
 * Collects the CSS a server render inserts, instead of emotion's default of a <style> element
 * before each styled element (178 of them on the home page, each also restyling the page while it
 * parses). emotion's "compat" mode keeps the rules in the cache, and this records their order.
 *
 * The browser's emotion finds what is already on the page by the data-emotion attribute: the names
 * listed on the one element of rules (so hydration inserts none of them again), and each <Global>
 * by its own element, `<key>-global <name>`, which it takes over.
 *
 * The elements carry `data-s`, emotion's mark of a style element it has already placed: without it,
 * the default cache @emotion/react creates when it loads (key `css`) moves every server style element
 * to the end of <head>, and the browser then drops and rebuilds the page's style sheets (a full
 * style recalculation of the page in the middle of the boot). Our own cache leaves them where they
 * are (client/theme/browser-emotion-cache.ts).
 */
export function collectCriticalCss(cache: EmotionCache): CriticalCss {
  const order: string[] = [];
  const index = new Map<string, number>();
  const record = (name: string) => {
    index.set(name, order.length);
    order.push(name);
  };
  const globals = new Set<string>();
  // The classes whose styles emotion merged into another class: it finds them by looking a class
  // name of an element's className up in `registered` (a styled component wrapping another).
  const composed = new Set<string>();
  const prefix = `${cache.key}-`;
  cache.registered = new Proxy(cache.registered, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (value !== undefined && typeof property === 'string' && property.startsWith(prefix)) composed.add(property.slice(prefix.length));
      return value;
    },
  });
  const insert = cache.insert.bind(cache);
  cache.compat = true;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) {
      record(serialized.name);
      if (selector === '' && !serialized.name.startsWith(KEYFRAMES_PREFIX)) globals.add(serialized.name);
    }
    return insert(selector, serialized, sheet, shouldCache);
  };

  return {
    adopt(name, rules, global = false, merged = false) {
      if (merged) composed.add(name);
      if (cache.inserted[name] !== undefined) return;
      cache.inserted[name] = rules;
      record(name);
      if (global) globals.add(name);
    },
    isGlobal: (name) => globals.has(name),
    isComposed: (name) => composed.has(name),
    position: () => order.length,
    namesBetween: (start, end) => order.slice(start, end),
    indexOf: (name) => index.get(name) ?? Number.MAX_SAFE_INTEGER,
    styleElements(nonce, body) {
      // No rule can end the element early, however its text reads.
      const element = (names: string, rules: string) =>
        `<style data-emotion="${escapeAttribute(names)}" data-s="" nonce="${nonce}">${rules.replace(/<\/style/gi, '<\\/style')}</style>`;
      const rules = (name: string) => {
        const value = cache.inserted[name];
        return typeof value === 'string' ? value : '';
      };
      // A rule whose class no element of the page has (inserted by a component that rendered nothing
      // of its own, or for a state the page is not in) is left out, and its name with it: the
      // browser's emotion then inserts it if an element ever takes that class. Except the name of a
      // rule merged into another class (MUI's Button root into ButtonBase's): no element ever takes
      // that class, and without its name the browser's emotion compiles and inserts the rule again
      // while hydrating, in one long task (72 rules on the home page, each through the RTL plugin
      // in Arabic). Its name is listed, its rule left out.
      const used = body === undefined ? undefined : new Set(body.match(new RegExp(`\\b${cache.key}-[\\w-]+`, 'g')));
      const keep = (name: string) => !used || name.startsWith(KEYFRAMES_PREFIX) || used.has(`${cache.key}-${name}`);
      const classNames = order.filter((name) => !globals.has(name) && keep(name));
      const names = order.filter((name) => !globals.has(name) && (keep(name) || composed.has(name)));
      return [
        ...[...globals].map((name) => element(`${cache.key}-global ${name}`, rules(name))),
        names.length > 0 ? element(`${cache.key} ${names.join(' ')}`, classNames.map(rules).join('')) : '',
      ].join('');
    },
  };
}
