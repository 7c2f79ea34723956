import { useSyncExternalStore } from 'react';
import { businessToday } from '../../shared/quotes/quote-dates';

const subscribe = () => () => undefined;

/**
 * Today (YYYY-MM-DD) in the company's calendar (Saudi time), for the booking date's minimum and its
 * days on offer. The server and the hydrating render give '' (no minimum), so a day that turns between
 * the render and the hydration cannot mismatch; then the browser's reading of the Saudi day.
 */
export function useLocalToday(): string {
  return useSyncExternalStore(
    subscribe,
    () => businessToday(),
    () => '',
  );
}
