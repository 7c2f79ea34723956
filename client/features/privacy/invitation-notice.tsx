import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/create-i18n';
import { formatDate } from '../../lib/format';
import { paths } from '../../paths';
import { withLinks } from './policy-consent';
import { useGetPolicyQuery } from './privacy-api';

/**
 * The notice on the set-password page of an invitation (a partner's login, an account an admin made):
 * what the account's details are for, with the privacy policy version in force and its date.
 */
export function InvitationNotice() {
  const { t, i18n } = useTranslation('account');
  const { data: policy } = useGetPolicyQuery('privacy');
  if (!policy) return null;
  const date = formatDate(policy.publishedAt, toLanguage(i18n.language));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }} data-notice="invitation">
      {withLinks(t('privacy.notice.invitation', { version: policy.version, date: date.ok ? date.text : policy.publishedAt.slice(0, 10) }), {
        privacy: paths.privacy,
      })}
    </Typography>
  );
}
