import Box from '@mui/material/Box';
import { memo, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { firstInteraction, trackMounted, type Deferred } from '../lib/deferred';
import { IS_SERVER } from '../lib/on-server';

export interface DeferredSectionProps {
  /** A module-level `deferred(...)`: its identity never changes, so this component never re-renders. */
  content: Deferred<object>;
  /**
   * Shown only when the browser renders the section itself (client-side navigation), never over
   * server HTML. Pass an element created once (a module constant): a new one re-renders the boundary.
   */
  fallback: ReactNode;
  /**
   * 'visible': load when the section comes near the viewport. 'interaction': the same, but only
   * once the visitor has scrolled, tapped or typed (the first visit's budget: a visitor who only
   * reads the first screen downloads nothing more).
   */
  when?: 'visible' | 'interaction';
  /** How far ahead of the viewport the code starts loading. */
  rootMargin?: string;
}

const FALLBACK_ATTRIBUTE = 'data-deferred-fallback';

/**
 * Hydrates server-rendered content when it is needed: as soon as the visitor focuses or touches
 * it, or when it comes near the viewport (see `when`). On client-side navigation there is no
 * server HTML to keep, so the code loads at once. The wrapper hydrates with the page, which is
 * what lets it watch; it is memoised with stable props so that nothing re-renders the boundary.
 */
export const DeferredSection = memo(function DeferredSection({ content, fallback, when = 'visible', rootMargin = '400px 0px' }: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A new boundary in place of the server's HTML when that HTML no longer matches (Deferred.onChanged).
  const [generation, setGeneration] = useState(0);
  useEffect(() => content.onChanged(() => setGeneration((current) => current + 1)), [content]);
  useEffect(() => {
    const element = ref.current;
    const load = () => content.load();
    const untrack = trackMounted(content);
    if (!element || element.querySelector(`:scope > [${FALLBACK_ATTRIBUTE}]`) || typeof IntersectionObserver === 'undefined') {
      load();
      return untrack;
    }
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
      },
      { rootMargin },
    );
    void (when === 'interaction' ? firstInteraction() : Promise.resolve()).then(() => {
      if (!cancelled) observer.observe(element);
    });
    element.addEventListener('focusin', load);
    element.addEventListener('pointerdown', load);
    return () => {
      untrack();
      cancelled = true;
      observer.disconnect();
      element.removeEventListener('focusin', load);
      element.removeEventListener('pointerdown', load);
    };
  }, [content, when, rootMargin]);
  return (
    <Box ref={ref}>
      {/* The server renders the content itself (never the fallback, which React would render and
          throw away: time, and CSS for the page that no element uses). */}
      <Suspense key={generation} fallback={IS_SERVER ? null : <div {...{ [FALLBACK_ATTRIBUTE]: '' }}>{fallback}</div>}>
        <content.Component />
      </Suspense>
    </Box>
  );
});
