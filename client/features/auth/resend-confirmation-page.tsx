import { EmailRequestPage } from './email-request-page';
import { useResendConfirmationMutation } from './auth-api';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';

/** /resend-confirmation (spec 2.13): a new confirmation link for an account still waiting for one. */
export default function ResendConfirmationPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const [resend] = useResendConfirmationMutation();
  return (
    <EmailRequestPage
      id="resend"
      pageTitleKey="common:pages.resendConfirmation"
      titleKey="resend.title"
      subtitleKey="resend.subtitle"
      send={(email) => resend(email).unwrap()}
      texts={{ submit: 'resend.submit', submitting: 'resend.submitting', sent: 'resend.sent', failed: 'resend.failed' }}
    />
  );
}
