import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobChecklistEntry } from '../../../shared/types/job-progress';
import { useLanguage } from '../../lib/use-language';

interface JobChecklistProps {
  items: readonly JobChecklistEntry[];
  /** Without it the ticks are only shown. */
  onTick?: (item: JobChecklistEntry, ticked: boolean) => void;
  busy?: boolean;
}

/** The service's checklist on this job: big tap targets on a phone, each item in the page's language. */
export function JobChecklist({ items, onTick, busy = false }: JobChecklistProps) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const headingId = useId();
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
                control={<Checkbox checked={item.ticked} disabled={!onTick || busy} onChange={(_event, checked) => onTick?.(item, checked)} />}
                label={<bdi>{language === 'ar' ? item.labelAr : item.labelEn}</bdi>}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
