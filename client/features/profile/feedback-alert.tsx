import Alert from '@mui/material/Alert';
import type { Feedback } from './use-timed-feedback';

/** The line of a timed feedback; announced politely for success, at once for a failure. */
export function FeedbackAlert({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return (
    <Alert severity={feedback.kind} role={feedback.kind === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {feedback.text}
    </Alert>
  );
}
