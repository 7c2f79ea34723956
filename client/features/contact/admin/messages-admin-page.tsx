import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactMessage } from '../../../../shared/types/contact-message';
import { notify } from '../../../lib/notify';
import type { AppStore } from '../../../store';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Pager } from '../../../components/pager/pager';
import { SearchField } from '../../../components/search-field';
import { ExportLink } from '../../../components/export-link';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { PAGE_PARAM, readPage, readSearch, SEARCH_PARAM } from '../../../lib/list-params';
import { useListParams, useServerPageClamp } from '../../../lib/use-list-params';
import { MessageCard } from './message-card';
import { messagesAdminApi, useAdminMessagesQuery, useDeleteMessageMutation, type MessageListArgs } from './messages-admin-api';

export const MESSAGES_PAGE_SIZE = 9;

export function messageListArgs(params: URLSearchParams): MessageListArgs {
  const search = readSearch(params);
  return { page: readPage(params), pageSize: MESSAGES_PAGE_SIZE, ...(search ? { search } : {}) };
}

export function prefetch(store: AppStore, url: URL) {
  void store.dispatch(messagesAdminApi.endpoints.adminMessages.initiate(messageListArgs(url.searchParams), { subscribe: false }));
}

/** /dashboard/messages: contact messages, newest first, paged by the provider, searchable. */
export default function MessagesPage() {
  const { t } = useTranslation('dashboard');
  const [params, update] = useListParams();
  const args = messageListArgs(params);
  const { data, error, isLoading, isFetching, refetch } = useAdminMessagesQuery(args);
  const [deleting, setDeleting] = useState<ContactMessage | null>(null);
  const [deleteMessage, deleteState] = useDeleteMessageMutation();
  useServerPageClamp(data, args.page, MESSAGES_PAGE_SIZE, update);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteMessage(deleting.id).unwrap();
      notify('success', t('messages.toast.deleted'));
      setDeleting(null);
    } catch (failure) {
      if (!isSessionExpiry(failure)) notify('error', apiErrorText(failure, t, 'messages.toast.deleteFailed'));
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <SearchField
          value={args.search ?? ''}
          onSearch={(value) => update({ [SEARCH_PARAM]: value })}
          label={t('messages.search')}
          placeholder={t('messages.searchPlaceholder')}
          id="messages-search"
        />
        <ExportLink path="/ContactUs/export" filters={args} disabled={data?.total === 0} />
      </Box>
      {isLoading && <LoadingState />}
      {/* Spec 8: the dashboard shows a failed load's text in a red box. */}
      {error && !data && <ErrorState message={apiErrorText(error, t, 'messages.loadError')} onRetry={() => void refetch()} />}
      {data &&
        data.total === 0 &&
        (args.search ? (
          <EmptyState title={t('messages.noMatches')} detail={t('messages.noMatchesDetail')} />
        ) : (
          <EmptyState title={t('messages.empty')} detail={t('messages.emptyDetail')} />
        ))}
      {data && data.items.length > 0 && (
        <Box
          component="section"
          aria-label={t('messages.listLabel')}
          aria-busy={isFetching}
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            opacity: isFetching ? 0.7 : 1,
          }}
        >
          {data.items.map((message) => (
            <MessageCard key={message.id} message={message} onDelete={() => setDeleting(message)} />
          ))}
        </Box>
      )}
      {data && data.total > 0 && (
        <Pager
          page={args.page}
          pageSize={MESSAGES_PAGE_SIZE}
          total={data.total}
          onPage={(next) => update({ [PAGE_PARAM]: next }, { push: true })}
          label={t('messages.pages')}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('messages.deleteTitle')}
        message={t('messages.deleteMessage', { subject: deleting?.subject ?? '', name: deleting?.name ?? '' })}
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
