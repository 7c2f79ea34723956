import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useFormik, type FormikErrors } from 'formik';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Partner } from '../../../../shared/types/partner';
import type { Service } from '../../../../shared/types/service';
import { partnerSchema } from '../../../../shared/validation/partner';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { localized } from '../../../lib/text';
import { useLanguage } from '../../../lib/use-language';
import { useCreatePartnerMutation, useUpdatePartnerMutation } from './partners-admin-api';
import { initialStep, partnerFormState, stepOfField, stepOneErrors, type PartnerFormState } from './partner-steps';

export interface PartnerDialogProps {
  /** The partner to edit; null to add one. */
  partner: Partner | null;
  services: readonly Service[];
  onClose: () => void;
}

/**
 * Spec 2.14 / 5.7 / section 4: step 1 basic information (name, location, description), step 2 the
 * Arabic texts and the service. Next only when step 1 validates; Back; editing opens at step 2; a
 * failed save says why (in the dialog and in a toast) and keeps everything typed.
 */
export function PartnerDialog({ partner, services, onClose }: PartnerDialogProps) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const language = useLanguage();
  const titleId = useId();
  const editing = partner !== null;
  const [step, setStep] = useState<0 | 1>(initialStep(editing));
  const [failure, setFailure] = useState<string | null>(null);
  const [createPartner] = useCreatePartnerMutation();
  const [updatePartner] = useUpdatePartnerMutation();

  const form = useFormik<PartnerFormState>({
    initialValues: partnerFormState(partner),
    validationSchema: partnerSchema,
    validateOnMount: false,
    async onSubmit(values, helpers) {
      setFailure(null);
      const input = { ...(partnerSchema.cast(values, { stripUnknown: true }) as Partner), id: partner?.id ?? 0 };
      try {
        if (editing) {
          await updatePartner(input).unwrap();
          notify('success', t('employees.toast.updated'));
        } else {
          const { message } = await createPartner(input).unwrap();
          notify('success', message || t('employees.toast.created'));
        }
        onClose();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        const message = apiErrorText(error, t, editing ? 'employees.toast.updateFailed' : 'employees.toast.createFailed');
        setFailure(message);
        notify('error', message);
        const { fieldErrors } = serverFieldErrors(error, Object.keys(values) as (keyof PartnerFormState)[]);
        helpers.setErrors(fieldErrors as FormikErrors<PartnerFormState>);
        const fields = Object.keys(fieldErrors);
        if (fields.length > 0 && fields.every((field) => stepOfField(field) === 0)) setStep(0);
      }
    },
  });

  const next = async () => {
    const errors = await stepOneErrors(form.values);
    if (Object.keys(errors).length > 0) {
      await form.setTouched({ ...form.touched, name: true, location: true, description: true }, false);
      form.setErrors({ ...form.errors, ...errors });
      return;
    }
    setStep(1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 0) return next();
    // A step-1 field emptied while editing is fixed where it is shown.
    const errors = await form.validateForm();
    if (Object.keys(errors).some((field) => stepOfField(field) === 0)) setStep(0);
    form.handleSubmit();
  };

  const submitting = form.isSubmitting;
  const steps = [t('employees.form.stepBasic'), t('employees.form.stepArabic')];

  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{editing ? t('employees.form.editTitle') : t('employees.form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stepper activeStep={step} sx={{ mb: 3, mt: 1 }} aria-label={t('employees.form.steps')}>
            {steps.map((label, index) => (
              <Step key={label} completed={step > index}>
                <StepLabel icon={format.number(index + 1)}>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
          {step === 0 ? (
            <Box sx={{ display: 'grid', gap: 2 }} key="step-1">
              <FormikTextField
                formik={form}
                name="name"
                label={t('employees.form.name')}
                required
                autoFocus
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
              <FormikTextField
                formik={form}
                name="location"
                label={t('employees.form.location')}
                required
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
              <FormikTextField
                formik={form}
                name="description"
                label={t('employees.form.description')}
                required
                multiline
                minRows={3}
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
            </Box>
          ) : (
            <Box sx={{ display: 'grid', gap: 2 }} key="step-2">
              <FormikTextField
                formik={form}
                name="arabicName"
                label={t('employees.form.arabicName')}
                required
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
                autoFocus
              />
              <FormikTextField
                formik={form}
                name="arabicLocation"
                label={t('employees.form.arabicLocation')}
                required
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
              <FormikTextField
                formik={form}
                name="arabicDescription"
                label={t('employees.form.arabicDescription')}
                required
                multiline
                minRows={3}
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
              <FormikTextField formik={form} name="serviceId" label={t('employees.form.service')} required select>
                <MenuItem value="" disabled>
                  {t('employees.form.selectService')}
                </MenuItem>
                {services.map((service) => (
                  <MenuItem key={service.id} value={service.id}>
                    {localized(language, service.title, service.arabicTitle)}
                  </MenuItem>
                ))}
              </FormikTextField>
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Box sx={{ flex: 1 }} />
          {step === 1 && (
            <Button onClick={() => setStep(0)} disabled={submitting}>
              {t('employees.form.back')}
            </Button>
          )}
          {step === 0 ? (
            <Button type="submit" variant="contained">
              {t('employees.form.next')}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {editing ? t('employees.form.update') : t('employees.form.save')}
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
