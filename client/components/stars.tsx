import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '../../shared/constants';

export interface StarsProps {
  /** Filled stars, 0 to 5 (rounded). */
  value: number;
  size?: number;
  /** The dashboard's look: amber stars, the empty ones drawn as outlines. */
  outlined?: boolean;
}

/** Five stars with `value` of them filled, read by screen readers as "Rated 4 out of 5". */
export function Stars({ value, size = 18, outlined = false }: StarsProps) {
  const { t } = useTranslation('public');
  const filled = Math.min(RATING_MAX, Math.max(0, Math.round(value)));
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('stars.label', { value: filled, max: RATING_MAX })}
      sx={{ display: 'inline-flex', gap: outlined ? 0 : 0.25, color: outlined ? 'warning.main' : 'secondary.main', lineHeight: 0 }}
    >
      {Array.from({ length: RATING_MAX }, (_, index) =>
        index < filled ? (
          <StarIcon key={index} aria-hidden sx={{ fontSize: size }} />
        ) : outlined ? (
          <StarBorderIcon key={index} aria-hidden sx={{ fontSize: size, color: 'text.disabled' }} />
        ) : (
          <StarIcon key={index} aria-hidden sx={{ fontSize: size, color: 'action.disabled' }} />
        ),
      )}
    </Box>
  );
}
