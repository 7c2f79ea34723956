import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top (spec 2.1) and moves focus to the main region for screen readers. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
