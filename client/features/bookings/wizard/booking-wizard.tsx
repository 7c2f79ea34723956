import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { timeWasChosen } from '../../../../shared/bookings/preferred-moment';
import type { Language } from '../../../../shared/constants';
import type { Service } from '../../../../shared/types/service';
import type { SessionUser, User } from '../../../../shared/types/user';
import { bookingStepOneSchema } from '../../../../shared/validation/booking';
import { notify } from '../../../lib/notify';
import { paths } from '../../../paths';
import { apiErrorText, serverSuccessText } from '../../../lib/api-error-text';
import { useCreateBookingMutation } from '../bookings-api';
import { BookingDetailsStep } from './booking-details-step';
import { formatNumber } from '../../../lib/format';
import { draftFor, draftKey, hasTyped, parseDraft } from './booking-draft';
import { bookingFieldErrors } from './booking-field-errors';
import { fieldId, initialBookingValues, type BookingFormValues } from './booking-form';
import { BookingReviewStep } from './booking-review-step';
import { useGetPolicyQuery } from '../../privacy';
import { findServiceById } from './wizard-services';
import type { BookingConfirmationState } from './booking-confirmation-state';
import { ErrorSummary } from './error-summary';
import { buildBookingInput } from './booking-payload';
import { SubmitButton } from '../../../components/submit-button';
import { useSubmissionKey } from '../../../lib/submission';

export interface BookingWizardProps {
  services: Service[];
  initialServiceId: string;
  user: SessionUser;
  contact?: User;
  language: Language;
}

/** Pointing icons turn around in Arabic (convention 8). */
const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

/** This tab's storage, or nothing where the browser refuses it (some private modes). */
function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const hasErrors = (errors: FormikErrors<BookingFormValues>) => Object.values(errors).some(Boolean);

/**
 * The two-step booking wizard (spec 2.10, 4 and 5.4). Step 1 to step 2 only when step 1 passes;
 * Previous is disabled on step 1; submit only on step 2, 'Submitting...' with the button disabled.
 * Nothing typed is lost on a failure: the values stay, and the server's field errors appear
 * under their fields on step 1.
 */
