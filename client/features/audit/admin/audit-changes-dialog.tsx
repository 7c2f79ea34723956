import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../../../shared/audit/changed-fields';
import type { AuditEntry } from '../../../../shared/types/audit';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';

/** A recorded value as text: words for yes/no and nothing, the page's digits for numbers. */
function useValueText() {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('audit.emptyValue');
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (typeof value === 'number') return format.number(value, Number.isInteger(value) ? 0 : 2);
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  };
}

/** The fields one change touched: each field's value before and after. */
export function AuditChangesDialog({ entry, title, onClose }: { entry: AuditEntry; title: string; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const text = useValueText();
  const titleId = useId();
  const fields = changedFields(entry.before, entry.after);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {fields.length === 0 ? (
          <Typography color="text.secondary">{t('audit.noFieldChanged')}</Typography>
        ) : (
          <Table size="small" aria-label={t('audit.changesLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('audit.field')}</TableCell>
                <TableCell>{t('audit.before')}</TableCell>
                <TableCell>{t('audit.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {fields.map((field) => (
                <TableRow key={field.path}>
                  {/* Field names are the API's own (English identifiers): kept left to right. */}
                  <TableCell component="th" scope="row" dir="ltr" sx={{ fontFamily: 'monospace', textAlign: 'start', whiteSpace: 'nowrap' }}>
                    {field.path}
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word', color: 'text.secondary' }}>
                    <bdi>{text(field.before)}</bdi>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <bdi>{text(field.after)}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
