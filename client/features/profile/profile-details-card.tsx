import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/types/user';
import { profileFormSchema } from '../../../shared/validation/profile-update';
import { bindField, type ServerFieldStatus } from '../../lib/formik-field';
import { serverSuccessText } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/form-errors';
import { PasswordField } from '../auth';
import { FeedbackAlert } from './feedback-alert';
import { useUpdateProfileMutation } from './profile-api';
import { useTimedFeedback } from './use-timed-feedback';
import { SubmitButton } from '../../components/submit-button';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';

interface ProfileFields {
  fullName: string;
  email: string;
  phoneNumber: string;
  currentPassword: string;
}

const FIELDS = ['fullName', 'email', 'phoneNumber', 'currentPassword'] as const;

const fieldsOf = (user: User): ProfileFields => ({ fullName: user.fullName, email: user.email, phoneNumber: user.phoneNumber ?? '', currentPassword: '' });

/** An address inside a sentence keeps its own (left-to-right) order in Arabic: Unicode first-strong isolates. */
const isolated = (text: string) => `\u2068${text}\u2069`;

const emailChanges = (user: User, email: string) => email.trim().toLowerCase() !== user.email.toLowerCase();

/**
 * Spec 2.15: the loaded user in view mode; 'Edit Profile' opens the fields, the same button then
 * reads 'Save Changes'; Cancel puts the loaded values back. The whole record goes back to the
 * provider (spec 7's profile body) with what the client may not change left as it was.
 */
export function ProfileDetailsCard({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const [editing, setEditing] = useState(false);
  const [feedback, showFeedback] = useTimedFeedback();
  const [updateProfile] = useUpdateProfileMutation();

  const form = useFormik<ProfileFields>({
    initialValues: fieldsOf(user),
    enableReinitialize: true,
    validationSchema: profileFormSchema(user.email),
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      try {
        const { message, result } = await updateProfile({
          id: user.id,
          fullName: values.fullName.trim(),
          email: values.email.trim(),
          phoneNumber: values.phoneNumber.trim(),
          isActive: user.isActive,
          typeUser: user.typeUser,
          startDate: user.startDate,
          password: null,
          // Only with a new e-mail, which then waits for the link sent to it.
          ...(emailChanges(user, values.email) ? { currentPassword: values.currentPassword } : {}),
        }).unwrap();
        // The saved record: a new e-mail is only pending, so the field goes back to the account's.
        helpers.resetForm({ values: fieldsOf(result) });
        setEditing(false);
        showFeedback({ kind: 'success', text: serverSuccessText(message, t, 'profile.updateSuccess') });
      } catch (error) {
        helpers.setStatus({ fieldErrors: serverFieldErrors(error, FIELDS).fieldErrors } satisfies ServerFieldStatus);
        showFeedback({ kind: 'error', text: t('profile.updateFailed') });
      }
    },
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.submitCount, form.isSubmitting);

  const cancel = () => {
    form.resetForm({ values: fieldsOf(user), status: undefined });
    setEditing(false);
  };
  const readOnly = !editing || form.isSubmitting;
  const inputProps = (dir?: 'ltr') => ({ htmlInput: { readOnly, ...(dir ? { dir } : {}) } });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} component="section" aria-labelledby="profile-details-title">
      <Box component="form" ref={formRef} noValidate onSubmit={form.handleSubmit}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography id="profile-details-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('profile.detailsTitle')}
          </Typography>
          <Stack direction="row" spacing={1}>
            {editing && (
              <Button variant="outlined" onClick={cancel} disabled={form.isSubmitting}>
                {t('profile.cancel')}
              </Button>
            )}
            {editing ? (
              <SubmitButton key="save" variant="contained" startIcon={<SaveIcon />} disabled={form.isSubmitting}>
                {form.isSubmitting ? t('profile.saving') : t('profile.save')}
              </SubmitButton>
            ) : (
              <Button key="edit" type="button" variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                {t('profile.edit')}
              </Button>
            )}
          </Stack>
        </Box>
        <FeedbackAlert feedback={feedback} />
        {user.pendingEmail && (
          <Alert severity="info" role="status" sx={{ mb: 2 }}>
            {t('profile.emailPending', { email: isolated(user.pendingEmail), current: isolated(user.email) })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField
            id="profile-full-name"
            label={t('profile.fullName')}
            autoComplete="name"
            fullWidth
            {...bindField(form, 'fullName', t)}
            slotProps={inputProps()}
          />
          <TextField
            id="profile-email"
            type="email"
            label={t('profile.email')}
            autoComplete="email"
            fullWidth
            {...bindField(form, 'email', t)}
            slotProps={inputProps('ltr')}
          />
          <TextField
            id="profile-phone"
            type="tel"
            label={t('profile.phoneNumber')}
            autoComplete="tel"
            fullWidth
            {...bindField(form, 'phoneNumber', t)}
            slotProps={inputProps('ltr')}
          />
          {editing && emailChanges(user, form.values.email) && (
            <PasswordField
              id="profile-current-password"
              label={t('profile.currentPassword')}
              autoComplete="current-password"
              required
              fullWidth
              disabled={form.isSubmitting}
              {...bindField(form, 'currentPassword', t, t('profile.currentPasswordHelp'))}
            />
          )}
          <TextField
            id="profile-password"
            type="password"
            label={t('profile.password')}
            value=""
            placeholder="••••••••"
            disabled
            fullWidth
            // The spec's note, and where the password is changed (issue 32 item 20: the note alone reads as a fault).
            helperText={`${t('profile.passwordUnavailable')}. ${t('profile.passwordChangeHint', { action: t('password.open') })}`}
            // The note is information to read, not part of the disabled control: full contrast.
            slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
