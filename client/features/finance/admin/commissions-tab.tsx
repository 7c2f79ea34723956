import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMISSION_KINDS, type CommissionKind } from '../../../../shared/finance/commission';
import type { ServiceCommission, ServiceCommissionInput } from '../../../../shared/types/finance';
import { serviceCommissionSchema } from '../../../../shared/validation/finance';
import { DataTable } from '../../../components/data-table';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useQuoteFormat } from '../../quotes';
import { useGetServiceCommissionsQuery, useSetServiceCommissionMutation } from '../finance-api';

interface CommissionValues {
  kind: CommissionKind | '';
  value: number | string;
}

function CommissionDialog({ service, name, onClose }: { service: ServiceCommission | null; name: string; onClose: () => void }) {
  const { t } = useTranslation(['finance', 'validation']);
  const [save] = useSetServiceCommissionMutation();
  const form = useFormik<CommissionValues>({
    initialValues: { kind: service?.kind ?? '', value: service?.value ?? '' },
    validationSchema: serviceCommissionSchema,
    enableReinitialize: true,
    async onSubmit(values) {
      if (!service) return;
      const body = serviceCommissionSchema.cast({ kind: values.kind || null, value: values.kind ? values.value : null }) as ServiceCommissionInput;
      try {
        await save({ serviceId: service.serviceId, body }).unwrap();
        notify('success', t('server.commissionSaved'));
        onClose();
      } catch (failure) {
        notify('error', apiErrorText(failure, t, 'finance:commissions.loadError'));
      }
    },
  });
  return (
    <Dialog open={service !== null} onClose={form.isSubmitting ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="commission-title">
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="commission-title">{t('commissions.dialogTitle', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormikTextField
              formik={form}
              id="commission-kind"
              name="kind"
              select
              label={t('commissions.kind')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{t('kinds.none')}</option>
              {COMMISSION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </FormikTextField>
            {form.values.kind && (
              <FormikTextField
                formik={form}
                id="commission-value"
                name="value"
                type="number"
                label={t('commissions.value')}
                required
                slotProps={{ htmlInput: { min: 0, step: '0.01', inputMode: 'decimal' } }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.isSubmitting}>
            {t('commissions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {t('commissions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Each service's default commission, applied to the lines of its quotes issued afterwards. */
export function CommissionsTab() {
  const { t } = useTranslation(['finance', 'dashboard']);
  const f = useQuoteFormat();
  const { data, error, isLoading, isFetching, refetch } = useGetServiceCommissionsQuery();
  const [editing, setEditing] = useState<ServiceCommission | null>(null);
  const nameOf = (service: ServiceCommission) => (f.language === 'ar' ? service.serviceArabicTitle || service.serviceTitle : service.serviceTitle);
  const commissionText = (service: ServiceCommission) => {
    if (service.kind === null || service.value === null) return t('kinds.none');
    return t(`kindsShort.${service.kind}`, { value: service.kind === 'percent' ? f.number(service.value) : f.money(service.value) });
  };
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('commissions.intro')}
      </Typography>
      {isLoading ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={t('commissions.loadError')} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState title={t('commissions.empty')} />
      ) : (
        <DataTable
          id="service-commissions"
          caption={t('tabs.commissions')}
          minWidth={600}
          busy={isFetching}
          columns={[{ label: t('commissions.service') }, { label: t('commissions.default') }, { label: t('margins.columns.actions'), end: true }]}
        >
          {data.map((service) => (
            <TableRow key={service.serviceId}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {nameOf(service)}
              </TableCell>
              <TableCell>{commissionText(service)}</TableCell>
              <TableCell sx={{ textAlign: 'end' }}>
                <Button
                  size="small"
                  startIcon={<EditOutlinedIcon />}
                  onClick={() => setEditing(service)}
                  aria-label={t('commissions.editOf', { name: nameOf(service) })}
                >
                  {t('commissions.edit')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
      <CommissionDialog service={editing} name={editing ? nameOf(editing) : ''} onClose={() => setEditing(null)} />
    </Box>
  );
}
