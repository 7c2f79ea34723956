import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldArray, FormikProvider, getIn, useFormik } from 'formik';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FieldErrors } from '../../../../shared/api/envelope';
import { DEFAULT_QUOTE_VALIDITY_DAYS, DEFAULT_TAX_RATE_PERCENT, QUOTE_LIMITS } from '../../../../shared/constants';
import { computeQuoteAmounts, halalasToRiyals } from '../../../../shared/quotes/amounts';
import { addDays, businessToday } from '../../../../shared/quotes/quote-dates';
import { quoteTermTexts } from '../../../../shared/quotes/quote-terms';
import type { Service } from '../../../../shared/types/service';
import type { Booking } from '../../../../shared/types/booking';
import { quoteCreateSchema } from '../../../../shared/validation/quote';
import { isApiError } from '../../../lib/api';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { dashboardPaths } from '../../../dashboard-paths';
import { quoteIdOf } from '../quote-loaders';
import type { AppStore } from '../../../store';
import { prefetchBooking, useGetBookingQuery } from '../../bookings';
import { prefetchServices, useGetServicesQuery } from '../../services';
import { quotesApi, useCreateQuoteMutation, useGetQuotableBookingsQuery, useGetQuoteSettingsQuery } from '../quotes-api';
import { useQuoteFormat } from '../use-quote-format';
import { useSubmissionKey } from '../../../lib/submission';
import { dayOptions } from '../../../components/form/localized-date-fields';

interface ItemValues {
  /** React key only; never sent. */
  key: number;
  name: string;
  /** The name Arabic readers see; '' shows them `name`. */
  arabicName: string;
  description: string;
  quantity: number | '';
  unitPrice: number | '';
}

interface CreateQuoteValues {
  requestId: number | '';
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  clientCompany: string;
  validUntil: string;
  additionalNotes: string;
  paymentTerms: string;
  deliveryTime: string;
  warranty: string;
  termsAndConditions: string;
  items: ItemValues[];
}

/** How far ahead an Arabic page's valid-until list reaches (a year). */
const VALID_UNTIL_DAYS_OFFERED = 366;

let nextKey = 1;
/**
 * /dashboard/quotes/create: the tax rate, the bookings waiting for a quote, the service prices and
 * the booking its address names (the dashboard's screens run this for an Admin only).
 */
export function prefetch(store: AppStore, url: URL): void {
  store.dispatch(quotesApi.endpoints.getQuoteSettings.initiate(undefined, { subscribe: false }));
  store.dispatch(quotesApi.endpoints.getQuotableBookings.initiate(undefined, { subscribe: false }));
  store.dispatch(prefetchServices());
  const bookingId = quoteIdOf(url.searchParams.get('requestId') ?? undefined);
  if (bookingId !== null) store.dispatch(prefetchBooking(bookingId));
}

const emptyItem = (): ItemValues => ({ key: nextKey++, name: '', arabicName: '', description: '', quantity: 1, unitPrice: '' });

/**
 * The booking's services as lines: named from the service's English and Arabic titles (each reader of
 * the quote sees their language), priced at the current price of each service, the booking's budget
 * for a service gone since.
 */
