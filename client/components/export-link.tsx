import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { BROWSER_TRANSPORT } from '../lib/transport';

/** The export's address: the list's filters (a list call's arguments) as that call sends them, without its paging. */
export function exportHref(path: string, filters: object): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'page' || name === 'pageSize' || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query.set(name, String(value));
  }
  const search = query.toString();
  return `${BROWSER_TRANSPORT.baseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * "Export CSV" on a dashboard list: a plain download link (the browser streams the file to disk
 * and shows its progress) of every row the screen's filters list, not only the page shown.
 */
export function ExportLink({ path, filters, disabled = false }: { path: string; filters: object; disabled?: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Button
      component="a"
      href={exportHref(path, filters)}
      download
      variant="outlined"
      disabled={disabled}
      startIcon={<DownloadIcon />}
      title={t('common.exportHint')}
      sx={{ marginInlineStart: { sm: 'auto' }, flexShrink: 0 }}
    >
      {t('common.exportCsv')}
    </Button>
  );
}
