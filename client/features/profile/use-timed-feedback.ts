import { useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_FEEDBACK_MS } from '../../../shared/constants';

export interface Feedback {
  kind: 'success' | 'error';
  text: string;
}

/** A success or failure line that clears itself after PROFILE_FEEDBACK_MS (spec 2.15 / section 9). */
export function useTimedFeedback(durationMs = PROFILE_FEEDBACK_MS): [Feedback | null, (feedback: Feedback | null) => void] {
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Feedback | null) => {
      clearTimeout(timer.current);
      setFeedback(next);
      if (next) timer.current = setTimeout(() => setFeedback(null), durationMs);
    },
    [durationMs],
  );
  return [feedback, show];
}
