import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../lib/formik-field';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Choosing a new password: the field, the live checklist of the password rules it is described by,
 * and the confirmation. Used where a password is reset and where a signed-in client changes it.
 */
export function NewPasswordFields<V extends NewPasswordValues>({
  form,
  idPrefix,
  newLabel,
  confirmLabel,
}: {
  form: FormikProps<V>;
  idPrefix: string;
  newLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation('account');
  const rulesId = `${idPrefix}-password-rules`;
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new-password`}
        label={newLabel}
        autoComplete="new-password"
        required
        fullWidth
        describedBy={rulesId}
        {...bindField(form, 'newPassword', t)}
      />
      <PasswordRules id={rulesId} password={form.values.newPassword} />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        required
        fullWidth
        {...bindField(form, 'confirmPassword', t)}
      />
    </>
  );
}
