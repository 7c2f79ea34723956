import PublishOutlinedIcon from '@mui/icons-material/PublishOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { POLICY_KINDS, type PolicyKind, type PolicyVersion } from '../../../../shared/types/privacy';
import { policyPublishSchema } from '../../../../shared/validation/privacy';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { FormSection } from '../../../components/form-section';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { dashboardPaths } from '../../../dashboard-paths';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { paths } from '../../../paths';
import type { AppStore } from '../../../store';
import { PolicyVersions } from './policy-versions';
import { privacyAdminApi, usePolicyVersionsQuery, usePublishPolicyMutation } from './privacy-admin-api';

export function prefetch(store: AppStore) {
  for (const kind of POLICY_KINDS) void store.dispatch(privacyAdminApi.endpoints.policyVersions.initiate(kind, { subscribe: false }));
}

/** The version in force's texts, edited; publishing makes them the next version (the earlier ones stay). */
function PolicyEditor({ kind, current }: { kind: PolicyKind; current: PolicyVersion }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [publish] = usePublishPolicyMutation();
  const [confirming, setConfirming] = useState(false);
  const form = useFormik({
    initialValues: { kind, bodyEn: current.bodyEn, bodyAr: current.bodyAr },
    enableReinitialize: true,
    validationSchema: policyPublishSchema,
    async onSubmit(values) {
      setConfirming(false);
      try {
        const published = await publish({ kind, bodyEn: values.bodyEn.trim(), bodyAr: values.bodyAr.trim() }).unwrap();
        notify('success', t('privacy.policies.published', { version: format.number(published.version) }));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'privacy.policies.publishFailed'));
      }
    },
  });
  const label = t(`privacy.policies.kinds.${kind}`);
  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} sx={{ display: 'grid', gap: 2 }} data-policy={kind}>
      <Alert severity="info">
        {t('privacy.policies.inForceSince', { version: format.number(current.version), date: format.date(current.publishedAt, 'dateTime') })}{' '}
        <Link component={RouterLink} to={paths[kind]} target="_blank" rel="noopener" underline="always">
          {t('privacy.policies.openPage')}
        </Link>
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        <FormikTextField
          formik={form}
          name="bodyEn"
          id={`policy-${kind}-en`}
          label={t('privacy.policies.bodyEn')}
          multiline
          minRows={10}
          maxRows={24}
          slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
        />
        <FormikTextField
          formik={form}
          name="bodyAr"
          id={`policy-${kind}-ar`}
          label={t('privacy.policies.bodyAr')}
          multiline
          minRows={10}
          maxRows={24}
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('privacy.policies.paragraphsHelp')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<PublishOutlinedIcon />}
          disabled={!form.dirty || form.isSubmitting}
          onClick={async () => {
            const errors = await form.validateForm();
            form.setTouched({ bodyEn: true, bodyAr: true });
            if (Object.keys(errors).length === 0) setConfirming(true);
          }}
        >
          {t('privacy.policies.publish', { policy: label })}
        </Button>
        <Button onClick={() => form.resetForm()} disabled={!form.dirty || form.isSubmitting}>
          {t('content.discard')}
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        tone="primary"
        title={t('privacy.policies.confirmTitle', { policy: label })}
        message={t('privacy.policies.confirmMessage', { version: format.number(current.version + 1) })}
        confirmLabel={t('privacy.policies.confirm')}
        busy={form.isSubmitting}
        onConfirm={() => void form.submitForm()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

function PolicySection({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation('dashboard');
  const { data: versions, error, isLoading, refetch } = usePolicyVersionsQuery(kind);
  const current = versions?.[0];
  return (
    <FormSection id={`policy-section-${kind}`} title={t(`privacy.policies.kinds.${kind}`)} help={t(`privacy.policies.help.${kind}`)}>
      {isLoading && <LoadingState />}
      {error && !versions && <ErrorState message={apiErrorText(error, t, 'privacy.policies.loadError')} onRetry={() => void refetch()} />}
      {versions && current && (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <PolicyEditor kind={kind} current={current} />
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('privacy.policies.versions')}
            </Typography>
            <PolicyVersions versions={versions} />
          </Box>
        </Box>
      )}
    </FormSection>
  );
}

/** /dashboard/content/policies: the privacy policy and the terms, in both languages, published as versions. */
export default function PoliciesPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography color="text.secondary">
        {t('privacy.policies.intro')}{' '}
        <Link component={RouterLink} to={dashboardPaths.content} underline="always">
          {t('privacy.policies.backToContent')}
        </Link>
      </Typography>
      {POLICY_KINDS.map((kind) => (
        <PolicySection key={kind} kind={kind} />
      ))}
    </Box>
  );
}
