import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { COSTING_BASES, ruleFromEntry, splitLine, type CostingBasis } from '../../../shared/finance/commission';
import { halalasToRiyals, riyalsToHalalas } from '../../../shared/quotes/amounts';
import type { CostedLine, LineCostingInput, QuoteCosting } from '../../../shared/types/finance';
import { lineCostingSchema } from '../../../shared/validation/finance';
import { ErrorState, LoadingState } from '../../components/state-views';
import { FormikTextField } from '../../components/form/formik-text-field';
import { apiErrorText } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useQuoteFormat } from '../quotes';
import { useGetQuoteCostingQuery, useSetLineCostingMutation } from './finance-api';

interface LineValues {
  basis: CostingBasis;
  value: number | string;
  serviceId: number | string;
  partnerId: number | string;
}

const valuesOf = (line: CostedLine): LineValues => ({
  basis: line.kind ?? 'percent',
  value: line.value ?? '',
  serviceId: line.serviceId ?? '',
  partnerId: line.partnerId ?? '',
});

/** One line: its price, how its commission is set, and the split that gives, live as it is typed. */
function LineForm({ costing, line, position }: { costing: QuoteCosting; line: CostedLine; position: number }) {
  const { t } = useTranslation(['finance', 'validation']);
  const f = useQuoteFormat();
  const [save] = useSetLineCostingMutation();
  const form = useFormik<LineValues>({
    initialValues: valuesOf(line),
    validationSchema: lineCostingSchema,
    enableReinitialize: true,
    async onSubmit(values, helpers) {
      const body = lineCostingSchema.cast(values) as LineCostingInput;
      try {
        await save({ quoteId: costing.quoteId, itemId: line.itemId, body }).unwrap();
        notify('success', t('costing.saved', { n: f.number(position) }));
      } catch (failure) {
        // A refusal about a field is shown under it; anything else as a message. What was typed stays.
        const { fieldErrors, other } = serverFieldErrors(failure, ['basis', 'value', 'serviceId', 'partnerId'] as const);
        helpers.setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0 || other.length > 0) notify('error', other[0] ?? apiErrorText(failure, t, 'finance:costing.loadError'));
      }
    },
  });
  const typed = Number(form.values.value);
  const rule =
    form.values.value === '' || !Number.isFinite(typed) || typed < 0 ? null : ruleFromEntry(form.values.basis, typed, riyalsToHalalas(line.unitPrice));
  const split = rule && splitLine(line.quantity, riyalsToHalalas(line.unitPrice), rule);
  // Typed, but more than the unit price: said before the provider would refuse it.
  const tooMuch = form.values.value !== '' && Number.isFinite(typed) && typed >= 0 && rule === null;
  const id = `costing-${line.itemId}`;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-labelledby={`${id}-name`} data-testid={id}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1.5 }}>
        <Typography id={`${id}-name`} sx={{ fontWeight: 600 }}>
          {f.number(position)}. {f.itemName(line)}
        </Typography>
        <Typography color="text.secondary">
          {t('costing.price')}: {f.number(line.quantity)} × {f.money(line.unitPrice)} = <strong>{f.money(line.total)}</strong>
        </Typography>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
        <FormikTextField
          formik={form}
          id={`${id}-basis`}
          name="basis"
          select
          label={t('costing.basis')}
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220 }}
        >
          {COSTING_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {t(`kinds.${basis}`)}
            </option>
          ))}
        </FormikTextField>
        <FormikTextField
          formik={form}
          id={`${id}-value`}
          name="value"
          type="number"
          label={t('costing.value')}
          slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
          sx={{ minWidth: 140 }}
        />
        <FormikTextField
          formik={form}
          id={`${id}-service`}
          name="serviceId"
          select
          label={t('costing.service')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('costing.noServiceChoice')}</option>
          {costing.services.map((service) => (
            <option key={service.id} value={service.id}>
              {f.language === 'ar' ? service.arabicTitle || service.title : service.title}
            </option>
          ))}
        </FormikTextField>
        <FormikTextField
          formik={form}
          id={`${id}-partner`}
          name="partnerId"
          select
          label={t('costing.partner')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('costing.anyPartner')}</option>
          {costing.partners.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {f.language === 'ar' ? partner.arabicName || partner.name : partner.name}
            </option>
          ))}
        </FormikTextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography color={tooMuch ? 'warning.main' : 'text.secondary'} aria-live="polite" data-testid={`${id}-split`}>
          {tooMuch
            ? t('server.exceedsPrice')
            : split
              ? `${t('costing.partnerCost')}: ${f.money(halalasToRiyals(split.cost))} · ${t('costing.commission')}: ${f.money(halalasToRiyals(split.commission))}`
              : line.partnerCost === null
                ? t('costing.notCosted')
                : `${t('costing.partnerCost')}: ${f.money(line.partnerCost)} · ${t('costing.commission')}: ${f.money(line.commission ?? 0)}`}
        </Typography>
        <Button type="submit" variant="outlined" disabled={form.isSubmitting}>
          {t('costing.save')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A quote's lines, each split into the partner's cost and the company's commission; the price never changes. */
export function CostingDialog({ quoteId, onClose }: { quoteId: number | null; onClose: () => void }) {
  const { t } = useTranslation(['finance', 'dashboard']);
  const f = useQuoteFormat();
  const { data, error, isLoading, refetch } = useGetQuoteCostingQuery(quoteId ?? 0, { skip: quoteId === null });
  return (
    <Dialog open={quoteId !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="costing-title">
      <DialogTitle id="costing-title">{t('costing.title', { number: data?.quoteNumber ?? '' })}</DialogTitle>
      <DialogContent>
        {isLoading ? (
          <LoadingState />
        ) : error || !data ? (
          <ErrorState message={t('costing.loadError')} onRetry={() => void refetch()} />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">{t('costing.intro')}</Typography>
            {data.lines.map((line, index) => (
              <Box key={line.itemId}>
                {index > 0 && <Divider sx={{ mb: 2 }} />}
                <LineForm costing={data} line={line} position={index + 1} />
              </Box>
            ))}
            <Divider />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} data-testid="costing-totals" aria-live="polite">
              <Typography>
                {t('costing.revenue')}: <strong>{f.money(data.revenue)}</strong>
              </Typography>
              <Typography>
                {t('costing.partnerCost')}: <strong>{f.money(data.partnerCost)}</strong>
              </Typography>
              <Typography>
                {t('costing.margin')}: <strong>{f.money(data.margin)}</strong>
              </Typography>
            </Stack>
            {data.uncostedLines > 0 && (
              <Alert severity="warning">{t('costing.uncosted', { count: data.uncostedLines, formatted: f.number(data.uncostedLines) })}</Alert>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('dashboard:common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
