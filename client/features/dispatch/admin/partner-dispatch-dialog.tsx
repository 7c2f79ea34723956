import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { usePartnerAccountQuery, usePartnerAvailabilityQuery, usePartnerContactQuery } from './dispatch-api';
import { PartnerAvailabilitySection } from './partner-availability-section';
import { PartnerLoginSection } from './partner-login-section';

/** A partner's login, contact and availability, from the partners screen (issue 27 items 1 and 2). */
export function PartnerDispatchDialog({ partnerId, name, onClose }: { partnerId: number; name: string; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const account = usePartnerAccountQuery(partnerId);
  const contact = usePartnerContactQuery(partnerId);
  const availability = usePartnerAvailabilityQuery(partnerId);
  const loading = account.isLoading || contact.isLoading || availability.isLoading;
  const error = account.error ?? contact.error ?? availability.error;
  const ready = account.data !== undefined && contact.data && availability.data;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper" sx={fullScreenOnPhones}>
      <DialogTitle id={titleId}>{t('partnerDispatch.title', { name })}</DialogTitle>
      <DialogContent dividers>
        {loading && <LoadingState />}
        {error && !ready && (
          <ErrorState
            message={apiErrorText(error, t, 'partnerDispatch.loadError')}
            onRetry={() => {
              void account.refetch();
              void contact.refetch();
              void availability.refetch();
            }}
          />
        )}
        {ready && (
          <Box sx={{ display: 'grid', gap: 3 }}>
            <PartnerLoginSection partnerId={partnerId} account={account.data ?? null} contact={contact.data!} />
            <Divider />
            <PartnerAvailabilitySection partnerId={partnerId} availability={availability.data!} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
