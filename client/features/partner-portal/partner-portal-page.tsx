import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/page-title';
import { LoadingView } from '../../components/status-views';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { PORTAL_TEXTS } from '../../i18n/portal-texts';
import { apiErrorText } from '../../lib/api-error-text';
import { useLanguage } from '../../lib/use-language';
import { formatInteger } from '../../../shared/format/format';
import { ThreadFromAddress } from '../booking-messages';
import { JobCard } from './job-card';
import { JOB_SECTIONS, sectionJobs, type JobSection } from './job-sections';
import { useGetPartnerJobsQuery } from './partner-portal-api';
import type { PartnerJob } from '../../../shared/types/job-progress';

function Section({ section, jobs }: { section: JobSection; jobs: PartnerJob[] }) {
  const { t } = useTranslation('portal');
  const headingId = useId();
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 800, mb: 1.5 }}>
        {t(`sections.${section}`)}
      </Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {jobs.map((job) => (
          <li key={job.assignmentId}>
            <JobCard job={job} />
          </li>
        ))}
      </Stack>
    </section>
  );
}

/** /partner: the partner's jobs of today and to come, built for a phone in the field. */
export default function PartnerPortalPage() {
  useAreaTexts(PORTAL_TEXTS);
  // The booking texts (services' names, dates) the cards share with the client's pages.
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['portal', 'common']);
  usePageTitle(t('title'));
  const language = useLanguage();
  const { data, error, isLoading, refetch } = useGetPartnerJobsQuery();
  const sections = data ? sectionJobs(data, new Date()) : null;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('subtitle')}
      </Typography>
      {isLoading ? (
        <LoadingView label={t('loading')} />
      ) : error ? (
        <Stack spacing={1.5} role="alert" sx={{ alignItems: 'flex-start' }}>
          <Typography>{apiErrorText(error, t, 'portal:loadError')}</Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : !sections || data!.length === 0 ? (
        <Stack spacing={0.5} sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p">
            {t('empty')}
          </Typography>
          <Typography color="text.secondary">{t('emptyHint')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={4}>
          {JOB_SECTIONS.map((section) => (
            <Section key={section} section={section} jobs={sections[section]} />
          ))}
        </Stack>
      )}
      {/* A job's messages (?thread=<bookingId>: the Messages button of a card, or the link of a message's e-mail). */}
      <ThreadFromAddress audience="company" reference={(id) => formatInteger(id, language)} />
    </Container>
  );
}

export { partnerPortalLoader as loader } from './partner-portal-loader';
