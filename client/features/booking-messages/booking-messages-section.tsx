import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { useAreaTexts } from '../../i18n/area-texts';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useUnreadOfBooking } from './booking-messages-api';
import { BookingThread } from './booking-thread';

/** The thread as a section of a booking's screen for the company's side (the dashboard's booking details). */
export function BookingMessagesSection({ bookingId }: { bookingId: number }) {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation('account');
  const language = useLanguage();
  const unread = useUnreadOfBooking(bookingId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('bookingMessages.title')}
        {unread > 0 && (
          <Typography component="span" variant="body2" color="error" sx={{ marginInlineStart: 1, fontWeight: 700 }}>
            {t('bookingMessages.unreadBadge', { count: formatNumber(unread, language) })}
          </Typography>
        )}
      </Typography>
      <BookingThread bookingId={bookingId} audience="company" />
    </Box>
  );
}
