import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../../shared/format/format';
import type { Booking } from '../../../../shared/types/booking';
import type { BookingProgress, JobProgress } from '../../../../shared/types/job-progress';
import { apiErrorText } from '../../../lib/api-error-text';
import { fileSrc } from '../../../lib/file-src';
import { notify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { JobSteps } from '../../../components/job-steps';
import { longDay } from '../../../lib/job-format';
import { useConfirmCompletionMutation, useGetBookingProgressQuery, useReportProblemMutation } from './progress-api';
import { ProblemDialog } from './problem-dialog';

const partnerName = (job: JobProgress, language: string) => (language === 'ar' && job.partnerArabicName.trim() ? job.partnerArabicName : job.partnerName);

/** One partner's work as the client sees it: who, where they are in it, the steps with times, photos and what was checked. */
function JobView({ job }: { job: JobProgress }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const name = partnerName(job, language);
  const stepsId = useId();
  const ticked = job.checklist.filter((item) => item.ticked);
  return (
    <Box data-testid="job-progress" data-status={job.status}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={stepsId} variant="subtitle2" component="h5" sx={{ fontWeight: 700 }}>
          <bdi>{name}</bdi>
        </Typography>
        <Chip size="small" variant="outlined" label={t(`bookings.progress.status.${job.status}`, { defaultValue: '' })} />
      </Stack>
      <JobSteps events={job.events} labelledBy={stepsId} label={(event) => t(`bookings.progress.events.${event.status}`)} />
      {job.photos.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('bookings.progress.photos')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
            {job.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={fileSrc(photo.fileUrl)} target="_blank" rel="noreferrer">
                  <Box
                    component="img"
                    src={fileSrc(photo.fileUrl)}
                    alt={t('bookings.progress.photoAlt', { number: formatInteger(index + 1, language), name })}
                    sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
                  />
                </a>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {ticked.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {t('bookings.progress.checklist')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {ticked.map((item) => (
              <Typography component="li" variant="body2" key={item.id}>
                <bdi>{language === 'ar' ? item.labelAr : item.labelEn}</bdi>
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}

/** The client's word on work that is done: confirm, or report a problem, until it completes itself. */
function CompletionPanel({ booking, progress }: { booking: Booking; progress: BookingProgress }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [reporting, setReporting] = useState(false);
  const [confirm, confirming] = useConfirmCompletionMutation();
  const [report] = useReportProblemMutation();
  const completion = progress.completion;
  if (!completion) return null;
  if (completion.confirmedAt) {
    return (
      <Alert severity="success" sx={{ mt: 1.5 }} data-testid="completion-state">
        {t(completion.autoCompleted ? 'bookings.progress.autoCompleted' : 'bookings.progress.confirmed', { date: longDay(completion.confirmedAt, language) })}
      </Alert>
    );
  }
  if (booking.status !== 'in_progress') return null;
  const onConfirm = async () => {
    try {
      notify('success', (await confirm(booking.id).unwrap()).message);
    } catch (error) {
      notify('error', apiErrorText(error, t, 'account:bookings.progress.confirmError'));
    }
  };
  return (
    <Box sx={{ mt: 1.5 }}>
      <Alert severity={completion.problemReportedAt ? 'warning' : 'info'} data-testid="completion-state">
        {completion.problemReportedAt
          ? t('bookings.progress.problemReported', { date: longDay(completion.problemReportedAt, language) })
          : t('bookings.progress.awaiting', { date: longDay(completion.autoCompleteAt, language) })}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
        <Button variant="contained" color="success" onClick={() => void onConfirm()} disabled={confirming.isLoading}>
          {confirming.isLoading ? t('bookings.progress.confirming') : t('bookings.progress.confirm')}
        </Button>
        {!completion.problemReportedAt && (
          <Button variant="outlined" color="warning" onClick={() => setReporting(true)}>
            {t('bookings.progress.report')}
          </Button>
        )}
      </Stack>
      <ProblemDialog
        open={reporting}
        onClose={() => setReporting(false)}
        onReport={async (note) => {
          try {
            notify('success', (await report({ bookingId: booking.id, note }).unwrap()).message);
            setReporting(false);
          } catch (error) {
            notify('error', apiErrorText(error, t, 'account:bookings.progress.problemDialog.error'));
            throw error;
          }
        }}
      />
    </Box>
  );
}

/**
 * On the client's booking: who is coming and how the work goes (issue 27 item 5). Nothing while no
 * partner is assigned; asked again every half minute while the work is under way, so the client sees
 * each step without reloading.
 */
export function BookingProgressSection({ booking }: { booking: Booking }) {
  const { t } = useTranslation('account');
  const headingId = useId();
  const live = booking.status !== 'completed' && booking.status !== 'cancelled';
  const { data, error } = useGetBookingProgressQuery(booking.id, { pollingInterval: live ? 30_000 : 0, skipPollingIfUnfocused: true });
  if (error) {
    return (
      <Typography variant="body2" color="error" sx={{ mt: 1.5 }}>
        {t('bookings.progress.loadError')}
      </Typography>
    );
  }
  if (!data || data.jobs.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 1.5 }} data-testid="booking-progress">
      <Divider sx={{ mb: 1.5 }} />
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('bookings.progress.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {t('bookings.progress.coming')}
      </Typography>
      <Stack spacing={2}>
        {data.jobs.map((job) => (
          <JobView key={job.assignmentId} job={job} />
        ))}
      </Stack>
      <CompletionPanel booking={booking} progress={data} />
    </Box>
  );
}
