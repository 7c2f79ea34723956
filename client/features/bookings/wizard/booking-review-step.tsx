import Alert from '@mui/material/Alert';
import { PolicyNotice } from '../../privacy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Language } from '../../../../shared/constants';
import type { Service } from '../../../../shared/types/service';
import type { User } from '../../../../shared/types/user';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../paths';
import { preferredWhen } from '../booking-view';
import { timeWasChosen } from '../../../../shared/bookings/preferred-moment';
import type { BookingFormValues } from './booking-form';
import { serviceTitle } from './wizard-services';
import { additionalServiceIds, bookingAddressOf, preferredDateTimeIso } from './booking-payload';
import { addressLine } from '../../../../shared/places/address-line';

export interface BookingReviewStepProps {
  values: BookingFormValues;
  services: Service[];
  selected?: Service;
  /** The signed-in user's record, for the contact details; undefined while it loads. */
  contact?: User;
  language: Language;
  onEdit: () => void;
}

function Row({ label, children, typed }: { label: string; children: ReactNode; typed?: boolean }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {/* Typed text reads in its own direction (an English address on an Arabic page), aligned with the page. */}
        {typed ? <bdi>{children}</bdi> : children}
      </Typography>
    </Box>
  );
}

/** Step 2, Review & Submit: everything the request will say, and how the company will reach the client. */
export function BookingReviewStep({ values, services, selected, contact, language, onEdit }: BookingReviewStepProps) {
  const { t } = useTranslation('account');
  const additional = selected
    ? additionalServiceIds(selected.id, values.additionalServices)
        .map((id) => services.find((service) => service.id === id))
        .filter((service): service is Service => Boolean(service))
    : [];
  let when = '';
  try {
    const iso = preferredDateTimeIso(values.preferredDate, values.preferredTime);
    const day = preferredWhen(iso, language) ?? '';
    when = timeWasChosen(iso) ? day : t('bookings.withoutTime', { date: day });
  } catch {
    when = t('bookings.invalidDate');
  }
  const contactValue = values.contactMethod === 'email' ? contact?.email : contact?.phoneNumber?.trim() ? contact.phoneNumber : undefined;

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography id="booking-review-title" tabIndex={-1} variant="h6" component="h2" sx={{ fontWeight: 700, outline: 'none' }}>
          {t('booking.reviewTitle')}
        </Typography>
        <Button onClick={onEdit}>{t('booking.editDetails')}</Button>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('booking.fields.serviceId')}>{selected ? serviceTitle(selected, language) : ''}</Row>
        <Row label={t('booking.fields.price')}>{selected ? formatMoney(selected.price, language) : ''}</Row>
        <Row label={t('booking.fields.additionalServices')}>
          {additional.length > 0 ? additional.map((service) => serviceTitle(service, language)).join('\n') : t('booking.none')}
        </Row>
        <Row label={t('booking.fields.preferredDate')}>{when}</Row>
        <Row label={t('booking.fields.location')} typed>
          {[addressLine(bookingAddressOf(values), language), values.addressNote.trim()].filter(Boolean).join('\n')}
        </Row>
        <Row label={t('booking.fields.description')} typed>
          {values.description.trim()}
        </Row>
        <Row label={t('booking.fields.urgency')}>{t(`booking.urgency.${values.urgency}`)}</Row>
        <Row label={t('booking.fields.contactMethod')}>
          {t(`booking.contactMethod.${values.contactMethod}`)}
          {contactValue && (
            <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
              <span dir="ltr">{contactValue}</span>
            </Box>
          )}
        </Row>
      </Box>
      {additional.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('booking.additionalPriceNote')}
        </Typography>
      )}
      {contact && !contactValue && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('booking.noPhone')}{' '}
          <Button component={RouterLink} to={paths.profile} size="small" color="inherit" sx={{ fontWeight: 700 }}>
            {t('booking.openProfile')}
          </Button>
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <PolicyNotice purpose="booking" />
      </Box>
    </Box>
  );
}
