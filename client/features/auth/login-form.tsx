import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { FieldErrors } from '../../../shared/api/envelope';
import type { ErrorCode } from '../../../shared/api/error-codes';
import { loginSchema, type LoginValues } from '../../../shared/validation/login';
import { isApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { notify } from '../../lib/notify';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { secondStepDue } from '../../session-slice';
import { paths, RETURN_TO_PARAM, safeReturnPath } from '../../paths';
import { isSecondStepDue, useLoginMutation } from '../session';
import { SecondStepForm } from './second-step-form';
import { PasswordField } from './password-field';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';
import { hydrateMountedDeferred } from '../../lib/deferred';
import { SubmitButton } from '../../components/submit-button';

interface LoginFailure {
  message: string;
  code?: ErrorCode;
  /** Field messages from the server, already in the page's language. */
  errors?: FieldErrors;
}

const resendLink = (email: string) => `${paths.resendConfirmation}${email ? `?email=${encodeURIComponent(email)}` : ''}`;

/**
 * Spec 2.13 / 5.3 / section 8: e-mail and password, validated with the shared schema; success
 * toasts 'Login successful' and returns to the page that sent the visitor here (or /, when that
 * page is not a same-site path); failure
 * toasts the server's message (or 'Login failed'), keeps what was typed, and explains an
 * unconfirmed e-mail in place with a way to get a new confirmation link.
 */
export function LoginForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const [login] = useLoginMutation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  /**
   * A staff account's password was right: the code step (issue 28) replaces the form, also when the
   * page is opened again before the code (the web server's session says which step is due).
   */
  const secondStep = useAppSelector((state) => state.session.secondStepDue);
  const dispatch = useAppDispatch();
  const goOn = async () => {
    // Signed in whatever happens next: a return path the router still cannot follow goes home,
    // never back to this form with a failure. The code step is over once this page is left.
    try {
      await navigate(safeReturnPath(params.get(RETURN_TO_PARAM)), { replace: true });
    } catch {
      await navigate(paths.home, { replace: true });
    } finally {
      dispatch(secondStepDue(null));
    }
  };

  const form = useFormik<LoginValues>({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: loginSchema,
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      // The page's deferred sections (the footer) hold the signed-out HTML: they hydrate first, so
      // the signed-in state (and the account's digits) reaches them as an ordinary update. Not for
      // long: one that is slower is rendered anew instead.
      await hydrateMountedDeferred(1_500);
      try {
        const answer = await login({ email: values.email.trim(), password: values.password }).unwrap();
        if (isSecondStepDue(answer)) {
          dispatch(secondStepDue(answer.secondStep));
          return;
        }
      } catch (error) {
        const failure: LoginFailure = { message: apiErrorText(error, t, 'login.failed') };
        if (isApiError(error)) {
          if (error.code) failure.code = error.code;
          if (error.errors) failure.errors = error.errors;
        }
        notify('error', failure.message);
        helpers.setStatus(failure);
        return;
      }
      notify('success', t('login.success'));
      await goOn();
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting);

  const failure = form.status as LoginFailure | undefined;
  const fieldError = (name: keyof LoginValues): string | undefined => {
    const local = form.touched[name] ? form.errors[name] : undefined;
    if (local) return t(local);
    return failure?.errors?.[name]?.join(' ');
  };
  const notConfirmed = failure?.code === 'EMAIL_NOT_CONFIRMED';

  if (secondStep) return <SecondStepForm due={secondStep} onSignedIn={() => void goOn()} />;

  return (
    <Stack component="form" ref={formRef} noValidate spacing={2.5} onSubmit={form.handleSubmit} aria-describedby={failure ? 'login-failure' : undefined}>
      {failure && (
        <Alert id="login-failure" severity={notConfirmed ? 'warning' : 'error'} role="alert">
          <AlertTitle>{notConfirmed ? t('login.notConfirmedTitle') : t('login.failedTitle')}</AlertTitle>
          {failure.message}
          {notConfirmed && (
            <>
              {' '}
              <Link component={RouterLink} to={resendLink(form.values.email.trim())} color="inherit" sx={{ fontWeight: 700 }}>
                {t('login.resendConfirmation')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <TextField
        id="login-email"
        name="email"
        type="email"
        label={t('login.email')}
        autoComplete="username"
        required
        fullWidth
        value={form.values.email}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={!!fieldError('email')}
        helperText={fieldError('email')}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false, autoCapitalize: 'none' } }}
      />
      <PasswordField
        id="login-password"
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        required
        fullWidth
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={!!fieldError('password')}
        helperText={fieldError('password')}
      />
      <Link component={RouterLink} to={paths.forgotPassword} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {t('login.forgotPassword')}
      </Link>
      <SubmitButton variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
        {form.isSubmitting ? t('login.submitting') : t('login.submit')}
      </SubmitButton>
    </Stack>
  );
}
