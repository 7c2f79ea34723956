import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondStepEnrolment } from '../../../shared/types/user';
import { secondStepCodeFormSchema, type SecondStepCodeValues } from '../../../shared/validation/second-step';
import { SubmitButton } from '../../components/submit-button';
import { apiErrorText } from '../../lib/api-error-text';
import { notify } from '../../lib/notify';
import { usePassSecondStepMutation, useSecondStepEnrolmentMutation } from '../session';

/**
 * The step after a staff member's password (issue 28 item 7): on the first sign-in, a QR code (and
 * the secret, to type) for the authenticator app and its first code; afterwards, a code from the app
 * or a recovery code. A finished enrolment shows the ten recovery codes once before going on.
 */
export function SecondStepForm({ due, onSignedIn }: { due: 'enrol' | 'verify'; onSignedIn: () => void }) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const enrolling = due === 'enrol';
  const [startEnrolment, enrolmentState] = useSecondStepEnrolmentMutation();
  const [passSecondStep] = usePassSecondStepMutation();
  const [enrolment, setEnrolment] = useState<SecondStepEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!enrolling) return;
    startEnrolment()
      .unwrap()
      .then(setEnrolment, (error: unknown) => notify('error', apiErrorText(error, t, 'login.secondStep.enrolFailed')));
  }, [enrolling, startEnrolment, t]);

  const form = useFormik<SecondStepCodeValues>({
    initialValues: { code: '' },
    validationSchema: secondStepCodeFormSchema,
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      try {
        const user = await passSecondStep({ code: values.code.trim(), enrolling }).unwrap();
        if (user.recoveryCodes) {
          setRecoveryCodes(user.recoveryCodes);
          return;
        }
      } catch (error) {
        const message = apiErrorText(error, t, 'login.failed');
        notify('error', message);
        helpers.setStatus(message);
        return;
      }
      notify('success', t('login.success'));
      onSignedIn();
    },
  });
  const fieldError = (form.touched.code && form.errors.code ? t(form.errors.code) : undefined) ?? (form.status as string | undefined);

  if (recoveryCodes) {
    return (
      <Stack spacing={2} data-testid="recovery-codes">
        <Typography component="h2" variant="h6">
          {t('login.secondStep.recoveryTitle')}
        </Typography>
        <Typography variant="body2">{t('login.secondStep.recoveryHelp')}</Typography>
        {/* Two columns, 1-5 then 6-10, with room for the second column's numbers (two digits). */}
        <Box
          component="ol"
          dir="ltr"
          sx={{
            fontFamily: 'monospace',
            fontSize: { xs: '0.95rem', sm: '1.05rem' },
            m: 0,
            ps: { xs: 3.5, sm: 4 },
            display: 'grid',
            gridTemplateRows: `repeat(${Math.ceil(recoveryCodes.length / 2)}, auto)`,
            gridAutoFlow: 'column',
            columnGap: { xs: 4, sm: 6 },
            // A code is never broken across lines (a phone's narrow card wrapped them at the hyphen).
            whiteSpace: 'nowrap',
          }}
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" size="large" onClick={onSignedIn}>
          {t('login.secondStep.continue')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={form.handleSubmit}>
      <Typography component="h2" variant="h6">
        {enrolling ? t('login.secondStep.enrolTitle') : t('login.secondStep.verifyTitle')}
      </Typography>
      {enrolling && (
        <>
          <Typography variant="body2">{t('login.secondStep.enrolHelp')}</Typography>
          {enrolment ? (
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Box
                component="img"
                src={enrolment.qrCode}
                alt={t('login.secondStep.qrAlt')}
                sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, borderRadius: 1 }}
              />
              <Typography variant="caption">{t('login.secondStep.secretLabel')}</Typography>
              <Typography dir="ltr" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', textAlign: 'center' }}>
                {enrolment.secret}
              </Typography>
            </Stack>
          ) : (
            enrolmentState.isError && <Alert severity="error">{t('login.secondStep.enrolFailed')}</Alert>
          )}
        </>
      )}
      {!enrolling && <Typography variant="body2">{t('login.secondStep.verifyHelp')}</Typography>}
      <TextField
        id="second-step-code"
        name="code"
        label={t('login.secondStep.code')}
        autoComplete="one-time-code"
        required
        fullWidth
        autoFocus
        value={form.values.code}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={!!fieldError}
        helperText={fieldError}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: enrolling ? 'numeric' : 'text', spellCheck: false, autoCapitalize: 'none' } }}
      />
      <SubmitButton variant="contained" size="large" fullWidth disabled={form.isSubmitting || (enrolling && !enrolment)}>
        {form.isSubmitting ? t('login.submitting') : t('login.secondStep.submit')}
      </SubmitButton>
    </Stack>
  );
}
