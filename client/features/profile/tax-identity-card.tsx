import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { NationalAddress } from '../../../shared/types/invoice';
import type { User } from '../../../shared/types/user';
import { buyerIdentitySchema } from '../../../shared/validation/national-address';
import { FormikTextField } from '../../components/form/formik-text-field';
import { SubmitButton } from '../../components/submit-button';
import { apiErrorText, serverSuccessText } from '../../lib/api-error-text';
import { FeedbackAlert } from './feedback-alert';
import { useUpdateProfileMutation } from './profile-api';
import { useTimedFeedback } from './use-timed-feedback';

const EMPTY: NationalAddress = { buildingNumber: '', street: '', district: '', city: '', postalCode: '', additionalNumber: '' };
const PARTS = ['buildingNumber', 'street', 'district', 'city', 'postalCode', 'additionalNumber'] as const;
const DIGITS: Partial<Record<(typeof PARTS)[number], number>> = { buildingNumber: 4, postalCode: 5, additionalNumber: 4 };

interface TaxValues {
  vatNumber: string;
  address: NationalAddress;
}

/**
 * A business account's tax identity (user types 2 and 3): its VAT number and national address, which
 * make its invoices standard tax invoices (ZATCA: the buyer's VAT number and address printed). Both
 * or neither: an empty VAT number clears them.
 */
export function TaxIdentityCard({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'validation']);
  const [feedback, showFeedback] = useTimedFeedback();
  const [updateProfile] = useUpdateProfileMutation();
  const form = useFormik<TaxValues>({
    initialValues: { vatNumber: user.buyer?.vatNumber ?? '', address: user.buyer?.address ?? EMPTY },
    enableReinitialize: true,
    validate(values) {
      if (!values.vatNumber.trim()) return {};
      try {
        buyerIdentitySchema.validateSync(values, { abortEarly: false });
        return {};
      } catch (error) {
        const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
        const errors: Record<string, unknown> = {};
        for (const e of inner) {
          const [head, tail] = (e.path ?? 'vatNumber').split('.');
          if (tail) errors[head!] = { ...(errors[head!] as object), [tail]: e.message };
          else errors[head!] = e.message;
        }
        return errors;
      }
    },
    async onSubmit(values) {
      const buyer = values.vatNumber.trim() ? (buyerIdentitySchema.cast(values) as TaxValues) : null;
      try {
        const { message } = await updateProfile({
          id: user.id,
          fullName: user.fullName,
          email: user.email,
          phoneNumber: user.phoneNumber,
          isActive: user.isActive,
          typeUser: user.typeUser,
          startDate: user.startDate,
          buyer,
        }).unwrap();
        showFeedback({ kind: 'success', text: serverSuccessText(message, t, 'profile.updateSuccess') });
      } catch (error) {
        showFeedback({ kind: 'error', text: apiErrorText(error, t, 'account:profile.updateFailed') });
      }
    },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} component="section" aria-labelledby="tax-identity-title">
      <Typography id="tax-identity-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('profile.tax.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('profile.tax.help')}
      </Typography>
      <form noValidate onSubmit={form.handleSubmit}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <FormikTextField
            formik={form}
            name="vatNumber"
            id="tax-vat-number"
            label={t('profile.tax.vatNumber')}
            helperText={t('profile.tax.vatNumberHelp')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 15 } }}
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          {PARTS.map((part) => (
            <FormikTextField
              key={part}
              formik={form}
              name={`address.${part}`}
              id={`tax-address-${part}`}
              label={t(`profile.tax.address.${part}`)}
              required={Boolean(form.values.vatNumber.trim())}
              slotProps={{ htmlInput: DIGITS[part] ? { dir: 'ltr', inputMode: 'numeric', maxLength: DIGITS[part] } : { dir: 'auto', maxLength: 100 } }}
            />
          ))}
        </Box>
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <SubmitButton variant="contained" disabled={form.isSubmitting}>
            {t('profile.tax.save')}
          </SubmitButton>
        </Box>
      </form>
      <FeedbackAlert feedback={feedback} />
    </Paper>
  );
}
