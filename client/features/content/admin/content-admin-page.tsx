import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useBeforeUnload, useBlocker } from 'react-router';
import { dashboardPaths } from '../../../dashboard-paths';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import type { SiteContent, SiteContentRecord } from '../../../../shared/types/site-content';
import { SITE_CONTENT_LIMITS, siteContentSchema } from '../../../../shared/validation/site-content';
import { isApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import type { AppStore } from '../../../store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { LinesEditor } from '../../../components/form/lines-editor';
import { ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { contentAdminApi, useAdminSiteContentQuery, useSaveSiteContentMutation } from './content-admin-api';
import { contentFormValues, formikPath } from './content-values';
import { FormSection } from '../../../components/form-section';

export function prefetch(store: AppStore) {
  void store.dispatch(contentAdminApi.endpoints.adminSiteContent.initiate(undefined, { subscribe: false }));
}

const SOCIAL = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;

const rtl = (language: Language) => (language === 'ar' ? { htmlInput: { dir: 'rtl', lang: 'ar' } } : { htmlInput: { dir: 'ltr', lang: 'en' } });

function ContentForm({ record }: { record: SiteContentRecord }) {
  const { t } = useTranslation(['dashboard', 'common']);
  // An Arabic page lists the opening times in words and its digits, not Chromium's "--:-- --".
  const format = useDashboardFormat();
  const [save] = useSaveSiteContentMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues = useMemo(() => contentFormValues(record), [record]);

  const form = useFormik<SiteContent>({
    initialValues,
    enableReinitialize: true,
    validationSchema: siteContentSchema,
    async onSubmit(values, helpers) {
      setFailure(null);
      try {
        await save(siteContentSchema.cast(values) as SiteContent).unwrap();
        notify('success', t('content.toast.saved'));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        const message = apiErrorText(error, t, 'content.toast.saveFailed');
        setFailure(message);
        notify('error', message);
        if (isApiError(error) && error.errors)
          for (const [path, messages] of Object.entries(error.errors)) helpers.setFieldError(formikPath(path), messages[0]);
      }
    },
  });

  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const languageLabel = (language: Language) => t(`common:language.${language}`);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 3, pb: 10 }}>
      <Alert severity="info">{record.updatedAt ? t('content.lastSaved', { date: format.date(record.updatedAt, 'dateTime') }) : t('content.defaults')}</Alert>
      <Alert
        severity="info"
        icon={false}
        action={
          <Button component={RouterLink} to={dashboardPaths.policies} size="small" variant="outlined">
            {t('content.policiesEdit')}
          </Button>
        }
      >
        {t('content.policiesHelp')}
      </Alert>
      {failure && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}

      <FormSection id="content-hero" title={t('content.hero.title')} help={t('content.hero.help')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          {LANGUAGES.map((language) => (
            <Box key={language} sx={{ display: 'grid', gap: 2, alignContent: 'start' }} lang={language}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {languageLabel(language)}
              </Typography>
              <LinesEditor
                formik={form}
                name={`hero.${language}.headlines`}
                label={t('content.hero.headlines', { language: languageLabel(language) })}
                maxLines={SITE_CONTENT_LIMITS.headlinesMax}
                maxLength={SITE_CONTENT_LIMITS.headlineMax}
                arabic={language === 'ar'}
              />
              <FormikTextField
                formik={form}
                name={`hero.${language}.subtitle`}
                label={t('content.hero.subtitle', { language: languageLabel(language) })}
                required
                slotProps={rtl(language)}
              />
              <FormikTextField
                formik={form}
                name={`hero.${language}.description`}
                label={t('content.hero.description', { language: languageLabel(language) })}
                required
                multiline
                minRows={3}
                slotProps={rtl(language)}
              />
            </Box>
          ))}
        </Box>
      </FormSection>

      <FormSection id="content-story" title={t('content.story.title')} help={t('content.story.help')}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          {LANGUAGES.map((language) => (
            <FormikTextField
              key={language}
              formik={form}
              name={`aboutStory.${language}`}
              label={t('content.story.field', { language: languageLabel(language) })}
              required
              multiline
              minRows={8}
              slotProps={rtl(language)}
            />
          ))}
        </Box>
      </FormSection>

      <FormSection id="content-contact" title={t('content.contact.title')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <FormikTextField formik={form} name="companyPhone" type="tel" label={t('content.contact.phone')} required slotProps={{ htmlInput: { dir: 'ltr' } }} />
          <FormikTextField
            formik={form}
            name="whatsappNumber"
            type="tel"
            label={t('content.contact.whatsapp')}
            required
            helperText={t('content.contact.whatsappHelp')}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <FormikTextField formik={form} name="infoEmail" type="email" label={t('content.contact.email')} required slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          {LANGUAGES.map((language) => (
            <FormikTextField
              key={language}
              formik={form}
              name={`officeAddress.${language}`}
              label={t('content.contact.address', { language: languageLabel(language) })}
              required
              slotProps={rtl(language)}
            />
          ))}
        </Box>
      </FormSection>

      <FormSection id="content-hours" title={t('content.hours.title')} help={t('content.hours.help')}>
        {/* One source for the hours (issue 32 item 5): the week clients book in is the week every page shows. */}
        <Button component={RouterLink} to={dashboardPaths.availability} variant="outlined" sx={{ justifySelf: 'start' }}>
          {t('content.hours.edit')}
        </Button>
      </FormSection>

      <FormSection id="content-tax" title={t('content.tax.title')} help={t('content.tax.help')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <FormikTextField
            formik={form}
            name="invoicing.legalName"
            label={t('content.tax.legalName')}
            required
            slotProps={{ htmlInput: { dir: 'auto', maxLength: SITE_CONTENT_LIMITS.legalNameMax } }}
          />
          <FormikTextField
            formik={form}
            name="invoicing.arabicLegalName"
            label={t('content.tax.arabicLegalName')}
            helperText={t('content.tax.arabicLegalNameHelp')}
            required
            slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: SITE_CONTENT_LIMITS.legalNameMax } }}
          />
          <FormikTextField
            formik={form}
            name="invoicing.crNumber"
            label={t('content.tax.crNumber')}
            helperText={t('content.tax.crNumberHelp')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 10 } }}
          />
          <FormikTextField
            formik={form}
            name="invoicing.vatNumber"
            label={t('content.tax.vatNumber')}
            helperText={t('content.tax.vatNumberHelp')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 15 } }}
          />
          <FormikTextField
            formik={form}
            name="invoicing.vatRatePercent"
            type="number"
            label={t('content.tax.vatRate')}
            required
            slotProps={{ htmlInput: { dir: 'ltr', min: 0, max: 100, step: 0.01 } }}
          />
        </Box>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 3, mb: 0.5 }}>
          {t('content.tax.nationalAddress')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('content.tax.nationalAddressHelp')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {(['buildingNumber', 'postalCode', 'additionalNumber'] as const).map((part) => (
            <FormikTextField
              key={part}
              formik={form}
              name={`invoicing.nationalAddress.${part}`}
              label={t(`content.tax.address.${part}`)}
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: part === 'postalCode' ? 5 : 4 } }}
            />
          ))}
          {(['street', 'district', 'city'] as const).flatMap((part) =>
            (['ar', 'en'] as const).map((language) => (
              <FormikTextField
                key={`${part}.${language}`}
                formik={form}
                name={`invoicing.nationalAddress.${part}.${language}`}
                label={t(`content.tax.address.${part}`, { language: t(`content.languages.${language}`) })}
                slotProps={{ htmlInput: { dir: language === 'ar' ? 'rtl' : 'ltr', lang: language, maxLength: 100 } }}
              />
            )),
          )}
        </Box>
      </FormSection>

      <FormSection id="content-social" title={t('content.social.title')} help={t('content.social.help')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
          {SOCIAL.map((network) => (
            <FormikTextField
              key={network}
              formik={form}
              name={`socialLinks.${network}`}
              type="url"
              label={t(`common:footer.${network}`)}
              placeholder="https://"
              slotProps={{ htmlInput: { dir: 'ltr', maxLength: SITE_CONTENT_LIMITS.linkMax } }}
            />
          ))}
        </Box>
      </FormSection>

      <Paper
        elevation={6}
        sx={{ position: 'sticky', bottom: 16, p: 1.5, px: 2, borderRadius: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', zIndex: 2 }}
        role="region"
        aria-label={t('content.saveBar')}
      >
        <Typography variant="body2" color={form.dirty ? 'warning.main' : 'text.secondary'} sx={{ flex: 1, fontWeight: 600 }} aria-live="polite">
          {form.dirty ? t('content.unsaved') : t('content.noChanges')}
        </Typography>
        <Button onClick={() => form.resetForm()} disabled={!form.dirty || form.isSubmitting}>
          {t('content.discard')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={form.isSubmitting}
          startIcon={form.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveOutlinedIcon />}
        >
          {t('content.save')}
        </Button>
      </Paper>

      {hydrated && <UnsavedChangesGuard dirty={form.dirty && !form.isSubmitting} />}
    </Box>
  );
}

/**
 * Unsaved edits are not lost to a click on another screen or a closed tab. Browser only: the
 * blocker needs the browser's router, so it mounts after hydration.
 */
function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('dashboard');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useBeforeUnload((event) => {
    if (dirty) event.preventDefault();
  });
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('content.leaveTitle')}
      message={t('content.leaveMessage')}
      confirmLabel={t('content.leave')}
      cancelLabel={t('content.stay')}
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}

/** /dashboard/content: the public site's hero, story, contact details, hours and social links, in both languages. */
export default function ContentPage() {
  const { t } = useTranslation('dashboard');
  const { data, error, isLoading, refetch } = useAdminSiteContentQuery();
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState message={apiErrorText(error, t, 'content.loadError')} onRetry={() => void refetch()} />;
  return <ContentForm record={data} />;
}
