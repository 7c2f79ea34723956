import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNABLE_ROLES, USER_TYPES } from '../../../../shared/constants';
import type { User } from '../../../../shared/types/user';
import { adminUserCreateSchema } from '../../../../shared/validation/admin-user';
import { FormField, SelectField, useErrorText } from '../../../components/form/form-field';
import { DatePartsField, usePickerLanguage } from '../../../components/form/localized-date-fields';
import { PasswordField } from '../../auth';
import { apiErrorText } from '../../../lib/api-error-text';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ACCOUNT_FIELDS, emptyAccountValues, toCreatePayload, type AccountFormValues } from './account-form';
import { useCreateUserMutation } from './accounts-admin-api';

/**
 * The users screen's "Create account" (spec 5.2 user-form rules, section 8 dashboard registration):
 * success toasts 'registerSuccess' ("Account created successfully"); a failure toasts the error's own
 * message, else 'registerFailed' ("Account creation failed"); field errors stay under their fields.
 */
export function CreateAccountDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated?: (user: User) => void }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const errorText = useErrorText();
  const [createUser] = useCreateUserMutation();
  const picker = usePickerLanguage();
  // A start date is today or earlier: this year and the forty before it.
  const thisYear = new Date().getFullYear();
  const startYears = Array.from({ length: 41 }, (_, i) => thisYear - i);

  const submit = async (values: AccountFormValues, helpers: FormikHelpers<AccountFormValues>) => {
    try {
      const user = await createUser(toCreatePayload(values)).unwrap();
      notify('success', values.sendInvitation ? t('users.registerSuccessInvited', { email: user.email }) : t('users.registerSuccess'));
      helpers.resetForm({ values: emptyAccountValues() });
      onCreated?.(user);
      onClose();
    } catch (error) {
      const { fieldErrors } = serverFieldErrors(error, ACCOUNT_FIELDS);
      helpers.setErrors(fieldErrors);
      notify('error', apiErrorText(error, t, 'users.registerFailed'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Formik<AccountFormValues> initialValues={emptyAccountValues()} validationSchema={adminUserCreateSchema} onSubmit={submit}>
        {(formik) => {
          const binding = (name: keyof AccountFormValues) => ({
            name,
            value: String(formik.values[name]),
            onChange: formik.handleChange,
            onBlur: formik.handleBlur,
          });
          const error = (name: keyof AccountFormValues) =>
            formik.touched[name] || formik.submitCount > 0 ? (formik.errors[name] as string | undefined) : undefined;
          return (
            <form noValidate onSubmit={formik.handleSubmit}>
              <DialogTitle id={titleId}>{t('users.createTitle')}</DialogTitle>
              <DialogContent>
                <Grid container spacing={2} sx={{ pt: 1 }}>
                  <Grid size={12}>
                    <FormField
                      id="account-full-name"
                      label={t('users.fullName')}
                      field={binding('fullName')}
                      error={error('fullName')}
                      required
                      autoComplete="off"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormField
                      id="account-email"
                      label={t('users.email')}
                      field={binding('email')}
                      error={error('email')}
                      type="email"
                      required
                      autoComplete="off"
                      dir="ltr"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormField
                      id="account-phone"
                      label={t('users.phoneNumber')}
                      field={binding('phoneNumber')}
                      error={error('phoneNumber')}
                      type="tel"
                      required
                      autoComplete="off"
                      dir="ltr"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <SelectField
                      id="account-type"
                      label={t('users.typeUser')}
                      field={binding('typeUser')}
                      error={error('typeUser')}
                      options={[
                        { value: '', label: t('users.chooseType') },
                        ...Object.values(USER_TYPES).map((value) => ({ value: String(value), label: t(`users.types.${value}`) })),
                      ]}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    {picker.localized ? (
                      <DatePartsField
                        id="account-start-date"
                        label={t('users.startDate')}
                        value={String(formik.values.startDate)}
                        onChange={(day) => void formik.setFieldValue('startDate', day)}
                        onBlur={() => void formik.setFieldTouched('startDate', true, false)}
                        years={startYears}
                        language={picker.language}
                        required
                        errorText={errorText(error('startDate'))}
                      />
                    ) : (
                      <FormField
                        id="account-start-date"
                        label={t('users.startDate')}
                        field={binding('startDate')}
                        error={error('startDate')}
                        type="date"
                        required
                      />
                    )}
                  </Grid>
                  <Grid size={12}>
                    <SelectField
                      id="account-role"
                      label={t('users.role')}
                      field={binding('role')}
                      error={error('role')}
                      options={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
                    />
                  </Grid>
                  <Grid size={12}>
                    <FormControl component="fieldset">
                      <FormLabel component="legend">{t('users.passwordMode')}</FormLabel>
                      <RadioGroup
                        row
                        name="sendInvitation"
                        value={formik.values.sendInvitation ? 'invite' : 'password'}
                        onChange={(event) => void formik.setFieldValue('sendInvitation', event.target.value === 'invite')}
                      >
                        <FormControlLabel value="password" control={<Radio />} label={t('users.setPassword')} />
                        <FormControlLabel value="invite" control={<Radio />} label={t('users.sendInvitation')} />
                      </RadioGroup>
                      {formik.values.sendInvitation && <FormHelperText>{t('users.invitationHelp')}</FormHelperText>}
                    </FormControl>
                  </Grid>
                  {!formik.values.sendInvitation && (
                    <>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <PasswordField
                          id="account-password"
                          label={t('users.password')}
                          {...binding('password')}
                          error={Boolean(error('password'))}
                          helperText={errorText(error('password'))}
                          autoComplete="new-password"
                          required
                          fullWidth
                        />
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <PasswordField
                          id="account-confirm-password"
                          label={t('users.confirmPassword')}
                          {...binding('confirmPassword')}
                          error={Boolean(error('confirmPassword'))}
                          helperText={errorText(error('confirmPassword'))}
                          autoComplete="new-password"
                          required
                          fullWidth
                        />
                      </Grid>
                    </>
                  )}
                </Grid>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={onClose}>{t('users.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                  {formik.isSubmitting ? t('users.submitting') : t('users.submit')}
                </Button>
              </DialogActions>
            </form>
          );
        }}
      </Formik>
    </Dialog>
  );
}
