import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobChecklistEntry } from '../../../shared/types/job-progress';
import { useLanguage } from '../../lib/use-language';

interface JobChecklistProps {
  items: readonly JobChecklistEntry[];
  /** Without it the ticks are only shown. Resolves true when the tick was saved. */
  onTick?: (item: JobChecklistEntry, ticked: boolean) => Promise<boolean>;
}

/** The service's checklist on this job: big tap targets on a phone, each item in the page's language. */
export function JobChecklist({ items, onTick }: JobChecklistProps) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const headingId = useId();
  // A tap shows at once; the box goes back if the provider refused it. Once the job's data agrees, the
  // provider's state is shown again.
  const [pending, setPending] = useState<Record<number, boolean>>({});
  useEffect(() => {
    setPending((current) => {
      const left = Object.fromEntries(Object.entries(current).filter(([id, ticked]) => items.find((item) => item.id === Number(id))?.ticked !== ticked));
      return Object.keys(left).length === Object.keys(current).length ? current : left;
    });
  }, [items]);
  const tick = async (item: JobChecklistEntry, ticked: boolean) => {
    if (!onTick) return;
    setPending((current) => ({ ...current, [item.id]: ticked }));
    if (!(await onTick(item, ticked))) {
      setPending(({ [item.id]: _dropped, ...rest }) => rest);
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        {t('work.checklist')}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('work.noChecklist')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <FormControlLabel
                sx={{ minHeight: 44, marginInlineEnd: 0 }}
                control={<Checkbox checked={pending[item.id] ?? item.ticked} disabled={!onTick} onChange={(_event, checked) => void tick(item, checked)} />}
                label={<bdi>{language === 'ar' ? item.labelAr : item.labelEn}</bdi>}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
