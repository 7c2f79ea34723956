import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api';
import { apiErrorText } from '../../lib/api-error-text';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';
import { useAreaTexts } from '../../i18n/area-texts';
import { ErrorState, LoadingState } from '../../components/state-views';
import { THREAD_POLL_MS, useBookingThreadQuery, useMarkBookingMessagesReadMutation } from './booking-messages-api';
import { ComposeMessage } from './compose-message';
import { MessageList } from './message-list';

/** Who reads a thread: the booking's client, or the company's side (an admin, an assigned partner). */
export type ThreadAudience = 'client' | 'company';

/**
 * A booking's messages between its client and the company (the admins and the partners assigned to
 * it): read while shown (marked read up to the newest), asked again every 20 seconds, and a form to
 * write with photos and PDFs. `audience` only changes the line that says who reads the thread.
 */
export function BookingThread({ bookingId, audience }: { bookingId: number; audience: ThreadAudience }) {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  const thread = useBookingThreadQuery(bookingId, { pollingInterval: THREAD_POLL_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
  const [markRead] = useMarkBookingMessagesReadMutation();
  const data = thread.data;
  // Where the unread ones began when the thread was opened: the line stays there while it is read.
  const [firstUnreadId, setFirstUnreadId] = useState<number | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const newest = data?.messages.at(-1);
  const newestId = newest?.id;

  useEffect(() => {
    if (!data || newestId === undefined) return;
    const unread = data.messages.filter((m) => !m.mine && m.id > data.lastReadId);
    if (unread.length === 0) return;
    setFirstUnreadId((current) => current ?? unread[0]!.id);
    void markRead({ bookingId, lastReadId: newestId });
  }, [data, newestId, bookingId, markRead]);

  // The newest message in view when the thread opens and when one arrives.
  useEffect(() => {
    if (newestId !== undefined) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newestId]);

  if (thread.isLoading) return <LoadingState label={t('bookingMessages.loading')} />;
  if (thread.isError && !data) {
    const forbidden = isApiError(thread.error) && thread.error.status === 403;
    return forbidden ? (
      <Alert severity="warning">{t('bookingMessages.forbidden')}</Alert>
    ) : (
      <ErrorState message={apiErrorText(thread.error, t, 'bookingMessages.loadFailed')} onRetry={() => void thread.refetch()} />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="booking-thread">
      <Typography variant="body2" color="text.secondary">
        {t(audience === 'client' ? 'bookingMessages.intro' : 'bookingMessages.introCompany')}
      </Typography>
      {data && data.messages.length > 0 ? (
        <MessageList messages={data.messages} firstUnreadId={firstUnreadId} />
      ) : (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('bookingMessages.empty')}
        </Typography>
      )}
      <div ref={end} />
      <ComposeMessage bookingId={bookingId} />
    </Box>
  );
}
