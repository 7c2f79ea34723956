import LockResetIcon from '@mui/icons-material/LockReset';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, type PasswordChangeValues } from '../../../shared/validation/password-change';
import { serverFieldErrors } from '../../lib/form-errors';
import { bindField, type ServerFieldStatus } from '../../lib/formik-field';
import { serverSuccessText } from '../../lib/api-error-text';
import { NewPasswordFields, PasswordField } from '../auth';
import { FeedbackAlert } from './feedback-alert';
import { useChangePasswordMutation } from './profile-api';
import { useTimedFeedback } from './use-timed-feedback';
import { SubmitButton } from '../../components/submit-button';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Spec 2.15 / 5.9: a card that opens the password form (current, new, confirm, each with show/hide).
 * A confirmation that differs gives 'New passwords do not match' and sends nothing; success closes
 * and clears the form. The web server keeps the fresh token the provider returns, so the session
 * stays signed in while every older token stops working.
 */
export function PasswordCard({ userId }: { userId: number }) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [feedback, showFeedback] = useTimedFeedback();
  const [changePassword] = useChangePasswordMutation();

  const form = useFormik<PasswordChangeValues>({
    initialValues: EMPTY,
    validationSchema: passwordChangeSchema,
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      try {
        const { message } = await changePassword({ id: userId, ...values }).unwrap();
        helpers.resetForm({ values: EMPTY });
        setOpen(false);
        // The form (and the button pressed) goes away: focus returns to the button that opens it.
        toggle.current?.focus();
        showFeedback({ kind: 'success', text: serverSuccessText(message, t, 'password.success') });
      } catch (error) {
        helpers.setStatus({ fieldErrors: serverFieldErrors(error, FIELDS).fieldErrors } satisfies ServerFieldStatus);
        showFeedback({ kind: 'error', text: t('password.failed') });
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting);

  // The mismatch is also said above the form: it is the one rule the spec names for this card.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.validateForm();
    if (errors.confirmPassword === 'validation:newPasswordsMismatch') showFeedback({ kind: 'error', text: t('validation:newPasswordsMismatch') });
    form.handleSubmit(event);
  };

  const close = () => {
    form.resetForm({ values: EMPTY });
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} component="section" aria-labelledby="password-card-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography id="password-card-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('password.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('password.subtitle')}
          </Typography>
        </Box>
        <Button
          ref={toggle}
          variant={open ? 'text' : 'outlined'}
          startIcon={<LockResetIcon />}
          aria-expanded={open}
          aria-controls="password-form"
          onClick={() => (open ? close() : setOpen(true))}
        >
          {open ? t('password.close') : t('password.open')}
        </Button>
      </Box>
      <Box sx={{ mt: feedback ? 2 : 0 }}>
        <FeedbackAlert feedback={feedback} />
      </Box>
      <Collapse in={open} unmountOnExit>
        <Stack id="password-form" component="form" ref={formRef} noValidate spacing={2.5} sx={{ mt: 2.5 }} onSubmit={submit}>
          <PasswordField
            id="password-current"
            label={t('password.current')}
            autoComplete="current-password"
            required
            fullWidth
            {...bindField(form, 'oldPassword', t)}
          />
          <NewPasswordFields form={form} idPrefix="profile" newLabel={t('password.new')} confirmLabel={t('password.confirm')} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            {/* Like the submit button: a press must not blur a field and move the button away. */}
            <Button onClick={close} onMouseDown={(event) => event.preventDefault()} disabled={form.isSubmitting}>
              {t('profile.cancel')}
            </Button>
            <SubmitButton variant="contained" disabled={form.isSubmitting}>
              {form.isSubmitting ? t('password.submitting') : t('password.submit')}
            </SubmitButton>
          </Stack>
        </Stack>
      </Collapse>
    </Paper>
  );
}
