import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { paths } from '../../paths';
import { Pager } from '../../components/pager/pager';
import { QuoteStatusChip } from './quote-status-chip';
import { QuoteStatusTabs } from './quote-status-tabs';
import { MY_QUOTES_PAGE_SIZE, listArgsFrom } from './quote-loaders';
import { useGetMyQuotesQuery } from './quotes-api';
import { useListParams } from '../../lib/use-list-params';
import { useQuoteFormat } from './use-quote-format';
import { LoadingView } from '../../components/status-views';
import { QuoteLoadError } from './quote-load-error';
import { useAreaTexts } from '../../i18n/area-texts';
import { QUOTES_TEXTS } from '../../i18n/quotes-texts';

/** /quote: the signed-in client's quotes, newest first, filtered by status with counts. */
export default function MyQuotesPage() {
  useAreaTexts(QUOTES_TEXTS);
  const { t } = useTranslation(['quotes', 'common']);
  usePageTitle(t('common:pages.quotes'));
  const f = useQuoteFormat();
  const [params, update] = useListParams();
  const args = listArgsFrom(params, MY_QUOTES_PAGE_SIZE);
  const { data, error, isLoading, isFetching, refetch } = useGetMyQuotesQuery(args);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        {t('list.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('list.subtitle')}
      </Typography>
      <QuoteStatusTabs value={args.status} counts={data?.counts} onChange={(status) => update({ status })} />
      <Box sx={{ mt: 3 }} aria-busy={isFetching}>
        {isLoading ? (
          <LoadingView label={t('list.loading')} />
        ) : error ? (
          <QuoteLoadError title={t('list.loadError')} error={error} onRetry={() => void refetch()} />
        ) : !data || data.items.length === 0 ? (
          <Box sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="p">
              {t('list.empty')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('list.emptyHint')}
            </Typography>
            <Button component={Link} to={paths.services} variant="outlined">
              {t('list.bookNew')}
            </Button>
          </Box>
        ) : (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.items.map((quote) => (
              <Card component="li" key={quote.id} variant="outlined" sx={{ borderRadius: 3 }}>
                <CardActionArea component={Link} to={paths.quote(quote.id)} sx={{ p: 2.5 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
                        <Typography variant="h6" component="h2" dir="ltr" sx={{ fontWeight: 800 }}>
                          {quote.quoteNumber}
                        </Typography>
                        <QuoteStatusChip status={quote.status} />
                      </Stack>
                      <Typography variant="body2" color="text.secondary" dir="auto" noWrap>
                        {quote.items.map((item) => f.itemName(item)).join(' · ')}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {f.instant(quote.quoteDate)} · {t('list.validUntil', { date: f.day(quote.validUntil) })}
                      </Typography>
                    </Box>
                    <Typography variant="h6" component="p" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                      {f.money(quote.totalAmount)}
                    </Typography>
                  </Stack>
                </CardActionArea>
              </Card>
            ))}
          </Stack>
        )}
        {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => update({ page })} steps />}
      </Box>
    </Container>
  );
}

/** The route's guard and data, loaded with this page (see lazyRoute). */
export { myQuotesLoader as loader } from './quote-loaders';
