import SendIcon from '@mui/icons-material/Send';
import { PolicyNotice } from '../privacy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_METHODS, CONTACT_PRIORITIES } from '../../../shared/constants';
import type { ContactMessageInput } from '../../../shared/types/contact-message';
import { CONTACT_LIMITS, contactSchema, type ContactFormValues } from '../../../shared/validation/contact';
import { FormField, SelectField } from '../../components/form/form-field';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';
import { apiErrorText } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useCreateContactMessageMutation } from './contact-api';
import { useSubmissionKey } from '../../lib/submission';

const FIELDS = ['name', 'email', 'phone', 'subject', 'description', 'priorite', 'preferedContactMethode'] as const;

const INITIAL_VALUES: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  description: '',
  priorite: 'normal',
  preferedContactMethode: 'gmail',
};

/**
 * The contact form of spec 5.1 (shared schema, messages under each field), states of spec 4:
 * 'Sending...' with the button disabled, reset on success, and on failure an error toast while
 * everything typed stays; a 400's field errors appear under their fields.
 */
const CONTACT_FORM_ID = 'contact-form';

export default function ContactForm() {
  const { t } = useTranslation('public');
  // A fixed prefix for the fields' ids rather than useId's: a page has one contact form, and ids
  // that do not depend on the form's place in the page let the server reuse its HTML.
  const id = CONTACT_FORM_ID;
  const [createMessage] = useCreateContactMessageMutation();
  const submission = useSubmissionKey();
  // The server-rendered form cannot send anything until this code runs: its button stays disabled
  // (which also stops the Enter key from submitting the form natively).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const formik = useFormik<ContactFormValues>({
    initialValues: INITIAL_VALUES,
    validationSchema: contactSchema,
    async onSubmit(values, helpers) {
      const payload = contactSchema.cast(values, { stripUnknown: true }) as ContactMessageInput;
      try {
        await createMessage(submission.submit(payload)).unwrap();
        submission.renew();
        notify('success', t('contactForm.success'));
        helpers.resetForm();
      } catch (error) {
        const { fieldErrors } = serverFieldErrors(error, FIELDS);
        if (Object.keys(fieldErrors).length > 0) {
          helpers.setErrors(fieldErrors);
          helpers.setTouched(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true])), false);
        }
        notify('error', apiErrorText(error, t, 'public:contactForm.error'));
      }
    },
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting);

  const errorOf = (field: (typeof FIELDS)[number]) => (formik.touched[field] || formik.submitCount > 0 ? formik.errors[field] : undefined);
  const bind = (field: (typeof FIELDS)[number]) => ({
    name: field,
    value: formik.values[field] ?? '',
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
  });

  return (
    <Box
      ref={formRef}
      component="form"
      method="post"
      noValidate
      aria-label={t('contactForm.label')}
      onSubmit={formik.handleSubmit}
      data-ready={ready ? 'true' : 'false'}
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField
            id={`${id}-name`}
            label={t('contactForm.name')}
            field={bind('name')}
            error={errorOf('name')}
            autoComplete="name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField
            id={`${id}-email`}
            label={t('contactForm.email')}
            field={bind('email')}
            error={errorOf('email')}
            type="email"
            autoComplete="email"
            required
            dir="ltr"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField id={`${id}-phone`} label={t('contactForm.phone')} field={bind('phone')} error={errorOf('phone')} type="tel" autoComplete="tel" dir="ltr" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormField
            id={`${id}-subject`}
            label={t('contactForm.subject')}
            field={bind('subject')}
            error={errorOf('subject')}
            required
            maxLength={CONTACT_LIMITS.subjectMax}
          />
        </Grid>
        <Grid size={12}>
          <FormField
            id={`${id}-description`}
            label={t('contactForm.description')}
            field={bind('description')}
            error={errorOf('description')}
            required
            multiline
            minRows={5}
            maxLength={CONTACT_LIMITS.descriptionMax}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            id={`${id}-priority`}
            label={t('contactForm.priority')}
            field={bind('priorite')}
            error={errorOf('priorite')}
            options={CONTACT_PRIORITIES.map((value) => ({ value, label: t(`contactForm.priorities.${value}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            id={`${id}-method`}
            label={t('contactForm.method')}
            field={bind('preferedContactMethode')}
            error={errorOf('preferedContactMethode')}
            options={CONTACT_METHODS.map((value) => ({ value, label: t(`contactForm.methods.${value}`) }))}
          />
        </Grid>
        <Grid size={12}>
          <PolicyNotice purpose="contact" />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!ready || formik.isSubmitting}
            endIcon={<SendIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
            sx={{ px: 4 }}
          >
            {formik.isSubmitting ? t('contactForm.sending') : t('contactForm.submit')}
          </Button>
          <noscript>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('contactForm.scriptNeeded')}
            </Typography>
          </noscript>
        </Grid>
      </Grid>
    </Box>
  );
}
