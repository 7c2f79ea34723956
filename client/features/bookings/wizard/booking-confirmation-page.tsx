import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { toLanguage } from '../../../i18n/create-i18n';
import { paths } from '../../../paths';
import { useSiteContent } from '../../content';
import { referenceNumber } from '../booking-view';
import { formatDateTime, formatInteger } from '../../../../shared/format/format';
import { BUSINESS_TIME_ZONE } from '../../../../shared/constants';
import { readBookingConfirmation } from './booking-confirmation-state';
import { AddToCalendar } from '../add-to-calendar';
import { useAreaTexts } from '../../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../../i18n/account-texts';

export { bookingConfirmationLoader as loader } from './booking-loaders';

const NEXT_STEPS = ['review', 'quote', 'coordinate'] as const;

function ContactLink({ href, icon, label, value, external }: { href: string; icon: ReactNode; label: string; value: string; external?: boolean }) {
  return (
    <Button
      component="a"
      href={href}
      variant="outlined"
      startIcon={icon}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      sx={{ justifyContent: 'flex-start', py: 1.25, textAlign: 'start' }}
    >
      <Box component="span" sx={{ display: 'grid' }}>
        <Box component="span" sx={{ fontSize: 12, fontWeight: 500 }}>
          {label}
        </Box>
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          <span dir="ltr">{value}</span>
        </Box>
      </Box>
    </Button>
  );
}

/**
 * /booking-confirmation (spec 2.11): thanks, the three next steps, the company's contacts (from the
 * editable site content), the way home or to more services, and the 48-hour note.
 */
export default function BookingConfirmationPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t, i18n } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.bookingConfirmation'));
  const language = toLanguage(i18n.language);
  const booking = readBookingConfirmation(useLocation().state);
  // Loaded with every page by the root route (GET /Content, or the defaults when it cannot answer).
  const content = useSiteContent();

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 72, mb: 1 }} aria-hidden />
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 38 } }} gutterBottom>
          {t('confirmation.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
          {t('confirmation.thanks')}
        </Typography>
        {booking && (
          <Typography sx={{ mt: 2, fontWeight: 700 }}>{t('confirmation.reference', { id: referenceNumber(booking.bookingId, language) })}</Typography>
        )}
        {/* What was booked, and when (issue 32 item 12): the number alone told the client nothing to check. */}
        {booking?.event && (
          <Typography sx={{ mt: 0.5 }} data-testid="confirmation-what">
            {t('confirmation.what', {
              service: booking.event.service,
              when: formatDateTime(new Date(booking.event.startsAt), language, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
                timeZone: BUSINESS_TIME_ZONE,
              }),
            })}
          </Typography>
        )}
        {booking?.event && (
          <Box sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'center', justifyContent: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('confirmation.calendarHint')}
            </Typography>
            <AddToCalendar bookingId={booking.bookingId} event={booking.event} language={language} size="medium" />
          </Box>
        )}

        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 5, mb: 3 }}>
          {t('confirmation.nextTitle')}
        </Typography>
        <Box
          component="ol"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, textAlign: 'start' }}
        >
          {NEXT_STEPS.map((step, index) => (
            <Paper component="li" key={step} variant="outlined" sx={{ p: 2.5, borderRadius: 2, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box
                aria-hidden
                sx={{
                  flex: '0 0 36px',
                  height: 36,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                }}
              >
                {formatInteger(index + 1, language)}
              </Box>
              <Box>
                <Typography component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
                  {t(`confirmation.steps.${step}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`confirmation.steps.${step}.text`)}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>

        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 5, mb: 2 }}>
          {t('confirmation.contactTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <ContactLink href={content.phoneHref} icon={<PhoneIcon />} label={t('confirmation.phone')} value={content.phone} />
          <ContactLink href={content.emailHref} icon={<EmailIcon />} label={t('confirmation.email')} value={content.email} />
          <ContactLink href={content.whatsappHref} icon={<WhatsAppIcon />} label={t('confirmation.whatsapp')} value={content.whatsapp} external />
        </Box>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.home} variant="contained" size="large">
            {t('confirmation.home')}
          </Button>
          <Button component={RouterLink} to={paths.services} variant="outlined" size="large">
            {t('confirmation.services')}
          </Button>
          <Button component={RouterLink} to={`${paths.profile}#my-bookings`} variant="text" size="large">
            {t('confirmation.myBookings')}
          </Button>
        </Stack>

        <Alert severity="info" sx={{ mt: 4, textAlign: 'start' }}>
          {t('confirmation.followUp')}
        </Alert>
      </Paper>
    </Container>
  );
}
