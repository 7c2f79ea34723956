import { useSyncExternalStore } from 'react';
import { localDateInputValue } from '../../shared/validation/rules';

const subscribe = () => () => undefined;

/**
 * Today (YYYY-MM-DD) in the visitor's calendar, for a date input's minimum. The server does not know
 * the visitor's timezone: it and the hydrating render give '' (no minimum), then the browser's day.
 */
export function useLocalToday(): string {
  return useSyncExternalStore(
    subscribe,
    () => localDateInputValue(),
    () => '',
  );
}
