import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as yup from 'yup';
import { registrationSchema } from '../../../shared/validation/registration';
import { V } from '../../../shared/validation/rules';
import { MarketingConsent, PolicyConsent, useGetPolicyQuery } from '../privacy';
import { bindField, type ServerFieldStatus } from '../../lib/formik-field';
import { notify } from '../../lib/notify';
import { paths } from '../../paths';
import { apiErrorText, serverSuccessText, type ErrorTexts } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/form-errors';
import { useRegisterMutation } from './auth-api';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { buildRegistrationPayload, EMPTY_REGISTRATION, type RegistrationFormValues } from './registration-payload';
import type { LoginNotice } from './login-notice';
import { SubmitButton } from '../../components/submit-button';
import { useRef } from 'react';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword', 'phoneNumber'] as const;

/** The shared schema, with the policies' acceptance as the form holds it (a box ticked; the versions come from the pages shown). */
const formSchema = registrationSchema.omit(['acceptedPrivacyVersion', 'acceptedTermsVersion']).shape({
  acceptPolicies: yup.boolean().oneOf([true], V('privacyVersionRequired')).required(V('privacyVersionRequired')),
});

interface RegisterStatus extends ServerFieldStatus {
  failure?: string;
}

/**
 * Spec 2.13 / 5.2 / section 8: the shared registration schema on every field, the password rules
 * ticked off while typing, the server's field errors under their fields, the failure text in the
 * spec's order; success goes to /login, which asks the new client to confirm their e-mail first.
 */
/**
 * Spec 8, registration: after the server's own words, a text for 400 and 500, else the default.
 * (Spec 8's 409 'Email is already in use' is gone: registration answers a taken address like a new
 * one and tells its owner by e-mail, so the page never learns who is registered.)
 */
const REGISTRATION_ERRORS: ErrorTexts = {
  fallback: 'account:register.errors.default',
  byStatus: { 400: 'account:register.errors.invalidData', 500: 'account:register.errors.server' },
};

export function RegisterForm() {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const [register] = useRegisterMutation();
  const navigate = useNavigate();
  const { data: privacy } = useGetPolicyQuery('privacy');
  const { data: terms } = useGetPolicyQuery('terms');

  const form = useFormik<RegistrationFormValues>({
    initialValues: EMPTY_REGISTRATION,
    validationSchema: formSchema,
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      // Until both pages are read the form cannot say which versions were accepted: 0 is refused by the provider.
      const payload = buildRegistrationPayload(values, { privacy: privacy?.version ?? 0, terms: terms?.version ?? 0 });
      try {
        const { message } = await register(payload).unwrap();
        notify('success', serverSuccessText(message, t, 'register.success'));
        const notice: LoginNotice = { kind: 'registered', email: payload.email };
        await navigate(paths.login, { state: notice });
      } catch (error) {
        const text = apiErrorText(error, t, REGISTRATION_ERRORS);
        helpers.setStatus({ failure: text, fieldErrors: serverFieldErrors(error, FIELDS).fieldErrors } satisfies RegisterStatus);
        notify('error', text);
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting);

  const failure = (form.status as RegisterStatus | undefined)?.failure;
  return (
    <Stack component="form" ref={formRef} noValidate spacing={2.5} onSubmit={form.handleSubmit} aria-describedby={failure ? 'register-failure' : undefined}>
      {failure && (
        <Alert id="register-failure" severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField id="register-full-name" label={t('register.fullName')} autoComplete="name" required fullWidth {...bindField(form, 'fullName', t)} />
      <TextField
        id="register-email"
        type="email"
        label={t('register.email')}
        autoComplete="email"
        required
        fullWidth
        {...bindField(form, 'email', t)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
      />
      <PasswordField
        id="register-password"
        label={t('register.password')}
        autoComplete="new-password"
        required
        fullWidth
        {...bindField(form, 'password', t)}
        describedBy="register-password-rules"
      />
      <PasswordRules id="register-password-rules" password={form.values.password} />
      <PasswordField
        id="register-confirm-password"
        label={t('register.confirmPassword')}
        autoComplete="new-password"
        required
        fullWidth
        {...bindField(form, 'confirmPassword', t)}
      />
      <TextField
        id="register-phone"
        type="tel"
        label={t('register.phoneNumber')}
        autoComplete="tel"
        required
        fullWidth
        {...bindField(form, 'phoneNumber', t, t('register.phoneHint'))}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
      <PolicyConsent
        id="register-accept-policies"
        checked={form.values.acceptPolicies}
        onChange={(checked) => form.setFieldValue('acceptPolicies', checked)}
        error={form.submitCount > 0 && form.errors.acceptPolicies ? t(form.errors.acceptPolicies) : undefined}
      />
      <MarketingConsent id="register-marketing" checked={form.values.marketingOptIn} onChange={(checked) => form.setFieldValue('marketingOptIn', checked)} />
      <SubmitButton variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
        {form.isSubmitting ? t('register.submitting') : t('register.submit')}
      </SubmitButton>
    </Stack>
  );
}
