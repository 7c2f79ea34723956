import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

/**
 * What the server's renderer gives StaticSection (server/render/section-cache.ts): the HTML of a
 * section it rendered before with the same inputs, or nothing (render it, and it keeps the result).
 */
export interface SectionCache {
  lookup(id: string, deps: readonly unknown[]): string | undefined;
  /** Called after a section it did not have finished rendering (its last child renders this). */
  rendered(id: string): void;
}

export const SectionCacheContext = createContext<SectionCache | null>(null);

// A box that does not take part in the layout: the section's own elements are laid out as if the
// wrapper were not there.
const WRAPPER_STYLE: CSSProperties = { display: 'contents' };
export const STATIC_SECTION_ATTRIBUTE = 'data-static-section';

export interface StaticSectionProps {
  /** Names the section in the cache; unique on a page. */
  id: string;
  /**
   * Everything the section's HTML depends on besides the page's language: the data it shows, the
   * texts of the site content it reads. The same id and deps must always give the same HTML.
   */
  deps: readonly unknown[];
  /** The section, made only when it is rendered (not when the server reuses its HTML). */
  children: () => ReactNode;
}

/**
 * A section whose HTML is a function of the page's language and `deps` (static texts, the site's
 * content, the lists a visitor sees): the server renders it once and then reuses that HTML (and its
 * CSS) for every page with the same inputs, instead of rendering its hundred MUI elements again on
 * every request. The browser renders the children as usual and hydrates the server's HTML.
 */
export function StaticSection({ id, deps, children }: StaticSectionProps) {
  const cache = useContext(SectionCacheContext);
  const html = cache?.lookup(id, deps);
  const attributes = { style: WRAPPER_STYLE, [STATIC_SECTION_ATTRIBUTE]: id };
  if (html !== undefined) return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div {...attributes}>
      {children()}
      {cache && <SectionEnd id={id} cache={cache} />}
    </div>
  );
}

/** Renders nothing: the server's renderer reaches it once everything before it in the section rendered. */
function SectionEnd({ id, cache }: { id: string; cache: SectionCache }) {
  cache.rendered(id);
  return null;
}