export function BookingWizard({ services, initialServiceId, user, contact, language }: BookingWizardProps) {
  const { t } = useTranslation(['account', 'validation', 'common']);
  const navigate = useNavigate();
  const [createBooking] = useCreateBookingMutation();
  // The notice beside the review links to this version: the booking records it as accepted.
  const { data: privacyPolicy } = useGetPolicyQuery('privacy');
  const submission = useSubmissionKey();
  const [step, setStep] = useState<0 | 1>(0);
  const [attempt, setAttempt] = useState(0);
  const top = useRef<HTMLDivElement>(null);

  const initialValues = useMemo(() => initialBookingValues(initialServiceId), [initialServiceId]);
  const form = useFormik<BookingFormValues>({
    initialValues,
    validationSchema: bookingStepOneSchema,
    // Spec 5.4: errors appear when Next or Submit is pressed, and a field's error clears when it is edited.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: () => undefined,
  });
  const selected = findServiceById(services, form.values.serviceId);
  const { setValues } = form;

  // What was typed survives a reload or a session that ended mid-booking (this tab only). Restored
  // after hydration, so the server's HTML and the first render agree.
  const storageKey = draftKey(user.id);
  useEffect(() => {
    const draft = draftFor(parseDraft(tabStorage()?.getItem(storageKey) ?? null), initialServiceId);
    if (draft) void setValues(draft, false);
  }, [storageKey, initialServiceId, setValues]);
  useEffect(() => {
    const storage = tabStorage();
    if (!storage) return;
    if (hasTyped(form.values, initialValues)) storage.setItem(storageKey, JSON.stringify(form.values));
    else storage.removeItem(storageKey);
  }, [form.values, initialValues, storageKey]);

  // After a step change, focus goes to the start of the new step (the button that was pressed is
  // gone), and the card scrolls into view.
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = document.getElementById(step === 1 ? 'booking-review-title' : fieldId('serviceId'));
    target?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [step]);
  const goTo = (next: 0 | 1) => {
    moved.current = true;
    setStep(next);
  };

  const blocked = (messageKey: string) => {
    // One toast however often the button is pressed; the summary lists the details.
    notify('error', t(messageKey), { id: 'booking-blocked' });
    setAttempt((n) => n + 1);
    if (step !== 0) setStep(0);
  };

  const next = async () => {
    const errors = await form.validateForm();
    if (hasErrors(errors)) return blocked('booking.fixErrors');
    goTo(1);
  };

  const submit = async () => {
    if (form.isSubmitting) return;
    const errors = await form.validateForm();
    if (hasErrors(errors) || !selected) return blocked('booking.fixAllErrors');
    const clientId = user.client?.id;
    if (!clientId) {
      notify('error', t('booking.clientMissing'));
      return;
    }
    form.setSubmitting(true);
    try {
      const { result, message } = await createBooking(
        submission.submit({
          ...buildBookingInput(form.values, selected, clientId, language),
          ...(privacyPolicy ? { acceptedPrivacyVersion: privacyPolicy.version } : {}),
        }),
      ).unwrap();
      submission.renew();
      tabStorage()?.removeItem(storageKey);
      notify('success', serverSuccessText(message, t, 'booking.success'));
      const startsAt = result.slotStartsAt ?? (timeWasChosen(result.preferedDateAndTime) ? result.preferedDateAndTime : null);
      const state: BookingConfirmationState = {
        bookingId: result.id,
        event: startsAt
          ? {
              startsAt,
              endsAt: result.slotEndsAt,
              service: language === 'ar' && selected.arabicTitle?.trim() ? selected.arabicTitle : selected.title,
              location: result.location,
            }
          : null,
      };
      await navigate(paths.bookingConfirmation, { state });
    } catch (error) {
      form.setSubmitting(false);
      notify('error', apiErrorText(error, t, 'booking.createFailed'));
      notify('error', t('booking.errorSubmitting'));
      const fieldErrors = bookingFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
        setAttempt((n) => n + 1);
        setStep(0);
      }
    }
  };

  return (
    <Paper ref={top} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, scrollMarginTop: 96 }}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {[t('booking.steps.details'), t('booking.steps.review')].map((label, index) => (
          <Step key={label}>
            {/* The step's number in the page's digits (MUI writes index + 1 in Latin digits). */}
            <StepLabel icon={formatNumber(index + 1, language)}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        noValidate
        aria-label={step === 0 ? t('booking.steps.details') : t('booking.steps.review')}
        onSubmit={(event) => {
          event.preventDefault();
          void (step === 0 ? next() : submit());
        }}
      >
        {step === 0 && <ErrorSummary errors={form.errors} attempt={attempt} />}
        {step === 0 ? (
          <BookingDetailsStep form={form} services={services} selected={selected} language={language} />
        ) : (
          <BookingReviewStep values={form.values} services={services} selected={selected} contact={contact} language={language} onEdit={() => goTo(0)} />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
          <Button
            variant="outlined"
            size="large"
            disabled={step === 0 || form.isSubmitting}
            onClick={() => goTo(0)}
            startIcon={<ArrowBackIcon sx={mirrored} />}
          >
            {t('booking.previous')}
          </Button>
          {step === 0 ? (
            <SubmitButton key="next" variant="contained" size="large" endIcon={<ArrowForwardIcon sx={mirrored} />}>
              {t('booking.next')}
            </SubmitButton>
          ) : (
            <SubmitButton key="submit" variant="contained" size="large" disabled={form.isSubmitting} endIcon={<SendIcon sx={mirrored} />}>
              {form.isSubmitting ? t('booking.submitting') : t('booking.submit')}
            </SubmitButton>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
