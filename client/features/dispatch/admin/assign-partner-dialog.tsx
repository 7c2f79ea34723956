import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saudiCityName } from '../../../../shared/places/saudi-cities';
import type { BookingAssignment, DispatchCandidate } from '../../../../shared/types/assignment';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { localized } from '../../../lib/text';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useAssignPartnerMutation, useDispatchBoardQuery, useReassignPartnerMutation } from './dispatch-api';

/** A partner who can be chosen: free, or busy (the provider refuses and names the clash, as a last check against a race). */
const choosable = (candidate: DispatchCandidate) => candidate.refusal === null || candidate.refusal === 'busy';

/**
 * Assigning a partner to a booking (or handing an assignment to another): the partners of its
 * service, free ones first, each saying why they cannot take it when they cannot. A refusal from the
 * provider (a clash that appeared meanwhile) is shown here and nothing is lost.
 */
export function AssignPartnerDialog({ bookingId, reassigning, onClose }: { bookingId: number; reassigning: BookingAssignment | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const titleId = useId();
  const { data: board, error, isLoading, refetch } = useDispatchBoardQuery(bookingId);
  const [assign, assignState] = useAssignPartnerMutation();
  const [reassign, reassignState] = useReassignPartnerMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = assignState.isLoading || reassignState.isLoading;

  const candidates = [...(board?.candidates ?? [])].sort((a, b) => Number(a.refusal !== null) - Number(b.refusal !== null));

  const reasonOf = (candidate: DispatchCandidate): string => {
    if (candidate.refusal === null) return t('dispatch.free');
    if (candidate.refusal === 'busy' && candidate.clash) {
      return t('dispatch.refusal.busy', {
        id: format.number(candidate.clash.bookingId),
        service: localized(format.language, candidate.clash.serviceTitle, candidate.clash.serviceArabicTitle),
        when: format.recordDate(candidate.clash.startsAt, 'dateTime'),
      });
    }
    return t(`dispatch.refusal.${candidate.refusal}`);
  };

  const submit = async () => {
    if (chosen === null) {
      setFailure(t('dispatch.choosePartner'));
      return;
    }
    setFailure(null);
    try {
      if (reassigning) await reassign({ bookingId, assignmentId: reassigning.id, partnerId: chosen }).unwrap();
      else await assign({ bookingId, partnerId: chosen }).unwrap();
      notify('success', t(reassigning ? 'dispatch.toast.reassigned' : 'dispatch.toast.assigned'));
      onClose();
    } catch (failed) {
      if (isSessionExpiry(failed)) return;
      setFailure(apiErrorText(failed, t, 'dispatch.toast.assignFailed'));
      void refetch();
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth sx={fullScreenOnPhones}>
      <DialogTitle id={titleId}>
        {reassigning
          ? t('dispatch.reassignTitle', { name: localized(format.language, reassigning.partnerName, reassigning.partnerArabicName) })
          : t('dispatch.assignTitle', { id: format.number(bookingId) })}
      </DialogTitle>
      <DialogContent dividers>
        {isLoading && <LoadingState />}
        {error && !board && <ErrorState message={apiErrorText(error, t, 'dispatch.loadError')} onRetry={() => void refetch()} />}
        {board && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('dispatch.boardIntro', {
                when: format.recordDate(board.startsAt, 'dateTime'),
                city: board.city ? saudiCityName(board.city, format.language) : t('dispatch.noCity'),
              })}
            </Typography>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {candidates.length === 0 ? (
              <Alert severity="info">{t('dispatch.noCandidates')}</Alert>
            ) : (
              <RadioGroup
                aria-label={t('dispatch.partners')}
                value={chosen === null ? '' : String(chosen)}
                onChange={(event) => {
                  setChosen(Number(event.target.value));
                  setFailure(null);
                }}
              >
                {candidates.map((candidate) => (
                  <FormControlLabel
                    key={candidate.partnerId}
                    value={String(candidate.partnerId)}
                    disabled={!choosable(candidate) || busy}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
                    label={
                      <Box>
                        <Typography component="span" sx={{ fontWeight: 600 }}>
                          <bdi>{localized(format.language, candidate.name, candidate.arabicName)}</bdi>
                        </Typography>
                        <Typography
                          variant="body2"
                          color={candidate.refusal === null ? 'success.main' : candidate.refusal === 'busy' ? 'warning.main' : 'text.secondary'}
                        >
                          {reasonOf(candidate)}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {candidate.cities.length > 0
                            ? candidate.cities.map((city) => saudiCityName(city, format.language)).join(t('dispatch.listSeparator'))
                            : t('dispatch.noCities')}
                          {candidate.hasLogin ? '' : ` · ${t('dispatch.noLogin')}`}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || !board}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {reassigning ? t('dispatch.reassign') : t('dispatch.assign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
