import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showsHijri } from '../../shared/format/format';
import { HIJRI_COOKIE } from '../../shared/format/hijri-choice';
import { useLanguage } from '../lib/use-language';
import { notify } from '../lib/notify';
import { writePreferenceCookie } from '../theme/color-scheme';

/**
 * Whether Umm al-Qura Hijri dates stand beside the Gregorian ones (shared/format/hijri): kept in a
 * cookie like the digits, and, for a signed-in reader, on their account too (`save`). The page is
 * rendered again with the choice, as a change of digits is: one way of writing dates per page.
 * Radios as the digits' choice (numerals-choice.tsx): the same controls, already loaded.
 */
export function HijriChoice({ id = 'hijri', save }: { id?: string; save?: (hijri: boolean) => Promise<void> }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const labelId = `${id}-label`;
  const [busy, setBusy] = useState(false);
  const current = showsHijri(language) ? 'on' : 'off';

  const choose = async (value: string) => {
    if ((value !== 'on' && value !== 'off') || value === current) return;
    setBusy(true);
    try {
      await save?.(value === 'on');
      writePreferenceCookie(HIJRI_COOKIE, value);
      window.location.reload();
    } catch {
      notify('error', t('hijri.saveFailed'));
      setBusy(false);
    }
  };

  return (
    <FormControl disabled={busy}>
      <FormLabel id={labelId} sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t('hijri.label')}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('hijri.help')}
      </Typography>
      <RadioGroup aria-labelledby={labelId} name="hijri" value={current} onChange={(event) => void choose(event.target.value)}>
        <FormControlLabel value="on" control={<Radio />} label={t('hijri.on')} />
        <FormControlLabel value="off" control={<Radio />} label={t('hijri.off')} />
      </RadioGroup>
    </FormControl>
  );
}
