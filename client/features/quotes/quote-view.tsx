import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteTermTexts } from '../../../shared/quotes/quote-terms';
import type { QuoteDetail } from '../../../shared/types/quote';
import { QuoteStatusChip } from './quote-status-chip';
import { useQuoteFormat } from './use-quote-format';
import { formatInteger } from '../../../shared/format/format';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 800, color: 'primary.main', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Text a person typed: its own direction, whatever the page's (an Arabic note in an English page). */
const typed = { dir: 'auto' as const };

/** A line's name and description, as the admin typed them (their own direction), in the table and on a phone alike. */
function ItemText({ name, description }: { name: string; description?: string | null }) {
  return (
    <>
      <Typography sx={{ fontWeight: 700 }} {...typed}>
        {name}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" {...typed} sx={{ whiteSpace: 'pre-line' }}>
          {description}
        </Typography>
      )}
    </>
  );
}

/**
 * The quote of spec 2.12: number, date, valid-until, client, lines, subtotal, tax, total, notes, the
 * company's contact, payment terms, delivery time, warranty and terms. Actions come from the page.
 */
/** `headingLevel` is h1 on the quote's own page and h2 where it opens inside a dialog over another page. */
export function QuoteView({ quote, actions, headingLevel = 'h1' }: { quote: QuoteDetail; actions?: ReactNode; headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation('quotes');
  const f = useQuoteFormat();
  const terms = quoteTermTexts(quote, f.language, (key, vars) => t(key, vars ?? {}));
  const note =
    quote.status === 'pending'
      ? t('view.pendingNote', { date: f.day(quote.validUntil) })
      : quote.status === 'expired'
        ? t('view.expiredNote', { date: f.day(quote.validUntil) })
        : t(quote.status === 'accepted' ? 'view.acceptedNote' : 'view.rejectedNote', { date: quote.answeredAt ? f.instant(quote.answeredAt) : '' });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <Box>
          <Typography variant="h4" component={headingLevel} sx={{ fontWeight: 800, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {t('pdf.title')}{' '}
            <Box component="span" dir="ltr" sx={{ color: 'primary.main', unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
              {quote.quoteNumber}
            </Box>
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {note}
          </Typography>
        </Box>
        <Box sx={{ alignSelf: 'flex-start' }}>
          <QuoteStatusChip status={quote.status} size="medium" />
        </Box>
      </Stack>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mt: 3 }}>
        <Field label={t('fields.quoteNumber')}>
          <span dir="ltr">{quote.quoteNumber}</span>
        </Field>
        <Field label={t('fields.quoteDate')}>{f.instant(quote.quoteDate)}</Field>
        <Field label={t('fields.validUntil')}>{f.day(quote.validUntil)}</Field>
        <Field label={t('fields.booking')}>
          {/* In the page's digits, as the booking's number is everywhere else ("الحجز #١"). */}
          <bdi>#{formatInteger(quote.requestId, f.language)}</bdi>
        </Field>
      </Box>

      {actions && <Box sx={{ mt: 3 }}>{actions}</Box>}

      <Divider sx={{ my: 3 }} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <Section title={t('fields.client')}>
          <Stack spacing={1}>
            <Field label={t('fields.clientName')}>
              <span {...typed}>{quote.clientName}</span>
            </Field>
            {quote.clientCompany && (
              <Field label={t('fields.clientCompany')}>
                <span {...typed}>{quote.clientCompany}</span>
              </Field>
            )}
            <Field label={t('fields.clientEmail')}>
              <span dir="ltr">{quote.clientEmail}</span>
            </Field>
            <Field label={t('fields.clientPhone')}>
              <span dir="ltr">{quote.clientPhone}</span>
            </Field>
          </Stack>
        </Section>
        <Section title={t('fields.company')}>
          <Stack spacing={1}>
            <Field label={t('fields.companyAddress')}>{quote.companyInfo.address[f.language]}</Field>
            <Field label={t('fields.companyPhone')}>
              <Link href={`tel:${quote.companyInfo.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {quote.companyInfo.phone}
              </Link>
            </Field>
            <Field label={t('fields.companyEmail')}>
              <Link href={`mailto:${quote.companyInfo.email}`} dir="ltr">
                {quote.companyInfo.email}
              </Link>
            </Field>
            <Field label={t('fields.companyWebsite')}>
              <Link href={quote.companyInfo.website} dir="ltr" target="_blank" rel="noopener noreferrer">
                {quote.companyInfo.website.replace(/^https?:\/\//, '')}
              </Link>
            </Field>
          </Stack>
        </Section>
      </Box>

      <Divider sx={{ my: 3 }} />

      <Section title={t('fields.items')}>
        {/* On a phone the four columns did not fit and hid behind a sideways scroll (issue 32 item 4): one card per line instead. */}
        <Box
          component="ul"
          aria-label={t('fields.items')}
          sx={{ display: { xs: 'block', sm: 'none' }, listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          {quote.items.map((item) => (
            <Box component="li" key={item.id} sx={{ p: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
              <ItemText name={f.itemName(item)} description={item.description} />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mt: 1 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('fields.quantity')}: {f.number(item.quantity)} · {t('pdf.unitPrice')}: <bdi>{f.money(item.unitPrice)}</bdi>
                </Typography>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{f.money(item.total)}</Typography>
              </Box>
            </Box>
          ))}
        </Box>
        <TableContainer sx={{ display: { xs: 'none', sm: 'block' }, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Table size="small" aria-label={t('fields.items')}>
            <TableHead>
              <TableRow sx={{ bgcolor: 'action.hover' }}>
                <TableCell sx={{ fontWeight: 700 }}>{t('fields.itemName')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {t('fields.quantity')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {t('pdf.unitPrice')}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {t('fields.lineTotal')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {quote.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell sx={{ minWidth: 180 }}>
                    <ItemText name={f.itemName(item)} description={item.description} />
                  </TableCell>
                  <TableCell align="right">{f.number(item.quantity)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {f.money(item.unitPrice)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {f.money(item.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Box component="dl" sx={{ m: 0, minWidth: { xs: '100%', sm: 320 }, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 3 }}>
            <Typography component="dt" color="text.secondary">
              {t('fields.subtotal')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {f.money(quote.subtotal)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('fields.tax', { rate: f.percent(quote.taxRatePercent) })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {f.money(quote.tax)}
            </Typography>
            <Divider sx={{ gridColumn: '1 / -1' }} />
            <Typography component="dt" sx={{ fontWeight: 800, fontSize: '1.15rem', color: 'primary.main' }}>
              {t('fields.total')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end', fontWeight: 800, fontSize: '1.15rem' }}>
              {f.money(quote.totalAmount)}
            </Typography>
          </Box>
        </Box>
      </Section>

      {quote.rejectionReason && (
        <>
          <Divider sx={{ my: 3 }} />
          <Section title={t('fields.rejectionReason')}>
            <Typography {...typed} sx={{ whiteSpace: 'pre-line' }}>
              {quote.rejectionReason}
            </Typography>
          </Section>
        </>
      )}

      <Divider sx={{ my: 3 }} />

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {quote.additionalNotes && (
          <Section title={t('fields.notes')}>
            <Typography {...typed} sx={{ whiteSpace: 'pre-line' }}>
              {quote.additionalNotes}
            </Typography>
          </Section>
        )}
        {(['paymentTerms', 'deliveryTime', 'warranty', 'termsAndConditions'] as const).map((key) => (
          <Section key={key} title={t(`fields.${key}`)}>
            <Typography {...(quote[key] ? typed : {})} sx={{ whiteSpace: 'pre-line' }}>
              {terms[key]}
            </Typography>
          </Section>
        ))}
      </Box>
    </Paper>
  );
}
