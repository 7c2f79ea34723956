import type { EmotionCache } from '@emotion/cache';
import { STATIC_SECTION_ATTRIBUTE, type SectionCache } from '../../client/components/static-section';
import type { CriticalCss } from './critical-css';

/** A section's HTML and the CSS rules its classes need, by emotion name, in insertion order. */
interface Entry {
  html: string;
  rules: Array<[name: string, rules: string, global: boolean, composed: boolean]>;
}

export interface SectionStore {
  get(key: string): Entry | undefined;
  set(key: string, entry: Entry): void;
  readonly size: number;
}

/** The process's sections, the least recently used dropped past `maxEntries` (their inputs include data). */
export function createSectionStore(maxEntries = 300): SectionStore {
  const entries = new Map<string, Entry>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key, entry) {
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * What cannot be reused in another page: an id made by useId (it depends on the place in the whole
 * tree), a boundary React gave up on or left to the browser, inline scripts and styles (they carry
 * the request's nonce).
 */
const NOT_REUSABLE = /_R_[0-9a-zA-Z]*_|<!--\$[!?]|<template|<script|<style/;
const DIV_TAG = /<div[\s>]|<\/div>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The inner HTML of the wrapper div opening at `start` (React's output: tags balanced, text escaped). */
function innerHtml(html: string, openEnd: number): string | undefined {
  DIV_TAG.lastIndex = openEnd;
  let depth = 1;
  for (let match = DIV_TAG.exec(html); match; match = DIV_TAG.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(openEnd, match.index);
  }
  return undefined;
}

export interface RequestSections {
  /** For SectionCacheContext. */
  cache: SectionCache;
  /** After the render: keeps the sections rendered this time, from the page's body HTML. */
  keep(body: string): void;
}

/**
 * One page's view of the section store: a section found there has its HTML put in the page as it
 * is and its rules added to the page's CSS; one that is not is rendered, then cut out of the page's
 * HTML with the rules of the classes it uses (and the keyframes those name).
 */
export function requestSections(store: SectionStore, language: string, emotionCache: EmotionCache, criticalCss: CriticalCss): RequestSections {
  const missed = new Map<string, { key: string; start: number; end: number }>();
  return {
    cache: {
      lookup(id, deps) {
        const key = `${language}\u0000${id}\u0000${JSON.stringify(deps)}`;
        const entry = store.get(key);
        if (!entry) {
          const position = criticalCss.position();
          missed.set(id, { key, start: position, end: position });
          return undefined;
        }
        for (const [name, rules, global, composed] of entry.rules) criticalCss.adopt(name, rules, global, composed);
        return entry.html;
      },
      rendered(id) {
        const section = missed.get(id);
        if (section) section.end = criticalCss.position();
      },
    },
    keep(body) {
      const prefix = `${emotionCache.key}-`;
      for (const [id, window] of missed) {
        const { key } = window;
        const open = new RegExp(`<div[^>]*\\s${STATIC_SECTION_ATTRIBUTE}="${id}"[^>]*>`).exec(body);
        if (!open) continue;
        const html = innerHtml(body, open.index + open[0].length);
        if (html === undefined || NOT_REUSABLE.test(html)) continue;
        // The rules of the classes its elements carry, and of those first inserted while it rendered
        // (a component's own styles that a wrapping component merged into its class).
        const names = new Set<string>(criticalCss.namesBetween(window.start, window.end));
        for (const [, classes] of html.matchAll(CLASS_ATTRIBUTE)) {
          for (const token of classes!.split(' ')) if (token.startsWith(prefix)) names.add(token.slice(prefix.length));
        }
        const rules: Entry['rules'] = [];
        const added = new Set<string>();
        let complete = true;
        const addRules = (name: string): boolean => {
          if (added.has(name)) return true;
          added.add(name);
          const value = emotionCache.inserted[name];
          if (typeof value !== 'string') return (complete = false);
          rules.push([name, value, criticalCss.isGlobal(name), criticalCss.isComposed(name)]);
          // emotion's keyframes, named animation-<hash> (animation-name and the like are properties).
          for (const [keyframes] of value.matchAll(/\banimation-[a-zA-Z0-9]+/g)) {
            if (typeof emotionCache.inserted[keyframes] === 'string') addRules(keyframes);
          }
          return true;
        };
        for (const name of [...names].sort((a, b) => criticalCss.indexOf(a) - criticalCss.indexOf(b))) addRules(name);
        if (complete) store.set(key, { html, rules });
      }
    },
  };
}
