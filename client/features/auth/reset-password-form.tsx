import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { resetPasswordSchema, type ResetPasswordValues } from '../../../shared/validation/reset-password';
import { serverFieldErrors } from '../../lib/form-errors';
import type { ServerFieldStatus } from '../../lib/formik-field';
import { notify } from '../../lib/notify';
import { apiErrorText, serverSuccessText } from '../../lib/api-error-text';
import { isRefusedLink } from './refused-link';
import { useResetPasswordMutation } from './auth-api';
import type { LinkParams } from './link-params';
import { SubmitButton } from '../../components/submit-button';
import { useRef } from 'react';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';
import { NewPasswordFields } from './new-password-fields';

interface ResetStatus extends ServerFieldStatus {
  failure?: string;
}

export interface ResetPasswordFormProps {
  link: LinkParams;
  onDone: (text: string) => void;
  onRefused: () => void;
}

/**
 * The new password, twice, with the registration rules (the reset must not allow a weaker password
 * than sign-up). The address and token come from the link; the address is shown so the reader
 * knows which account they are changing.
 */
export function ResetPasswordForm({ link, onDone, onRefused }: ResetPasswordFormProps) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const [resetPassword] = useResetPasswordMutation();
  const form = useFormik<ResetPasswordValues>({
    initialValues: { email: link.email, token: link.token, newPassword: '', confirmPassword: '' },
    validationSchema: resetPasswordSchema,
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      try {
        const { message } = await resetPassword(values).unwrap();
        const text = serverSuccessText(message, t, 'reset.done');
        notify('success', text);
        onDone(text);
      } catch (error) {
        if (isRefusedLink(error)) {
          onRefused();
          return;
        }
        const text = apiErrorText(error, t, 'reset.failed');
        helpers.setStatus({
          failure: text,
          fieldErrors: serverFieldErrors(error, ['newPassword', 'confirmPassword'] as const).fieldErrors,
        } satisfies ResetStatus);
        notify('error', text);
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting);
  const failure = (form.status as ResetStatus | undefined)?.failure;
  return (
    <Stack component="form" ref={formRef} noValidate spacing={2.5} onSubmit={form.handleSubmit}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {/* Lets password managers file the new password under the right account. */}
      <TextField
        id="reset-email"
        label={t('reset.account')}
        value={link.email}
        autoComplete="username"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
      />
      <NewPasswordFields form={form} idPrefix="reset" newLabel={t('reset.newPassword')} confirmLabel={t('reset.confirmPassword')} />
      <SubmitButton variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
        {form.isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </SubmitButton>
    </Stack>
  );
}
