import MapIcon from '@mui/icons-material/MapOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saudiCityName } from '../../../../shared/places/saudi-cities';
import type { BookingAssignment } from '../../../../shared/types/assignment';
import type { Booking } from '../../../../shared/types/booking';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { localized } from '../../../lib/text';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { AssignPartnerDialog } from './assign-partner-dialog';
import { BookingAddressDialog } from './booking-address-dialog';
import { useDispatchBoardQuery, useWithdrawAssignmentMutation } from './dispatch-api';

const WITHDRAWABLE = ['assigned', 'accepted', 'on_the_way'];
const OPEN = ['pending', 'in_review', 'quoted', 'in_progress'];

/** The booking's dashboard screen, "Where and who": its national address, its partners, and assigning, handing on or withdrawing. */
export function BookingDispatchSection({ booking, titleId }: { booking: Booking; titleId: string }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const { data: board } = useDispatchBoardQuery(booking.id);
  const [withdraw, withdrawState] = useWithdrawAssignmentMutation();
  const [editingAddress, setEditingAddress] = useState(false);
  const [assigning, setAssigning] = useState<{ reassigning: BookingAssignment | null } | null>(null);
  const [withdrawing, setWithdrawing] = useState<BookingAssignment | null>(null);
  const open = OPEN.includes(booking.status);
  const address = booking.address;
  const live = (board?.assignments ?? []).filter((a) => a.status !== 'withdrawn' && a.status !== 'declined');
  const nameOf = (a: BookingAssignment) => localized(format.language, a.partnerName, a.partnerArabicName);

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    try {
      await withdraw({ bookingId: booking.id, assignmentId: withdrawing.id }).unwrap();
      notify('success', t('dispatch.toast.withdrawn'));
      setWithdrawing(null);
    } catch (error) {
      if (!isSessionExpiry(error)) notify('error', apiErrorText(error, t, 'dispatch.toast.withdrawFailed'));
    }
  };

  return (
    <Box component="section" aria-labelledby={`${titleId}-dispatch`} data-testid="booking-dispatch">
      <Typography id={`${titleId}-dispatch`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('dispatch.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', justifyContent: 'space-between' }}>
          {address ? (
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{saudiCityName(address.city, format.language)}</Typography>
              <Typography variant="body2" dir="auto" sx={{ textAlign: 'start' }}>
                {t('dispatch.address.line', {
                  district: address.district,
                  street: address.street,
                  building: address.buildingNumber,
                  additional: address.additionalNumber,
                  postalCode: address.postalCode,
                })}
              </Typography>
              {address.note && (
                <Typography variant="body2" color="text.secondary" dir="auto" sx={{ textAlign: 'start' }}>
                  {address.note}
                </Typography>
              )}
              {address.mapUrl && (
                <Link href={address.mapUrl} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <MapIcon fontSize="small" aria-hidden />
                  {t('dispatch.address.openMap')}
                </Link>
              )}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('dispatch.address.none')}
            </Typography>
          )}
          {open && (
            <Button size="small" variant="outlined" onClick={() => setEditingAddress(true)}>
              {address ? t('dispatch.address.edit') : t('dispatch.address.add')}
            </Button>
          )}
        </Box>
        {live.length === 0 ? (
          <Alert severity="info">{t('dispatch.nobodyAssigned')}</Alert>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }} aria-label={t('dispatch.assigned')}>
            {live.map((assignment) => (
              <Box
                component="li"
                key={assignment.id}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}
              >
                <Typography sx={{ fontWeight: 600, flex: '1 1 auto' }}>
                  <bdi>{nameOf(assignment)}</bdi>
                </Typography>
                <Chip size="small" label={t(`dispatch.status.${assignment.status}`)} color={assignment.status === 'assigned' ? 'default' : 'primary'} />
                {open && WITHDRAWABLE.includes(assignment.status) && (
                  <>
                    <Button size="small" onClick={() => setAssigning({ reassigning: assignment })}>
                      {t('dispatch.handOn')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setWithdrawing(assignment)}>
                      {t('dispatch.withdraw')}
                    </Button>
                  </>
                )}
              </Box>
            ))}
          </Box>
        )}
        {open && (
          <Box>
            <Button variant="contained" onClick={() => setAssigning({ reassigning: null })}>
              {t('dispatch.assignPartner')}
            </Button>
          </Box>
        )}
      </Box>
      {editingAddress && <BookingAddressDialog bookingId={booking.id} address={address} onClose={() => setEditingAddress(false)} />}
      {assigning && <AssignPartnerDialog bookingId={booking.id} reassigning={assigning.reassigning} onClose={() => setAssigning(null)} />}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('dispatch.withdrawTitle')}
        message={withdrawing ? t('dispatch.withdrawMessage', { name: nameOf(withdrawing), id: booking.id }) : ''}
        confirmLabel={t('dispatch.withdraw')}
        cancelLabel={t('common.cancel')}
        busy={withdrawState.isLoading}
        onConfirm={() => void confirmWithdraw()}
        onClose={() => setWithdrawing(null)}
      />
    </Box>
  );
}
