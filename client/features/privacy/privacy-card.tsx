import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../i18n/create-i18n';
import { apiErrorText } from '../../lib/api-error-text';
import { formatDate } from '../../lib/format';

const dayText = (iso: string, language: 'en' | 'ar') => {
  const date = formatDate(iso, language);
  return date.ok ? date.text : iso;
};
import { notify } from '../../lib/notify';
import { DATA_EXPORT_URL, useGetPrivacyChoicesQuery, useRequestOwnMutation, useSetMarketingMutation } from './privacy-api';

/**
 * The profile's privacy section (PDPL rights, self-served): download everything held (a ZIP), the
 * marketing opt-in to give or withdraw, and asking for the account to be deleted (answered by an
 * admin within 30 days; the date it is due is shown while it waits).
 */
export function PrivacyCard() {
  const { t, i18n } = useTranslation('account');
  const language = toLanguage(i18n.language);
  const { data: choices } = useGetPrivacyChoicesQuery();
  const [setMarketing, marketing] = useSetMarketingMutation();
  const [requestOwn, asking] = useRequestOwnMutation();
  const [confirming, setConfirming] = useState(false);
  const [details, setDetails] = useState('');
  const deletion = choices?.openRequests.find((request) => request.kind === 'deletion');
  const fail = (error: unknown) => notify('error', apiErrorText(error, t, { fallback: 'account:privacy.card.failed' }));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }} component="section" aria-labelledby="privacy-card-title">
      <Stack spacing={2}>
        <Typography id="privacy-card-title" variant="h6" component="h2">
          {t('privacy.card.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('privacy.card.downloadHelp')}
        </Typography>
        <div>
          <Button variant="outlined" href={DATA_EXPORT_URL} download id="privacy-download">
            {t('privacy.card.download')}
          </Button>
        </div>
        <FormControlLabel
          control={
            <Switch
              id="privacy-marketing"
              checked={Boolean(choices?.marketingOptInAt)}
              disabled={!choices || marketing.isLoading}
              onChange={(event) => setMarketing(event.target.checked).unwrap().catch(fail)}
            />
          }
          label={t('privacy.consent.marketing')}
        />
        {deletion ? (
          <Alert severity="info" id="privacy-deletion-pending">
            {t('privacy.card.deletionPending', { date: dayText(deletion.dueAt, language) })}
          </Alert>
        ) : confirming ? (
          <Stack spacing={1.5}>
            <Alert severity="warning">{t('privacy.card.deleteWarning')}</Alert>
            <TextField
              id="privacy-delete-details"
              label={t('privacy.card.details')}
              multiline
              minRows={2}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
            <Stack direction="row" spacing={1}>
              <Button
                color="error"
                variant="contained"
                id="privacy-delete-confirm"
                disabled={asking.isLoading}
                onClick={() =>
                  requestOwn({ kind: 'deletion', details })
                    .unwrap()
                    .then(() => {
                      notify('success', t('privacy.card.deletionAsked'));
                      setConfirming(false);
                    })
                    .catch(fail)
                }
              >
                {t('privacy.card.deleteConfirm')}
              </Button>
              <Button onClick={() => setConfirming(false)}>{t('privacy.card.cancel')}</Button>
            </Stack>
          </Stack>
        ) : (
          <div>
            <Button color="error" variant="outlined" id="privacy-delete" onClick={() => setConfirming(true)}>
              {t('privacy.card.delete')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
