import PhoneIcon from '@mui/icons-material/Phone';
import MapIcon from '@mui/icons-material/Map';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../shared/format/format';
import { takesWorkRecords, type PartnerStep } from '../../../shared/job-progress/transitions';
import type { JobChecklistEntry, PartnerJob } from '../../../shared/types/job-progress';
import { JOB_NOTE_MAX, type JobMoveValues } from '../../../shared/validation/job-progress';
import { apiErrorText } from '../../lib/api-error-text';
import { notify } from '../../lib/notify';
import { resizePhoto } from '../../lib/photo-resize';
import { useLanguage } from '../../lib/use-language';
import { BookingMessagesButton } from '../booking-messages';
import { itemTitle, preferredWhen, splitItems } from '../bookings';
import { DeclineDialog } from './decline-dialog';
import { addressView } from './job-address';
import { telHref } from '../../lib/job-format';
import { JobChecklist } from './job-checklist';
import { JobPhotos } from './job-photos';
import { JobSteps } from '../../components/job-steps';
import { jobTime } from './job-sections';
import { useAddJobPhotosMutation, useMoveJobMutation, useTickChecklistMutation } from './partner-portal-api';

const STATUS_TONE: Record<PartnerJob['status'], 'default' | 'primary' | 'success' | 'warning' | 'info'> = {
  assigned: 'warning',
  accepted: 'primary',
  on_the_way: 'info',
  started: 'info',
  done: 'success',
  declined: 'default',
  withdrawn: 'default',
};

/**
 * One job on the partner's phone: when and where, the client to call, what they asked for, the
 * steps so far, and the one next step as a full-width button (accepting has declining beside it).
 * Under way, the photos, the checklist and a note come before "done".
 */
export function JobCard({ job }: { job: PartnerJob }) {
  const { t } = useTranslation(['portal', 'account']);
  const language = useLanguage();
  const titleId = useId();
  const stepsId = useId();
  const [declining, setDeclining] = useState(false);
  const [note, setNote] = useState('');
  const [move, moving] = useMoveJobMutation();
  const [addPhotos] = useAddJobPhotosMutation();
  const [tick] = useTickChecklistMutation();
  const { main } = splitItems(job.booking);
  const when = preferredWhen(jobTime(job), language) ?? '';
  const underWay = takesWorkRecords(job.status);
  const place = addressView(job.booking.address, job.booking.location, language);

  const step = async (values: JobMoveValues) => {
    try {
      const answer = await move({ job, values }).unwrap();
      notify('success', answer.message);
    } catch (error) {
      notify('error', apiErrorText(error, t, 'portal:toasts.moveError'));
      throw error;
    }
  };
  const next = async (status: PartnerStep) => {
    await step({ status, note: status === 'done' ? note.trim() : '', reason: '' }).catch(() => undefined);
  };
  const onAdd = async (files: File[]) => {
    try {
      const photos = await Promise.all(files.map((file) => resizePhoto(file)));
      const answer = await addPhotos({ job, photos }).unwrap();
      notify('success', answer.message);
    } catch (error) {
      notify('error', apiErrorText(error, t, 'portal:toasts.photosError'));
    }
  };
  const onTick = async (item: JobChecklistEntry, ticked: boolean) => {
    try {
      await tick({ job, itemId: item.id, ticked }).unwrap();
      return true;
    } catch (error) {
      notify('error', apiErrorText(error, t, 'portal:toasts.tickError'));
      return false;
    }
  };

  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} data-job={job.assignmentId} sx={{ p: 2, borderRadius: 2 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('job.reference', { id: formatInteger(job.booking.id, language) })}
          </Typography>
          <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {main ? itemTitle(main, language) : ''}
          </Typography>
        </Box>
        <Chip label={t(`status.${job.status}`)} color={STATUS_TONE[job.status]} size="small" sx={{ fontWeight: 700, flexShrink: 0 }} data-testid="job-status" />
      </Stack>

      <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gap: 1, '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' } }}>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('job.when')}
          </Typography>
          <Typography component="dd" variant="body1">
            {when}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('job.address')}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <PlaceIcon fontSize="small" aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
            <span>
              <bdi data-testid="job-address">{place.line}</bdi>
              {place.additionalNumber && (
                <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 400 }}>
                  {t('job.additionalNumber')} <bdi dir="ltr">{place.additionalNumber}</bdi>
                </Typography>
              )}
              {place.note && (
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
                  <bdi>{place.note}</bdi>
                </Typography>
              )}
            </span>
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('job.client')}
          </Typography>
          <Typography component="dd" variant="body1">
            <bdi>{job.booking.clientName}</bdi>
          </Typography>
        </div>
      </Box>
      {job.booking.address?.mapUrl && (
        <Button component="a" href={job.booking.address.mapUrl} target="_blank" rel="noreferrer" variant="text" startIcon={<MapIcon />} sx={{ mt: 0.5 }}>
          {t('job.openMap')}
        </Button>
      )}
      {job.booking.clientPhone.trim() !== '' && (
        <Button
          component="a"
          href={telHref(job.booking.clientPhone)}
          variant="outlined"
          startIcon={<PhoneIcon />}
          fullWidth
          sx={{ mt: 1, minHeight: 48 }}
          aria-label={t('job.call', { name: job.booking.clientName })}
        >
          <bdi dir="ltr">{job.booking.clientPhone}</bdi>
        </Button>
      )}
      <Box sx={{ mt: 1 }}>
        <BookingMessagesButton bookingId={job.booking.id} describedBy={titleId} />
      </Box>
      {job.booking.description.trim() !== '' && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            {t('job.details')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <bdi>{job.booking.description}</bdi>
          </Typography>
        </Box>
      )}

      {job.events.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography id={stepsId} variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('job.steps')}
          </Typography>
          <JobSteps events={job.events} labelledBy={stepsId} label={(event) => t(`events.${event.status}`)} />
        </Box>
      )}

      {(underWay || job.status === 'done') && (
        <>
          <Divider sx={{ my: 2 }} />
          <Stack spacing={2}>
            <JobPhotos photos={job.photos} onAdd={underWay ? onAdd : undefined} />
            <JobChecklist items={job.checklist} onTick={underWay ? onTick : undefined} />
            {underWay && (
              <TextField
                label={t('work.note')}
                helperText={t('work.noteHelp')}
                multiline
                minRows={2}
                fullWidth
                value={note}
                onChange={(event) => setNote(event.target.value)}
                slotProps={{ htmlInput: { maxLength: JOB_NOTE_MAX, dir: 'auto' } }}
              />
            )}
          </Stack>
        </>
      )}

      {job.nextStep && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            size="large"
            fullWidth
            sx={{ minHeight: 52, fontWeight: 700 }}
            disabled={moving.isLoading}
            onClick={() => void next(job.nextStep!)}
          >
            {moving.isLoading ? t('actions.working') : t(job.nextStep === 'accepted' ? 'actions.accept' : `actions.${job.nextStep}`)}
          </Button>
          {job.status === 'assigned' && (
            <Button
              variant="outlined"
              color="error"
              size="large"
              sx={{ minHeight: 52, flexShrink: 0 }}
              disabled={moving.isLoading}
              onClick={() => setDeclining(true)}
            >
              {t('actions.decline')}
            </Button>
          )}
        </Stack>
      )}
      <DeclineDialog
        open={declining}
        onClose={() => setDeclining(false)}
        onDecline={async (values) => {
          await step(values);
          setDeclining(false);
        }}
      />
    </Paper>
  );
}
