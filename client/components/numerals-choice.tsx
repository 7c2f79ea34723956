import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styleOf } from '../../shared/format/format';
import { NUMERAL_SYSTEMS, NUMERALS_COOKIE, toNumerals, type Numerals } from '../../shared/format/numerals';
import { notify } from '../lib/notify';
import { writePreferenceCookie } from '../theme/color-scheme';

const SAMPLES: Record<Numerals, string> = { arab: '(١٢٣)', latn: '(123)' };

/**
 * The reader's digits for Arabic pages (shared/format/numerals): kept in a cookie like the theme,
 * and, for a signed-in reader, on their account too (`save`), so their PDFs follow. The page is
 * rendered again in the new digits, as a change of language is: one numeral system per page.
 */
export function NumeralsChoice({
  id = 'numerals',
  save,
  dense = false,
}: {
  /** A fixed id, not useId: the footer's HTML is reused across pages (server/render/section-cache.ts). */
  id?: string;
  save?: (numerals: Numerals) => Promise<void>;
  dense?: boolean;
}) {
  const { t } = useTranslation('common');
  const labelId = `${id}-label`;
  const [busy, setBusy] = useState(false);
  const current = styleOf('ar').numerals;
  const group = useRef<HTMLDivElement>(null);

  const choose = async (value: string) => {
    const next = toNumerals(value);
    if (!next || next === current) return;
    setBusy(true);
    try {
      await save?.(next);
      writePreferenceCookie(NUMERALS_COOKIE, next);
      window.location.reload();
    } catch {
      notify('error', t('numerals.saveFailed'));
      setBusy(false);
    }
  };

  // A choice clicked before this part of the page was interactive (the footer hydrates when first
  // touched, its code still loading): the browser checked the radio and nobody heard of it. Taken up
  // once mounted, so the click is not lost (issue 32 item 8).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: later clicks come through onChange
  useEffect(() => {
    const clicked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (clicked && clicked !== current) void choose(clicked);
  }, []);

  return (
    <FormControl disabled={busy}>
      <FormLabel id={labelId} sx={{ fontWeight: 700, color: 'text.primary', ...(dense && { fontSize: 14 }) }}>
        {t('numerals.label')}
      </FormLabel>
      {!dense && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('numerals.help')}
        </Typography>
      )}
      <RadioGroup ref={group} row={dense} aria-labelledby={labelId} name="numerals" value={current} onChange={(event) => void choose(event.target.value)}>
        {NUMERAL_SYSTEMS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio size={dense ? 'small' : 'medium'} />}
            label={t(`numerals.${value}`, { sample: SAMPLES[value] })}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