function itemsOf(booking: Booking, services: Service[]): ItemValues[] {
  const prices = new Map(services.map((s) => [s.id, s.price]));
  return booking.demandeDeServiceItems.map((item) => ({
    key: nextKey++,
    name: item.serviceTitle || item.serviceArabicTitle,
    arabicName: item.serviceArabicTitle && item.serviceArabicTitle !== item.serviceTitle ? item.serviceArabicTitle : '',
    description: item.isAdditionalService ? '' : booking.description.slice(0, QUOTE_LIMITS.itemDescription),
    quantity: 1,
    unitPrice: prices.get(item.serviceId) ?? (item.isAdditionalService ? '' : booking.budget),
  }));
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /dashboard/quotes/create (spec 5.6): a quote from a booking. Choosing the booking fills the client
 * and one line per booked service; lines are added and removed; the totals follow every keystroke
 * with the provider's arithmetic and tax rate. 'Quote created successfully', then back to the list.
 */
export default function CreateQuotePage() {
  const { t } = useTranslation(['quotes', 'validation', 'common']);
  const { t: tDashboard } = useTranslation('dashboard');
  const f = useQuoteFormat();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const presetId = quoteIdOf(params.get('requestId') ?? undefined);
  const settings = useGetQuoteSettingsQuery();
  const bookings = useGetQuotableBookingsQuery();
  const preset = useGetBookingQuery(presetId ?? 0, { skip: presetId === null });
  const services = useGetServicesQuery();
  const [createQuote] = useCreateQuoteMutation();
  const submission = useSubmissionKey();
  const taxRate = settings.data?.taxRatePercent ?? DEFAULT_TAX_RATE_PERCENT;

  const options = useMemo(() => {
    const list = [...(bookings.data ?? [])];
    if (preset.data && !list.some((b) => b.id === preset.data!.id)) list.unshift(preset.data);
    return list;
  }, [bookings.data, preset.data]);

  const fromBooking = (booking: Booking | undefined): Partial<CreateQuoteValues> =>
    booking
      ? {
          requestId: booking.id,
          clientName: booking.clientName,
          clientEmail: booking.clientEmail,
          clientPhone: booking.clientPhone,
          items: itemsOf(booking, services.data ?? []),
        }
      : {};

  const form = useFormik<CreateQuoteValues>({
    initialValues: {
      requestId: '',
      clientName: '',
      clientEmail: '',
      clientPhone: '',
      clientCompany: '',
      validUntil: addDays(businessToday(), DEFAULT_QUOTE_VALIDITY_DAYS),
      additionalNotes: '',
      paymentTerms: '',
      deliveryTime: '',
      warranty: '',
      termsAndConditions: '',
      items: [emptyItem()],
      ...(services.data ? fromBooking(preset.data) : {}),
    },
    enableReinitialize: false,
    validationSchema: quoteCreateSchema,
    async onSubmit(values, helpers) {
      helpers.setStatus(undefined);
      try {
        await createQuote(
          submission.submit({
            requestId: Number(values.requestId),
            clientName: values.clientName.trim(),
            clientEmail: values.clientEmail.trim(),
            clientPhone: values.clientPhone.trim(),
            clientCompany: values.clientCompany.trim(),
            validUntil: values.validUntil,
            additionalNotes: values.additionalNotes,
            paymentTerms: values.paymentTerms,
            deliveryTime: values.deliveryTime,
            warranty: values.warranty,
            termsAndConditions: values.termsAndConditions,
            items: values.items.map((item) => ({
              name: item.name.trim(),
              arabicName: item.arabicName.trim(),
              description: item.description.trim(),
              quantity: Number(item.quantity),
              unitPrice: Number(item.unitPrice),
            })),
          }),
        ).unwrap();
        submission.renew();
        notify('success', t('toasts.created'));
        await navigate(dashboardPaths.quotes);
      } catch (error) {
        notify('error', apiErrorText(error, t, 'quotes:toasts.createError'));
        helpers.setStatus({ errors: isApiError(error) ? error.errors : undefined });
      }
    },
  });

  // Opened from a booking's details in the dashboard, the booking and the prices may arrive after the
  // form: fill it then, once, unless a booking was chosen meanwhile.
  const presetReady = preset.data !== undefined && services.data !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fills once when the data arrives, not on every keystroke
  useEffect(() => {
    if (presetReady && form.values.requestId === '') void form.setValues({ ...form.values, ...fromBooking(preset.data) }, false);
  }, [presetReady]);

  const serverErrors = (form.status as { errors?: FieldErrors } | undefined)?.errors;
  const errorOf = (name: string): string | undefined => {
    const local = getIn(form.touched, name) || form.submitCount > 0 ? getIn(form.errors, name) : undefined;
    if (typeof local === 'string') return t(local);
    return serverErrors?.[name]?.join(' ');
  };
  const field = (name: string, extra: TextFieldProps = {}): TextFieldProps => ({
    id: `quote-${name.replace(/[[\].]/g, '-')}`,
    name,
    value: getIn(form.values, name) ?? '',
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: !!errorOf(name),
    helperText: errorOf(name) ?? extra.helperText,
    fullWidth: true,
    ...extra,
  });

  const amounts = computeQuoteAmounts(
    form.values.items.map((item) => ({ quantity: Number(item.quantity), unitPrice: Number(item.unitPrice) })),
    taxRate,
  );
  const standard = quoteTermTexts({ paymentTerms: '', deliveryTime: '', warranty: '', termsAndConditions: '' }, f.language, (key, vars) => t(key, vars ?? {}));
  const itemsError = typeof form.errors.items === 'string' && form.submitCount > 0 ? t(form.errors.items) : serverErrors?.items?.join(' ');

  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Button component={Link} to={dashboardPaths.quotes} startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />} sx={{ mb: 2 }}>
        {t('actions.backToList')}
      </Button>
      {/* The dashboard's top bar carries the page's heading (h1). */}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('create.subtitle')}
      </Typography>
      <FormikProvider value={form}>
        <Stack component="form" noValidate spacing={3} onSubmit={form.handleSubmit}>
          {form.submitCount > 0 && !form.isValid && (
            <Alert severity="error" role="alert">
              {t('create.fixErrors')}
            </Alert>
          )}
          <Section title={t('create.booking')}>
            <TextField
              {...field('requestId', { helperText: options.length === 0 && !bookings.isLoading ? t('create.noBookings') : t('create.bookingHint') })}
              select
              required
              label={t('create.booking')}
              onChange={(event) => {
                const booking = options.find((b) => b.id === Number(event.target.value));
                void form.setValues({ ...form.values, ...fromBooking(booking) }, true);
              }}
            >
              {options.map((booking) => (
                <MenuItem key={booking.id} value={booking.id}>
                  {t('create.bookingOption', {
                    id: booking.id,
                    client: booking.clientName,
                    services: booking.demandeDeServiceItems.map((i) => (f.language === 'ar' && i.serviceArabicTitle) || i.serviceTitle).join('، '),
                  })}
                </MenuItem>
              ))}
            </TextField>
          </Section>

          <Section title={t('create.clientSection')}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
              <TextField
                {...field('clientName')}
                label={t('fields.clientName')}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'auto', maxLength: QUOTE_LIMITS.clientName } }}
              />
              <TextField {...field('clientEmail')} type="email" label={t('fields.clientEmail')} required slotProps={{ htmlInput: { dir: 'ltr' } }} />
              <TextField
                {...field('clientPhone')}
                type="tel"
                label={t('fields.clientPhone')}
                required
                slotProps={{ htmlInput: { dir: 'ltr', maxLength: QUOTE_LIMITS.clientPhone } }}
              />
              <TextField
                {...field('clientCompany')}
                label={t('fields.clientCompany')}
                slotProps={{ htmlInput: { dir: 'auto', maxLength: QUOTE_LIMITS.clientCompany } }}
              />
              {/* An Arabic page lists the days in words and its digits, not Chromium's "mm/dd/yyyy". */}
              <TextField
                {...field('validUntil')}
                type={f.language === 'ar' ? undefined : 'date'}
                select={f.language === 'ar'}
                label={t('fields.validUntil')}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: f.language === 'ar' ? {} : { min: businessToday() }, select: { native: true } }}
              >
                {f.language === 'ar' &&
                  dayOptions(businessToday(), VALID_UNTIL_DAYS_OFFERED, f.language, form.values.validUntil, tDashboard('dateFields.chooseDay'))}
              </TextField>
            </Box>
          </Section>

          <Section title={t('create.itemsSection')}>
            <FieldArray name="items">
              {(helpers) => (
                <Stack spacing={2}>
                  {form.values.items.map((item, index) => (
                    <Box
                      key={item.key}
                      role="group"
                      aria-label={t('create.item', { index: index + 1 })}
                      sx={{
                        display: 'grid',
                        // One row per line only where the quantity and price columns get room for their whole labels
                        // ('Unit price (SAR)' was cut to 'Unit price (S…' beside the dashboard's side navigation).
                        gridTemplateColumns: {
                          xs: 'repeat(2, minmax(0, 1fr))',
                          // The two names side by side, the description under them across the line.
                          lg: 'minmax(0, 2fr) minmax(0, 2fr) minmax(6.5rem, 0.7fr) minmax(10rem, 1.2fr) minmax(0, 1fr) auto',
                        },
                        gap: 1.5,
                        alignItems: 'start',
                        pb: 2,
                        borderBottom: 1,
                        borderColor: 'divider',
                      }}
                    >
                      <TextField
                        {...field(`items[${index}].name`)}
                        label={t('fields.itemName')}
                        required
                        size="small"
                        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
                        slotProps={{ htmlInput: { dir: 'auto', maxLength: QUOTE_LIMITS.itemName } }}
                      />
                      <TextField
                        {...field(`items[${index}].arabicName`)}
                        label={t('fields.itemArabicName')}
                        size="small"
                        sx={{ gridColumn: { xs: '1 / -1', lg: 'auto' } }}
                        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: QUOTE_LIMITS.itemName } }}
                      />
                      <TextField
                        {...field(`items[${index}].description`)}
                        label={t('fields.itemDescription')}
                        size="small"
                        multiline
                        maxRows={4}
                        sx={{ gridColumn: '1 / -1', gridRow: { lg: 2 } }}
                        slotProps={{ htmlInput: { dir: 'auto', maxLength: QUOTE_LIMITS.itemDescription } }}
                      />
                      <TextField
                        {...field(`items[${index}].quantity`)}
                        type="number"
                        label={t('fields.quantity')}
                        required
                        size="small"
                        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
                      />
                      <TextField
                        {...field(`items[${index}].unitPrice`)}
                        type="number"
                        label={t('fields.unitPrice')}
                        required
                        size="small"
                        slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
                      />
                      <Box sx={{ alignSelf: 'center' }}>
                        <Typography variant="caption" color="text.secondary" component="div">
                          {t('fields.lineTotal')}
                        </Typography>
                        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} aria-live="polite">
                          {f.money(halalasToRiyals(amounts.lines[index] ?? 0))}
                        </Typography>
                      </Box>
                      <IconButton
                        aria-label={t('create.removeItem', { index: index + 1 })}
                        onClick={() => helpers.remove(index)}
                        disabled={form.values.items.length === 1}
                        sx={{ alignSelf: 'center', justifySelf: 'end' }}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Box>
                  ))}
                  {itemsError && (
                    <Typography color="error" role="alert">
                      {itemsError}
                    </Typography>
                  )}
                  <Button
                    startIcon={<AddIcon />}
                    onClick={() => helpers.push(emptyItem())}
                    disabled={form.values.items.length >= QUOTE_LIMITS.items}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    {t('create.addItem')}
                  </Button>
                </Stack>
              )}
            </FieldArray>
          </Section>

          <Section title={t('create.totalsSection')}>
            <Box
              component="dl"
              aria-live="polite"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, maxWidth: 420, marginInlineStart: 'auto' }}
            >
              <Typography component="dt" color="text.secondary">
                {t('fields.subtotal')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
                {f.money(halalasToRiyals(amounts.subtotal))}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('fields.tax', { rate: f.percent(taxRate) })}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
                {f.money(halalasToRiyals(amounts.tax))}
              </Typography>
              <Typography component="dt" sx={{ fontWeight: 800, fontSize: '1.2rem', color: 'primary.main' }}>
                {t('fields.total')}
              </Typography>
              <Typography component="dd" data-testid="quote-total" sx={{ m: 0, textAlign: 'end', fontWeight: 800, fontSize: '1.2rem' }}>
                {f.money(halalasToRiyals(amounts.total))}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'end' }}>
              {t('create.taxNote', { rate: f.percent(taxRate) })}
            </Typography>
          </Section>

          <Section title={t('create.additionalSection')}>
            <Stack spacing={2}>
              <TextField
                {...field('additionalNotes')}
                label={t('fields.notes')}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { dir: 'auto', maxLength: QUOTE_LIMITS.longText } }}
              />
              {(['paymentTerms', 'deliveryTime', 'warranty', 'termsAndConditions'] as const).map((key) => (
                <TextField
                  key={key}
                  {...field(key)}
                  label={t(`fields.${key}`)}
                  multiline={key === 'termsAndConditions'}
                  minRows={key === 'termsAndConditions' ? 2 : undefined}
                  placeholder={standard[key]}
                  helperText={errorOf(key) ?? t('create.standardPlaceholder', { text: standard[key] })}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { dir: 'auto', maxLength: key === 'termsAndConditions' ? QUOTE_LIMITS.longText : QUOTE_LIMITS.shortText },
                  }}
                />
              ))}
            </Stack>
          </Section>

          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to={dashboardPaths.quotes} disabled={form.isSubmitting}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
              {form.isSubmitting ? t('create.submitting') : t('create.submit')}
            </Button>
          </Stack>
        </Stack>
      </FormikProvider>
    </Box>
  );
}

/** The route's guard and data, loaded with this page (see lazyRoute). */
