import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyView, ErrorView, LoadingView } from './status-views';

/**
 * The site's loading, error and empty views with the dashboard's defaults: its loading text, an
 * 'An error occurred' title and a retry button, an inbox for empty lists.
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('dashboard');
  return <LoadingView label={label ?? t('common.loading')} />;
}

export function ErrorState({ title, message, onRetry }: { title?: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <ErrorView
      title={title ?? t('common.errorTitle')}
      message={message}
      action={
        onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}

export function EmptyState({ title, detail, action, icon }: { title: string; detail?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    // Announced when a search or filter empties the list.
    <Box role="status">
      <EmptyView
        message={title}
        {...(detail ? { detail } : {})}
        action={action}
        icon={icon ?? <InboxOutlinedIcon aria-hidden color="action" sx={{ fontSize: 44 }} />}
      />
    </Box>
  );
}
