import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/formik-field';
import { BOOKING_FIELDS, fieldId, type BookingField } from './booking-form';

export interface ErrorSummaryProps {
  errors: Partial<Record<BookingField, unknown>>;
  /** Bumped on every blocked attempt, so focus moves to the summary again. */
  attempt: number;
}

/**
 * Spec 5.4: the errors listed together above the form. It takes focus when an attempt is blocked,
 * and each line jumps to its field.
 */
export function ErrorSummary({ errors, attempt }: ErrorSummaryProps) {
  const { t } = useTranslation(['account', 'validation']);
  const ref = useRef<HTMLDivElement>(null);
  const lines = BOOKING_FIELDS.flatMap((field) => {
    const text = errorText(t, errors[field]);
    return text ? [{ field, text }] : [];
  });
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (lines.length === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      severity="error"
      sx={{ mb: 3, outline: 'none', '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.error.main}` } }}
      aria-labelledby="booking-error-summary-title"
    >
      <AlertTitle id="booking-error-summary-title">{t('booking.summaryTitle')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {lines.map(({ field, text }) => (
          <li key={field}>
            <Link
              href={`#${fieldId(field)}`}
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                // A group (radios, checkboxes, the day grid) has its id on its container: its first
                // enabled control, or the grid's one tabbable day, takes focus; else the container.
                const target = document.getElementById(fieldId(field));
                const control = target?.matches('input, select, textarea')
                  ? target
                  : (target?.querySelector<HTMLElement>('input:not(:disabled), select, textarea, [tabindex="0"]') ?? target);
                control?.focus();
                target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
              }}
            >
              {t(`booking.fields.${field}`)}: {text}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
