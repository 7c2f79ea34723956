import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_NOTIFY_CHANNELS, type PartnerNotifyChannel } from '../../../../shared/constants';
import type { PartnerAccount } from '../../../../shared/types/assignment';
import { partnerAccountSchema, partnerContactSchema, type PartnerAccountValues } from '../../../../shared/validation/dispatch';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useInvitePartnerMutation, useReinvitePartnerMutation, useSavePartnerContactMutation } from './dispatch-api';

interface LoginForm {
  email: string;
  phone: string;
  notifyChannel: PartnerNotifyChannel;
}

/**
 * A partner's login (issue 27 item 1): invite them (the e-mail gets a link to set a password), or,
 * once invited, see whether they have set it, send a new link, and keep their mobile number and
 * preferred channel. The number is stored in E.164 whatever way it is typed.
 */
export function PartnerLoginSection({
  partnerId,
  account,
  contact,
}: {
  partnerId: number;
  account: PartnerAccount | null;
  contact: { phone: string | null; notifyChannel: PartnerNotifyChannel };
}) {
  const { t } = useTranslation('dashboard');
  const [invite] = useInvitePartnerMutation();
  const [reinvite, reinviteState] = useReinvitePartnerMutation();
  const [saveContact] = useSavePartnerContactMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = account ? partnerContactSchema : partnerAccountSchema;

  const form = useFormik<LoginForm>({
    initialValues: { email: account?.email ?? '', phone: contact.phone ?? '', notifyChannel: contact.notifyChannel },
    enableReinitialize: true,
    validationSchema: schema,
    async onSubmit(values, helpers) {
      setFailure(null);
      try {
        if (account) {
          await saveContact({ partnerId, contact: { phone: values.phone, notifyChannel: values.notifyChannel } }).unwrap();
          notify('success', t('partnerDispatch.toast.contactSaved'));
        } else {
          await invite({ partnerId, account: partnerAccountSchema.cast(values, { stripUnknown: true }) as PartnerAccountValues }).unwrap();
          // The address is isolated so an Arabic sentence does not reorder it.
          notify('success', t('partnerDispatch.toast.invited', { email: `\u2068${values.email}\u2069` }));
        }
      } catch (error) {
        if (isSessionExpiry(error)) return;
        setFailure(apiErrorText(error, t, 'partnerDispatch.toast.saveFailed'));
        helpers.setErrors(serverFieldErrors(error, ['email', 'phone', 'notifyChannel'] as const).fieldErrors as FormikErrors<LoginForm>);
      }
    },
  });

  const resend = async () => {
    try {
      await reinvite(partnerId).unwrap();
      notify('success', t('partnerDispatch.toast.reinvited', { email: `\u2068${account?.email ?? ''}\u2069` }));
    } catch (error) {
      if (!isSessionExpiry(error)) notify('error', apiErrorText(error, t, 'partnerDispatch.toast.saveFailed'));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2 }} aria-label={t('partnerDispatch.login')}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('partnerDispatch.login')}
      </Typography>
      {account ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography dir="ltr">{account.email}</Typography>
          <Chip
            size="small"
            color={account.passwordSet ? 'success' : 'warning'}
            label={account.passwordSet ? t('partnerDispatch.passwordSet') : t('partnerDispatch.invitationWaiting')}
          />
          <Button size="small" onClick={() => void resend()} disabled={reinviteState.isLoading}>
            {t('partnerDispatch.resend')}
          </Button>
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('partnerDispatch.inviteIntro')}
          </Typography>
          <FormikTextField formik={form} name="email" type="email" label={t('partnerDispatch.email')} required slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormikTextField
          formik={form}
          name="phone"
          type="tel"
          label={t('partnerDispatch.phone')}
          helperText={t('partnerDispatch.phoneHelp')}
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
        <FormikTextField formik={form} name="notifyChannel" label={t('partnerDispatch.channel')} select required>
          {PARTNER_NOTIFY_CHANNELS.map((channel) => (
            <MenuItem key={channel} value={channel}>
              {t(`partnerDispatch.channels.${channel}`)}
            </MenuItem>
          ))}
        </FormikTextField>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {account ? t('partnerDispatch.saveContact') : t('partnerDispatch.invite')}
        </Button>
      </Box>
    </Box>
  );
}
