/**
 * Carousel positions (spec 2.3, 2.7, 4: "carousels move cyclically"). With `perView` slides visible
 * at once, the first visible slide can be 0 to count - perView; moving past either end wraps.
 */
export function positionCount(count: number, perView: number): number {
  if (count <= 0) return 0;
  return Math.max(1, count - Math.max(1, perView) + 1);
}

/** An index moved by `step`, wrapped into 0..count-1 (also for steps larger than count). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function nextIndex(index: number, count: number, perView: number): number {
  return wrapIndex(index + 1, positionCount(count, perView));
}

export function previousIndex(index: number, count: number, perView: number): number {
  return wrapIndex(index - 1, positionCount(count, perView));
}

/** Slides visible at a viewport width, from breakpoints sorted by ascending minWidth. */
export function slidesPerViewAt<T extends { minWidth: number; slides: number }>(width: number, breakpoints: readonly T[]): number {
  let slides = 1;
  for (const breakpoint of breakpoints) if (width >= breakpoint.minWidth) slides = breakpoint.slides;
  return slides;
}
