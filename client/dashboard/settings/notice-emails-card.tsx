import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify';
import { useNoticePreferencesQuery, useSaveNoticePreferencesMutation } from '../shell/notices-api';

/** The admin's own choice: new bookings, contact messages and quote answers by e-mail too. */
export function NoticeEmailsCard() {
  const { t } = useTranslation('dashboard');
  const headingId = useId();
  const { data } = useNoticePreferencesQuery();
  const [save, saving] = useSaveNoticePreferencesMutation();
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('notices.emails')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('notices.emailsHelp')}
      </Typography>
      {data ? (
        <FormControlLabel
          control={
            <Switch
              checked={data.emails}
              disabled={saving.isLoading}
              onChange={async (event) => {
                try {
                  await save({ emails: event.target.checked }).unwrap();
                  notify('success', t('notices.emailsSaved'));
                } catch {
                  notify('error', t('notices.emailsError'));
                }
              }}
            />
          }
          label={t('notices.emailsOn')}
        />
      ) : (
        <Skeleton width={220} height={38} />
      )}
    </Paper>
  );
}
