import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessToday } from '../../../../shared/quotes/quote-dates';
import { MARGIN_GROUPS, type MarginGroup, type MarginRow } from '../../../../shared/types/finance';
import { DataTable } from '../../../components/data-table';
import { DatePartsField, usePickerLanguage } from '../../../components/form/localized-date-fields';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { useQuoteFormat } from '../../quotes';
import { useGetMarginsQuery } from '../finance-api';
import { CostingDialog } from '../costing-dialog';

/** The years a period is chosen from on an Arabic page: this Saudi year and the five before. */
function periodYears(): number[] {
  const year = Number(businessToday().slice(0, 4));
  return Array.from({ length: 6 }, (_, i) => year - i);
}

/** Revenue, partner cost and margin per booking, service, partner or month of a period; a booking's lines are costed from its row. */
export function MarginsTab() {
  const { t } = useTranslation(['finance', 'dashboard']);
  const f = useQuoteFormat();
  const picker = usePickerLanguage();
  const today = businessToday();
  const [groupBy, setGroupBy] = useState<MarginGroup>('booking');
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const [costing, setCosting] = useState<number | null>(null);
  const reversed = from !== '' && to !== '' && from > to;
  const { data, error, isLoading, isFetching, refetch } = useGetMarginsQuery({ groupBy, ...(from ? { from } : {}), ...(to ? { to } : {}) }, { skip: reversed });

  const label = (row: MarginRow) => {
    if (row.key === null) return t(groupBy === 'service' ? 'margins.noService' : 'margins.noPartner');
    return (f.language === 'ar' ? row.arabicLabel || row.label : row.label) || row.key;
  };
  const percent = (value: number | null) => (value === null ? '—' : f.percent(value));
  const columns = [
    { label: t(`margins.groups.${groupBy}`) },
    { label: t('margins.columns.bookings'), end: true },
    { label: t('margins.columns.revenue'), end: true },
    { label: t('margins.columns.partnerCost'), end: true },
    { label: t('margins.columns.margin'), end: true },
    { label: t('margins.columns.marginPercent'), end: true },
    { label: t('margins.columns.uncosted'), end: true },
    ...(groupBy === 'booking' ? [{ label: t('margins.columns.actions'), end: true }] : []),
  ];
  const figures = (row: Omit<MarginRow, 'key' | 'label' | 'arabicLabel' | 'quoteId'>) => (
    <>
      <TableCell sx={{ textAlign: 'end' }}>{f.number(row.bookings)}</TableCell>
      <TableCell sx={{ textAlign: 'end' }}>{f.money(row.revenue)}</TableCell>
      <TableCell sx={{ textAlign: 'end' }}>{f.money(row.partnerCost)}</TableCell>
      <TableCell sx={{ textAlign: 'end', fontWeight: 600 }}>{f.money(row.margin)}</TableCell>
      <TableCell sx={{ textAlign: 'end' }}>{percent(row.marginPercent)}</TableCell>
      <TableCell sx={{ textAlign: 'end', color: row.uncostedLines > 0 ? 'warning.main' : undefined }}>{f.number(row.uncostedLines)}</TableCell>
    </>
  );

  return (
    <Box>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          value={groupBy}
          exclusive
          size="small"
          color="primary"
          aria-label={t('margins.groupBy')}
          onChange={(_event, next: MarginGroup | null) => next && setGroupBy(next)}
          sx={{ flexWrap: 'wrap' }}
        >
          {MARGIN_GROUPS.map((group) => (
            <ToggleButton key={group} value={group}>
              {t(`margins.groups.${group}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {(
          [
            ['from', from, setFrom],
            ['to', to, setTo],
          ] as const
        ).map(([bound, value, set]) =>
          picker.localized ? (
            // An Arabic page: day, month and year in words and the page's digits, not Chromium's "mm/dd/yyyy".
            <Box key={bound} sx={{ minWidth: 280 }}>
              <DatePartsField
                id={`margins-${bound}`}
                label={t(`margins.${bound}`)}
                value={value}
                onChange={set}
                years={periodYears()}
                language={picker.language}
                errorText={bound === 'to' && reversed ? t('server.periodReversed') : undefined}
              />
            </Box>
          ) : (
            <TextField
              key={bound}
              id={`margins-${bound}`}
              type="date"
              label={t(`margins.${bound}`)}
              value={value}
              onChange={(event) => set(event.target.value)}
              error={bound === 'to' && reversed}
              helperText={bound === 'to' && reversed ? t('server.periodReversed') : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ),
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('margins.note')}
      </Typography>
      {reversed ? null : isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={t('margins.loadError')} onRetry={() => void refetch()} />
      ) : data.rows.length === 0 ? (
        <EmptyState title={t('margins.empty')} />
      ) : (
        <>
          {data.truncated && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('margins.truncated', { count: data.rows.length, formatted: f.number(data.rows.length) })}
            </Alert>
          )}
          <DataTable id="margins" caption={t('tabs.margins')} columns={columns} minWidth={900} busy={isFetching}>
            {data.rows.map((row) => (
              <TableRow key={row.key ?? 'none'} data-testid={`margin-row-${row.key ?? 'none'}`}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {label(row)}
                </TableCell>
                {figures(row)}
                {groupBy === 'booking' && (
                  <TableCell sx={{ textAlign: 'end' }}>
                    {row.quoteId !== null && (
                      <Button size="small" variant="outlined" onClick={() => setCosting(row.quoteId)} aria-label={t('margins.costLinesOf', { id: row.key })}>
                        {t('margins.costLines')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
            <TableRow data-testid="margin-total" sx={{ '& > *': { fontWeight: 700, bgcolor: 'action.hover' } }}>
              <TableCell component="th" scope="row">
                {t('margins.total')}
              </TableCell>
              {figures(data.totals)}
              {groupBy === 'booking' && <TableCell />}
            </TableRow>
          </DataTable>
        </>
      )}
      <CostingDialog quoteId={costing} onClose={() => setCosting(null)} />
    </Box>
  );
}
