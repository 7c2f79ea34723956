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
import { useAuditFieldText } from './audit-field-text';

/** A field's label in the reader's language; one no screen names keeps the API's path (an English identifier, left to right). */
function FieldName({ label, path }: { label: string | null; path: string }) {
  return label ? (
    <TableCell component="th" scope="row" data-field={path} sx={{ fontWeight: 600 }}>
      {label}
    </TableCell>
  ) : (
    <TableCell component="th" scope="row" data-field={path} dir="ltr" sx={{ fontFamily: 'monospace', textAlign: 'start', whiteSpace: 'nowrap' }}>
      {path}
    </TableCell>
  );
}

/** The fields one change touched: each field's value before and after. */
export function AuditChangesDialog({ entry, title, onClose }: { entry: AuditEntry; title: string; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const text = useAuditFieldText(entry.entity);
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
                  <FieldName label={text.label(field.path)} path={field.path} />
                  <TableCell sx={{ wordBreak: 'break-word', color: 'text.secondary' }}>
                    <bdi>{text.value(field.path, field.before)}</bdi>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <bdi>{text.value(field.path, field.after)}</bdi>
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
