import { EmailRequestPage } from './email-request-page';
import { useSendResetPasswordEmailMutation } from './auth-api';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';

/** /forgot-password (spec 2.13): a link to choose a new password, mailed to the address. */
export default function ForgotPasswordPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const [sendLink] = useSendResetPasswordEmailMutation();
  return (
    <EmailRequestPage
      id="forgot"
      pageTitleKey="common:pages.forgotPassword"
      titleKey="forgot.title"
      subtitleKey="forgot.subtitle"
      send={(email) => sendLink(email).unwrap()}
      texts={{ submit: 'forgot.submit', submitting: 'forgot.submitting', sent: 'forgot.sent', failed: 'forgot.failed' }}
    />
  );
}
