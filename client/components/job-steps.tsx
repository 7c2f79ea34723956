import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JobEvent } from '../../shared/types/job-progress';
import { useLanguage } from '../lib/use-language';
import { stepMoment } from '../lib/job-format';

interface JobStepsProps {
  events: readonly JobEvent[];
  /** The words of each step, in the caller's texts. */
  label: (event: JobEvent) => string;
  /** Shown above the list (a heading id for the section's name). */
  labelledBy?: string;
}

/** The steps of a job with their moments, oldest first, each with its note: the partner's and the client's view alike. */
export function JobSteps({ events, label, labelledBy }: JobStepsProps) {
  const language = useLanguage();
  if (events.length === 0) return null;
  return (
    <Box
      component="ol"
      aria-labelledby={labelledBy}
      sx={{ listStyle: 'none', p: 0, m: 0, borderInlineStart: '2px solid', borderColor: 'divider', paddingInlineStart: 1.5 }}
    >
      {events.map((event) => (
        <Box component="li" key={event.id} sx={{ py: 0.5 }} data-step={event.status}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label(event)}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ marginInlineStart: 1 }}>
              <time dateTime={event.at}>{stepMoment(event.at, language)}</time>
            </Typography>
          </Typography>
          {event.note && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              <bdi>{event.note}</bdi>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
