import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '../../../shared/constants';
import { formatNumber } from '../../lib/format';
import { visuallyHidden } from '../../lib/scroll-to-section';

export interface StarPickerProps {
  id: string;
  name: string;
  legend: string;
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * A 1-5 star picker built on native radio buttons: Tab reaches it, the arrow keys change the
 * rating (as in any radio group, mirrored in Arabic by the browser), and screen readers announce
 * "3 stars, 3 of 5". The stars are the radios' labels.
 */
export function StarPicker({ id, name, legend, value, onChange, onBlur, error }: StarPickerProps) {
  const { t, i18n } = useTranslation('public');
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <Box component="fieldset" aria-describedby={error ? `${id}-error` : undefined} sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ fontWeight: 600, mb: 0.5, p: 0 }}>
        {legend}
      </Box>
      <Box sx={{ display: 'inline-flex', gap: 0.5 }} onMouseLeave={() => setHover(0)}>
        {Array.from({ length: RATING_MAX }, (_, i) => {
          const star = i + 1;
          const inputId = `${id}-${star}`;
          return (
            <Box key={star} sx={{ position: 'relative' }}>
              <Box
                component="input"
                type="radio"
                id={inputId}
                name={name}
                value={star}
                checked={value === star}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(star)}
                onBlur={onBlur}
                sx={{ ...visuallyHidden, '&:focus-visible + label': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
              />
              <Box
                component="label"
                htmlFor={inputId}
                onMouseEnter={() => setHover(star)}
                sx={{
                  display: 'inline-flex',
                  cursor: 'pointer',
                  borderRadius: 1,
                  color: star <= shown ? 'secondary.main' : 'text.disabled',
                  // The label itself takes the press and the release: a star's icon is swapped (filled or
                  // not) when the hover or a blur re-renders, and a press on an icon that is gone by the
                  // release makes no click (issue 32 item 2: after a failed submit, the blur of the
                  // focused first star re-rendered between the two, and clicks were lost).
                  '& svg': { fontSize: 36, pointerEvents: 'none' },
                }}
              >
                {star <= shown ? <StarIcon aria-hidden /> : <StarBorderIcon aria-hidden />}
                <Box component="span" sx={visuallyHidden}>
                  {t('review.star', { count: star, formatted: formatNumber(star, language) })}
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      {error && (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
