import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/stars';
import { toLanguage } from '../../i18n/create-i18n';
import { formatDate } from '../../lib/format';
import type { RatingView } from './rating-view';
import { VerifiedMark } from './verified-mark';

/** One rating as a quote: comment, stars, client (or 'Client'), service (or 'Service') and date. */
export function RatingCard({ rating, compact = false }: { rating: RatingView; compact?: boolean }) {
  const { t, i18n } = useTranslation('public');
  const date = formatDate(rating.createdAt, toLanguage(i18n.language));
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        width: '100%',
        p: compact ? 3 : { xs: 3, md: 5 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        gap: compact ? 1.5 : 2,
      }}
    >
      <FormatQuoteIcon
        aria-hidden
        sx={{ fontSize: compact ? 32 : 44, color: 'secondary.main', transform: 'scaleX(-1)', '[dir="rtl"] &': { transform: 'none' } }}
      />
      {rating.comment && (
        <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
          {/* Written by clients in either language: dir="auto" keeps an English review's punctuation right on an Arabic page. */}
          <Typography dir="auto" sx={{ fontSize: compact ? 16 : { xs: 17, md: 20 }, lineHeight: 1.8, textAlign: 'start' }}>
            {rating.comment}
          </Typography>
        </Box>
      )}
      <Stars value={rating.stars} />
      <Box component="figcaption">
        <Typography sx={{ fontWeight: 700, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <bdi>{rating.clientName ?? t('home.testimonials.clientFallback')}</bdi>
          {rating.verified && <VerifiedMark />}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{rating.serviceTitle ?? t('home.testimonials.serviceFallback')}</bdi>
          {date.ok && (
            <>
              {' · '}
              <time dateTime={rating.createdAt}>{date.text}</time>
            </>
          )}
        </Typography>
      </Box>
    </Box>
  );
}
