import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../../../shared/constants';
import type { PolicyVersion } from '../../../../shared/types/privacy';
import { DataTable } from '../../../components/data-table';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { ToneChip } from '../../../components/tone-chip';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';

/** One earlier (or the current) version, read only, in both languages. */
function VersionDialog({ policy, onClose }: { policy: PolicyVersion; onClose: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const format = useDashboardFormat();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" sx={fullScreenOnPhones}>
      <DialogTitle id={titleId}>
        {t('privacy.policies.versionTitle', {
          policy: t(`privacy.policies.kinds.${policy.kind}`),
          version: format.number(policy.version),
          date: format.date(policy.publishedAt, 'dateTime'),
        })}
      </DialogTitle>
      <DialogContent dividers>
        {LANGUAGES.map((language) => (
          <section key={language} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 1 }}>
              {t(`common:language.${language}`)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mb: 2 }}>{language === 'ar' ? policy.bodyAr : policy.bodyEn}</Typography>
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every published version of a policy, newest first, each with its date and a way to read it. */
export function PolicyVersions({ versions }: { versions: PolicyVersion[] }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [open, setOpen] = useState<PolicyVersion | null>(null);
  const kind = versions[0]?.kind ?? 'privacy';
  return (
    <>
      <DataTable
        id={`policy-versions-${kind}`}
        caption={t('privacy.policies.versionsCaption', { policy: t(`privacy.policies.kinds.${kind}`) })}
        minWidth={480}
        columns={[
          { label: t('privacy.policies.columns.version') },
          { label: t('privacy.policies.columns.published') },
          { label: t('privacy.policies.columns.actions'), end: true },
        ]}
      >
        {versions.map((policy, index) => (
          <TableRow key={policy.version} data-version={policy.version}>
            <TableCell component="th" scope="row">
              {t('privacy.policies.versionNumber', { version: format.number(policy.version) })}
              {index === 0 && <ToneChip tone="green" label={t('privacy.policies.inForce')} sx={{ marginInlineStart: 1 }} />}
            </TableCell>
            <TableCell>{format.date(policy.publishedAt, 'dateTime')}</TableCell>
            <TableCell sx={{ textAlign: 'end' }}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => setOpen(policy)}
                aria-label={t('privacy.policies.viewOf', { version: format.number(policy.version) })}
              >
                {t('privacy.policies.view')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      {open && <VersionDialog policy={open} onClose={() => setOpen(null)} />}
    </>
  );
}
