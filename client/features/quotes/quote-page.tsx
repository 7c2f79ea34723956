import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { dashboardPaths } from '../../dashboard-paths';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { hasRole } from '../../../shared/types/user';
import { usePageTitle } from '../../components/page-title';
import { useSessionUser } from '../../hooks';
import { isApiError } from '../../lib/api';
import { paths } from '../../paths';
import { PayNow } from '../payments';
import { QuoteActions } from './quote-actions';
import { quoteIdOf } from './quote-loaders';
import { QuoteNotFound } from './quote-not-found';
import { QuoteView } from './quote-view';
import { useGetQuoteQuery } from './quotes-api';
import { LoadingView } from '../../components/status-views';
import { QuoteLoadError } from './quote-load-error';
import { useAreaTexts } from '../../i18n/area-texts';
import { QUOTES_TEXTS } from '../../i18n/quotes-texts';

/** /quote/{id} (spec 2.12): the client's quote with accept, reject and the PDF. */
export default function QuotePage() {
  useAreaTexts(QUOTES_TEXTS);
  const { t } = useTranslation(['quotes', 'common']);
  const id = quoteIdOf(useParams().quoteId);
  const user = useSessionUser();
  const admin = hasRole(user, 'Admin');
  const { data: quote, error, isLoading, refetch } = useGetQuoteQuery(id ?? skipToken);
  usePageTitle(quote ? t('view.title', { number: quote.quoteNumber }) : t('common:pages.quote'));
  const back = admin ? { to: dashboardPaths.quotes, label: t('actions.backToList') } : { to: paths.quotes, label: t('actions.back') };

  let body;
  if (id === null || (isApiError(error) && error.status === 404)) {
    body = <QuoteNotFound backTo={back.to} backLabel={back.label} />;
  } else if (isLoading) {
    body = <LoadingView label={t('view.loading')} />;
  } else if (error || !quote) {
    body = <QuoteLoadError error={error} onRetry={() => void refetch()} />;
  } else {
    body = (
      <>
        <Button component={Link} to={back.to} startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />} sx={{ mb: 2 }}>
          {back.label}
        </Button>
        <QuoteView
          quote={quote}
          actions={
            <Stack spacing={2}>
              <QuoteActions quote={quote} onBehalf={admin} />
              {!admin && quote.status === 'accepted' && <PayNow bookingId={quote.requestId} />}
            </Stack>
          }
        />
      </>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      {body}
    </Container>
  );
}

/** The route's guard and data, loaded with this page (see lazyRoute). */
export { quoteLoader as loader } from './quote-loaders';
