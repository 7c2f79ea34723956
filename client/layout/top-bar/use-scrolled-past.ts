import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled more than `threshold` pixels. The first reading waits for the next
 * frame: read during hydration, the scroll position makes the browser lay the page out there and
 * then, in the middle of the longest task of the first visit.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > threshold);
    const frame = window.requestAnimationFrame(check);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', check);
    };
  }, [threshold]);
  return past;
}
