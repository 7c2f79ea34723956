import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { UNREAD_POLL_MS, useUnreadBookingMessagesQuery } from './booking-messages-api';

/**
 * The top bar's count of unread booking messages (asked again every minute). It leads to the newest
 * booking with unread messages, its thread open: `to(bookingId)` says where that is for this reader
 * (the client's bookings, or the dashboard's); with none unread, to `fallback`.
 */
export function UnreadMessagesLink({ to, fallback }: { to: (bookingId: number) => string; fallback: string }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const { data } = useUnreadBookingMessagesQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  const total = data?.total ?? 0;
  const first = data?.bookings[0];
  const label = total > 0 ? t('bookingMessagesBadge.labelUnread', { count: formatNumber(total, language) }) : t('bookingMessagesBadge.label');
  return (
    <Tooltip title={total > 0 ? label : t('bookingMessagesBadge.none')}>
      <IconButton component={Link} to={first ? to(first.bookingId) : fallback} color="inherit" aria-label={label} data-testid="unread-messages">
        <Badge badgeContent={total > 0 ? formatNumber(total, language) : null} color="error">
          <ChatBubbleOutlineIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
