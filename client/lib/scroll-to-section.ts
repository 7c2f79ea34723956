import type { MouseEvent } from 'react';

/** Hides an element visually while leaving it to screen readers. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Click handler for an in-page link (`href="#contact"`): scrolls smoothly (instantly for visitors
 * who prefer reduced motion) and moves focus to the section, so keyboard and screen-reader users
 * land where they were sent. Without JavaScript the plain anchor still jumps there. The router is
 * not involved on purpose: a location change would re-render the page for a scroll.
 */
export function scrollToSection(event: MouseEvent<HTMLElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** Sections reached by in-page links stop below the fixed top bar. */
export const SECTION_SCROLL_MARGIN = { scrollMarginTop: { xs: 72, md: 88 } } as const;
