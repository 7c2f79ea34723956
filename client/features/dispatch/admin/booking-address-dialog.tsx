import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useFormik, type FormikErrors } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SAUDI_CITIES } from '../../../../shared/places/saudi-cities';
import type { BookingAddress } from '../../../../shared/types/assignment';
import { bookingAddressSchema, type BookingAddressValues } from '../../../../shared/validation/dispatch';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useSaveBookingAddressMutation } from './dispatch-api';

type AddressForm = Record<keyof BookingAddress, string>;

const FIELDS: readonly (keyof AddressForm)[] = ['city', 'district', 'street', 'buildingNumber', 'additionalNumber', 'postalCode', 'note', 'mapUrl'];

const formOf = (address: BookingAddress | null): AddressForm => ({
  city: address?.city ?? '',
  district: address?.district ?? '',
  street: address?.street ?? '',
  buildingNumber: address?.buildingNumber ?? '',
  additionalNumber: address?.additionalNumber ?? '',
  postalCode: address?.postalCode ?? '',
  note: address?.note ?? '',
  mapUrl: address?.mapUrl ?? '',
});

/** The booking's Saudi national address: the city from the list, the numbers as SPL writes them, a note and a map link. */
export function BookingAddressDialog({ bookingId, address, onClose }: { bookingId: number; address: BookingAddress | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const { language } = useDashboardFormat();
  const titleId = useId();
  const [save] = useSaveBookingAddressMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<AddressForm>({
    initialValues: formOf(address),
    validationSchema: bookingAddressSchema,
    async onSubmit(values, helpers) {
      setFailure(null);
      try {
        await save({ bookingId, address: bookingAddressSchema.cast(values, { stripUnknown: true }) as BookingAddressValues }).unwrap();
        notify('success', t('dispatch.toast.addressSaved'));
        onClose();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        setFailure(apiErrorText(error, t, 'dispatch.toast.addressFailed'));
        helpers.setErrors(serverFieldErrors(error, FIELDS).fieldErrors as FormikErrors<AddressForm>);
      }
    },
  });
  const digits = { dir: 'ltr', inputMode: 'numeric' } as const;

  return (
    <Dialog open onClose={form.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth sx={fullScreenOnPhones}>
      <Box component="form" noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id={titleId}>{t('dispatch.address.title', { id: bookingId })}</DialogTitle>
        <DialogContent dividers>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormikTextField formik={form} name="city" label={t('dispatch.address.city')} required select>
                <MenuItem value="" disabled>
                  {t('dispatch.address.chooseCity')}
                </MenuItem>
                {SAUDI_CITIES.map((city) => (
                  <MenuItem key={city.code} value={city.code}>
                    {language === 'ar' ? city.ar : city.en}
                  </MenuItem>
                ))}
              </FormikTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormikTextField formik={form} name="district" label={t('dispatch.address.district')} required />
            </Grid>
            <Grid size={12}>
              <FormikTextField formik={form} name="street" label={t('dispatch.address.street')} required />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormikTextField formik={form} name="buildingNumber" label={t('dispatch.address.buildingNumber')} required slotProps={{ htmlInput: digits }} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormikTextField
                formik={form}
                name="additionalNumber"
                label={t('dispatch.address.additionalNumber')}
                required
                slotProps={{ htmlInput: digits }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormikTextField formik={form} name="postalCode" label={t('dispatch.address.postalCode')} required slotProps={{ htmlInput: digits }} />
            </Grid>
            <Grid size={12}>
              <FormikTextField formik={form} name="note" label={t('dispatch.address.note')} multiline minRows={2} />
            </Grid>
            <Grid size={12}>
              <FormikTextField
                formik={form}
                name="mapUrl"
                label={t('dispatch.address.mapUrl')}
                helperText={t('dispatch.address.mapUrlHelp')}
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
              />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={form.isSubmitting}
            startIcon={form.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('dispatch.address.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
