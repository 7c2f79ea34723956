import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../components/status-views';
import { apiErrorText } from '../../lib/api-error-text';

/** A quote or a list of quotes that did not load: what went wrong, and a way to try again. */
export function QuoteLoadError({ error, onRetry, title }: { error: unknown; onRetry: () => void; title?: string }) {
  const { t } = useTranslation(['quotes', 'common']);
  return (
    <ErrorView
      {...(title ? { title } : {})}
      message={apiErrorText(error, t, 'common:apiErrors.serverError')}
      action={
        <Button variant="outlined" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      }
    />
  );
}
