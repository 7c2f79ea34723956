import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import { DataTable } from '../../../components/data-table';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { useGetPartnersQuery } from '../../partners';
import { useQuoteFormat } from '../../quotes';
import { statementFileUrl, useGetPartnerStatementQuery } from '../finance-api';
import { PayoutDialog } from './payout-dialog';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How many months back a statement can be chosen. */
const MONTHS_BACK = 36;

/** This month (YYYY-MM) and the MONTHS_BACK - 1 before it, newest first. */
function recentMonths(current: string): string[] {
  const [year, month] = current.split('-').map(Number) as [number, number];
  return Array.from({ length: MONTHS_BACK }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

function Figure({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, borderRadius: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: strong ? 700 : 500, color: strong ? 'primary.main' : undefined }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

/** A partner's month: the jobs done and what each owes them, the payouts, the balances; as CSV and PDF; a payout recorded. */
export function StatementsTab() {
  const { t } = useTranslation(['finance', 'dashboard']);
  const f = useQuoteFormat();
  const partners = useGetPartnersQuery();
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [month, setMonth] = useState(businessToday().slice(0, 7));
  const [paying, setPaying] = useState(false);
  const validMonth = MONTH.test(month);
  // "November 2026" / "نوفمبر ٢٠٢٦": the page's language, the Gregorian calendar the statements are kept in.
  const monthName = (value: string) =>
    new Intl.DateTimeFormat(f.language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    );
  const { data, error, isLoading, isFetching, refetch } = useGetPartnerStatementQuery(
    { partnerId: partnerId ?? 0, month },
    { skip: partnerId === null || !validMonth },
  );
  const partner = partners.data?.find((p) => p.id === partnerId);
  const partnerName = (p: { name: string; arabicName: string }) => (f.language === 'ar' ? p.arabicName || p.name : p.name);

  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <TextField
          select
          id="statement-partner"
          label={t('statements.partner')}
          value={partnerId ?? ''}
          onChange={(event) => setPartnerId(event.target.value ? Number(event.target.value) : null)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        >
          <option value="" />
          {(partners.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {partnerName(p)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          id="statement-month"
          label={t('statements.month')}
          value={month}
          onChange={(event) => setMonth(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          {recentMonths(businessToday().slice(0, 7)).map((value) => (
            <option key={value} value={value}>
              {monthName(value)}
            </option>
          ))}
        </TextField>
        {partnerId !== null && validMonth && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', marginInlineStart: { md: 'auto' } }}>
            <Button component="a" href={statementFileUrl(partnerId, month, 'csv')} download variant="outlined" startIcon={<DownloadIcon />}>
              {t('statements.csv')}
            </Button>
            <Button component="a" href={statementFileUrl(partnerId, month, 'pdf')} download variant="outlined" startIcon={<DownloadIcon />}>
              {t('statements.pdf')}
            </Button>
            <Button variant="contained" startIcon={<PaymentsOutlinedIcon />} onClick={() => setPaying(true)}>
              {t('statements.recordPayout')}
            </Button>
          </Stack>
        )}
      </Stack>
      {partnerId === null ? (
        <EmptyState title={t('statements.choosePartner')} />
      ) : !validMonth ? null : isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={t('statements.loadError')} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={3} aria-busy={isFetching}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Figure label={t('statements.openingBalance')} value={f.money(data.openingBalance)} testId="statement-opening" />
            <Figure label={t('statements.owedInMonth')} value={f.money(data.owedInMonth)} testId="statement-owed" />
            <Figure label={t('statements.paidInMonth')} value={f.money(data.paidInMonth)} testId="statement-paid" />
            <Figure label={t('statements.closingBalance')} value={f.money(data.closingBalance)} strong testId="statement-closing" />
          </Stack>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('statements.jobs')}
            </Typography>
            {data.jobs.length === 0 ? (
              <Typography color="text.secondary">{t('statements.noJobs')}</Typography>
            ) : (
              <DataTable
                id="statement-jobs"
                caption={t('statements.jobs')}
                minWidth={700}
                columns={[
                  { label: t('statements.booking') },
                  { label: t('statements.client') },
                  { label: t('statements.quote') },
                  { label: t('statements.doneAt') },
                  { label: t('statements.amountOwed'), end: true },
                ]}
              >
                {data.jobs.map((job) => (
                  <TableRow key={job.bookingId} data-testid={`statement-job-${job.bookingId}`}>
                    <TableCell component="th" scope="row">
                      #{f.number(job.bookingId)}
                    </TableCell>
                    <TableCell>{job.clientName}</TableCell>
                    <TableCell dir="ltr" sx={{ textAlign: 'start' }}>
                      {job.quoteNumber ?? '—'}
                    </TableCell>
                    <TableCell>{f.instant(job.doneAt)}</TableCell>
                    <TableCell sx={{ textAlign: 'end', fontWeight: 600 }}>
                      {f.money(job.amountOwed)}
                      {job.uncostedLines > 0 && (
                        <Typography component="span" variant="body2" color="warning.main" sx={{ display: 'block' }}>
                          {t('statements.uncosted', { count: job.uncostedLines, formatted: f.number(job.uncostedLines) })}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </DataTable>
            )}
          </Box>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('statements.payouts')}
            </Typography>
            {data.payouts.length === 0 ? (
              <Typography color="text.secondary">{t('statements.noPayouts')}</Typography>
            ) : (
              <DataTable
                id="statement-payouts"
                caption={t('statements.payouts')}
                minWidth={700}
                columns={[
                  { label: t('statements.paidOn') },
                  { label: t('statements.reference') },
                  { label: t('statements.recordedBy') },
                  { label: t('statements.amount'), end: true },
                ]}
              >
                {data.payouts.map((payout) => (
                  <TableRow key={payout.id}>
                    <TableCell component="th" scope="row">
                      {f.day(payout.paidOn)}
                    </TableCell>
                    <TableCell>{[payout.reference, payout.note].filter(Boolean).join(' · ') || '—'}</TableCell>
                    <TableCell>{payout.recordedBy}</TableCell>
                    <TableCell sx={{ textAlign: 'end', fontWeight: 600 }}>{f.money(payout.amount)}</TableCell>
                  </TableRow>
                ))}
              </DataTable>
            )}
          </Box>
        </Stack>
      )}
      <PayoutDialog partner={paying && partner ? { id: partner.id, name: partnerName(partner) } : null} onClose={() => setPaying(false)} />
    </Box>
  );
}
