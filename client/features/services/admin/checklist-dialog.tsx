import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistItem } from '../../../../shared/types/job-progress';
import type { Service } from '../../../../shared/types/service';
import { CHECKLIST_LABEL_MAX, CHECKLIST_MAX_ITEMS, serviceChecklistSchema, type ServiceChecklistValues } from '../../../../shared/validation/job-progress';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { LoadingView } from '../../../components/status-views';
import { apiErrorText } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useLanguage } from '../../../lib/use-language';
import { useGetServiceChecklistQuery, useSaveServiceChecklistMutation } from './checklist-api';

function ChecklistForm({ service, items, onClose }: { service: Service; items: ChecklistItem[]; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const [save] = useSaveServiceChecklistMutation();
  const form = useFormik<ServiceChecklistValues>({
    initialValues: { items: items.map(({ labelEn, labelAr }) => ({ labelEn, labelAr })) },
    validationSchema: serviceChecklistSchema,
    async onSubmit(values) {
      try {
        const answer = await save({ serviceId: service.id, values: serviceChecklistSchema.cast(values) }).unwrap();
        notify('success', answer.message);
        onClose();
      } catch (error) {
        notify('error', apiErrorText(error, t, 'dashboard:services.checklist.saveError'));
      }
    },
  });
  const rows = form.values.items;
  const setRows = (next: ServiceChecklistValues['items']) => void form.setFieldValue('items', next);
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('services.checklist.text')}</DialogContentText>
        {rows.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('services.checklist.empty')}
          </Typography>
        )}
        <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {rows.map((_row, index) => (
            <Box component="li" key={index} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr auto' }, gap: 1, alignItems: 'start' }}>
              <FormikTextField
                formik={form}
                name={`items.${index}.labelEn`}
                size="small"
                label={t('services.checklist.labelEn', { n: index + 1 })}
                slotProps={{ htmlInput: { maxLength: CHECKLIST_LABEL_MAX, dir: 'ltr', lang: 'en' } }}
              />
              <FormikTextField
                formik={form}
                name={`items.${index}.labelAr`}
                size="small"
                label={t('services.checklist.labelAr', { n: index + 1 })}
                slotProps={{ htmlInput: { maxLength: CHECKLIST_LABEL_MAX, dir: 'rtl', lang: 'ar' } }}
                sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
              />
              <IconButton
                aria-label={t('services.checklist.remove', { n: index + 1 })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
                sx={{ gridRow: { xs: '1 / span 2', sm: 'auto' }, gridColumn: { xs: '2', sm: 'auto' } }}
              >
                <RemoveCircleOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setRows([...rows, { labelEn: '', labelAr: '' }])}
          disabled={rows.length >= CHECKLIST_MAX_ITEMS}
          sx={{ mt: 1.5 }}
        >
          {t('services.checklist.add')}
        </Button>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={form.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {t('services.checklist.save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** The job checklist of a service (issue 27 item 4): what partners tick on site, in both languages. */
export function ChecklistDialog({ service, onClose }: { service: Service; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const titleId = useId();
  const { data, error, isLoading } = useGetServiceChecklistQuery(service.id);
  const title = language === 'ar' && service.arabicTitle ? service.arabicTitle : service.title;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('services.checklist.title', { title })}</DialogTitle>
      {isLoading ? (
        <DialogContent>
          <LoadingView label={t('services.checklist.loading')} />
        </DialogContent>
      ) : error || !data ? (
        <DialogContent>
          <Typography color="error">{apiErrorText(error, t, 'dashboard:services.checklist.loadError')}</Typography>
        </DialogContent>
      ) : (
        <ChecklistForm service={service} items={data} onClose={onClose} />
      )}
    </Dialog>
  );
}
