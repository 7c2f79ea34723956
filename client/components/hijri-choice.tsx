import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIJRI_COOKIE, showsHijri } from '../../shared/format/hijri-choice';
import { useLanguage } from '../lib/use-language';
import { notify } from '../lib/notify';
import { writePreferenceCookie } from '../theme/color-scheme';

/**
 * Whether Umm al-Qura Hijri dates stand beside the Gregorian ones (shared/format/hijri): kept in a
 * cookie like the digits, and, for a signed-in reader, on their account too (`save`). The page is
 * rendered again with the choice, as a change of digits is: one way of writing dates per page.
 */
export function HijriChoice({ id = 'hijri', save }: { id?: string; save?: (hijri: boolean) => Promise<void> }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const current = showsHijri(language);

  const choose = async (next: boolean) => {
    if (next === current) return;
    setBusy(true);
    try {
      await save?.(next);
      writePreferenceCookie(HIJRI_COOKIE, next ? 'on' : 'off');
      window.location.reload();
    } catch {
      notify('error', t('hijri.saveFailed'));
      setBusy(false);
    }
  };

  return (
    <FormGroup>
      <FormControlLabel
        sx={{ marginInlineStart: 0, justifyContent: 'space-between', gap: 2 }}
        labelPlacement="start"
        disabled={busy}
        label={<Typography sx={{ fontWeight: 700 }}>{t('hijri.label')}</Typography>}
        control={<Switch id={id} checked={current} onChange={(event) => void choose(event.target.checked)} />}
      />
      <Typography variant="body2" color="text.secondary">
        {t('hijri.help')}
      </Typography>
    </FormGroup>
  );
}
