import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { emailOnlySchema, type EmailOnlyValues } from '../../../shared/validation/email-only';
import { serverFieldErrors } from '../../lib/form-errors';
import { bindField, type ServerFieldStatus } from '../../lib/formik-field';
import { notify } from '../../lib/notify';
import type { WithMessage } from '../../lib/with-message';
import { apiErrorText, serverSuccessText } from '../../lib/api-error-text';
import { SubmitButton } from '../../components/submit-button';
import { useRef } from 'react';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';

export interface EmailRequestFormProps {
  id: string;
  initialEmail: string;
  send: (email: string) => Promise<WithMessage<null>>;
  /** i18n keys (namespace account) of the texts that differ between the two requests. */
  texts: { submit: string; submitting: string; sent: string; failed: string };
}

interface EmailRequestStatus extends ServerFieldStatus {
  outcome?: { ok: boolean; text: string };
}

/**
 * "Send me a link" (resend confirmation, forgot password; spec 5.3 and section 8): a non-empty,
 * well-formed e-mail, then the server's answer, which is the same whether or not the address has an
 * account, so the page reveals nothing about who is registered.
 */
export function EmailRequestForm({ id, initialEmail, send, texts }: EmailRequestFormProps) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const form = useFormik<EmailOnlyValues>({
    initialValues: { email: initialEmail },
    validationSchema: emailOnlySchema,
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      try {
        const { message } = await send(values.email.trim());
        const text = serverSuccessText(message, t, texts.sent);
        helpers.setStatus({ outcome: { ok: true, text } } satisfies EmailRequestStatus);
        notify('success', text);
      } catch (error) {
        const text = apiErrorText(error, t, texts.failed);
        helpers.setStatus({ outcome: { ok: false, text }, fieldErrors: serverFieldErrors(error, ['email'] as const).fieldErrors } satisfies EmailRequestStatus);
        notify('error', text);
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting);
  const outcome = (form.status as EmailRequestStatus | undefined)?.outcome;
  return (
    <Stack component="form" ref={formRef} noValidate spacing={2.5} onSubmit={form.handleSubmit}>
      {outcome && (
        <Alert id={`${id}-outcome`} severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      <TextField
        id={`${id}-email`}
        type="email"
        label={t('emailRequest.email')}
        autoComplete="email"
        required
        fullWidth
        {...bindField(form, 'email', t)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
      />
      <SubmitButton variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
        {form.isSubmitting ? t(texts.submitting) : t(texts.submit)}
      </SubmitButton>
    </Stack>
  );
}
