import EventIcon from '@mui/icons-material/Event';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { googleCalendarUrl } from '../../../shared/calendar/ics';
import type { Language } from '../../../shared/constants';
import { formatInteger } from '../../../shared/format/format';
import { visuallyHidden } from '../../lib/scroll-to-section';

/** What the Google Calendar link is made of (the .ics comes from the provider). */
export interface CalendarEventInfo {
  startsAt: string;
  endsAt: string | null;
  service: string;
  location: string;
}

/** The booking's .ics (GET /DemandeDeService/{id}/calendar through /api, the signed-in client's or an admin's). */
export const bookingIcsUrl = (id: number, language: Language) => `/api/DemandeDeService/${id}/calendar?lang=${language}`;

/**
 * "Add to calendar": the booking's .ics (any calendar app; the same event as the e-mails' attachment,
 * so later changes update it), and a Google Calendar link when the booking's details are at hand.
 */
export function AddToCalendar({
  bookingId,
  event,
  language,
  describedBy,
  size = 'small',
}: {
  bookingId: number;
  event?: CalendarEventInfo | null;
  language: Language;
  describedBy?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  const { t } = useTranslation('account');
  const google = event
    ? (() => {
        const start = new Date(event.startsAt);
        const end = event.endsAt ? new Date(event.endsAt) : new Date(start.getTime() + 3_600_000);
        if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
        return googleCalendarUrl({
          start,
          end,
          summary: t('calendar.summary', { service: event.service, id: formatInteger(bookingId, language) }),
          description: t('calendar.description', { id: formatInteger(bookingId, language) }),
          location: event.location,
        });
      })()
    : null;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'inherit' }} data-testid="add-to-calendar">
      <Button
        component="a"
        href={bookingIcsUrl(bookingId, language)}
        download={`booking-${bookingId}.ics`}
        size={size}
        variant="outlined"
        startIcon={<EventIcon />}
        aria-describedby={describedBy}
      >
        {t('calendar.add')}
      </Button>
      {google && (
        <Button
          component="a"
          href={google}
          target="_blank"
          rel="noopener noreferrer"
          size={size}
          endIcon={<OpenInNewIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
          aria-describedby={describedBy}
        >
          {t('calendar.google')}
          <Box component="span" sx={visuallyHidden}>
            {` (${t('calendar.newTab')})`}
          </Box>
        </Button>
      )}
    </Box>
  );
}
