import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useUnreadOfBooking } from './booking-messages-api';
import type { ThreadAudience } from './booking-thread';
import { BookingThreadDialog } from './booking-thread-dialog';

/** The search parameter that opens a booking's thread over the client's bookings or the partner's jobs (links in e-mails and in the top bar). */
export const THREAD_PARAM = 'thread';

function threadIdOf(params: URLSearchParams): number | null {
  const raw = params.get(THREAD_PARAM) ?? '';
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** "Messages" on one of the client's bookings or the partner's jobs, with its unread count: opens its thread (?thread=<id>, so Back closes it). */
export function BookingMessagesButton({ bookingId, describedBy }: { bookingId: number; describedBy?: string }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const unread = useUnreadOfBooking(bookingId);
  const [params, setParams] = useSearchParams();
  const open = () => {
    const next = new URLSearchParams(params);
    next.set(THREAD_PARAM, String(bookingId));
    setParams(next);
  };
  const count = formatNumber(unread, language);
  return (
    <Button
      size="small"
      variant={unread > 0 ? 'contained' : 'outlined'}
      onClick={open}
      aria-describedby={describedBy}
      data-testid="booking-messages-button"
      startIcon={
        <Badge badgeContent={unread > 0 ? count : null} color="error" overlap="circular">
          <ChatBubbleOutlineIcon />
        </Badge>
      }
    >
      {unread > 0 ? t('bookingMessages.openUnread', { count: unread, formatted: count }) : t('bookingMessages.open')}
    </Button>
  );
}

/** The thread the address names (?thread=<id>), over the client's bookings (whichever page of them is shown) or the partner's jobs. */
export function ThreadFromAddress({ reference, audience = 'client' }: { reference: (bookingId: number) => string; audience?: ThreadAudience }) {
  const [params, setParams] = useSearchParams();
  const bookingId = threadIdOf(params);
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete(THREAD_PARAM);
    setParams(next, { replace: true });
  };
  if (bookingId === null) return null;
  return <BookingThreadDialog bookingId={bookingId} reference={reference(bookingId)} open onClose={close} audience={audience} />;
}
