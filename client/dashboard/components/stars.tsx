import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '../../../shared/constants';

/** Five stars, `value` of them filled, read out as 'N out of 5 stars'. */
export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  const { t } = useTranslation('dashboard');
  const filled = Math.round(value);
  return (
    <Box role="img" aria-label={t('ratings.starsLabel', { value, max: RATING_MAX })} sx={{ display: 'inline-flex', color: 'warning.main', lineHeight: 0 }}>
      {Array.from({ length: RATING_MAX }, (_, index) =>
        index < filled ? (
          <StarIcon key={index} aria-hidden sx={{ fontSize: size }} />
        ) : (
          <StarBorderIcon key={index} aria-hidden sx={{ fontSize: size, color: 'text.disabled' }} />
        ),
      )}
    </Box>
  );
}
