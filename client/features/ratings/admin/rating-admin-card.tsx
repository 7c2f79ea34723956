import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '../../../../shared/constants';
import type { Rating } from '../../../../shared/types/rating';
import { Stars } from '../../../components/stars';
import { localized } from '../../../lib/text';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { VerifiedMark } from '../verified-mark';

export interface RatingAdminCardProps {
  rating: Rating;
  /** This card shows its delete button (the one hovered or focused; spec: one card at a time). */
  active: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
  onDelete: () => void;
}

/** A rating (spec 2.14): stars and value/5, the comment clamped to 3 lines, service, client, client ID, date. */
export function RatingAdminCard({ rating, active, onActivate, onDeactivate, onDelete }: RatingAdminCardProps) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const serviceTitle = localized(format.language, rating.serviceTitle, rating.serviceArabicTitle);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`rating-${rating.id}-label`}
      data-rating={rating.id}
      data-active={active ? 'true' : undefined}
      onMouseEnter={onActivate}
      onMouseLeave={onDeactivate}
      onFocus={onActivate}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onDeactivate();
      }}
      sx={{ borderRadius: 3, position: 'relative', height: '100%', transition: 'box-shadow 150ms', boxShadow: active ? 3 : 0 }}
    >
      <CardContent sx={{ display: 'grid', gap: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 5 }}>
          <Stars value={rating.value} size={20} outlined />
          <Typography id={`rating-${rating.id}-label`} sx={{ fontWeight: 800 }}>
            {t('ratings.valueOutOf', { value: format.number(rating.value), max: format.number(RATING_MAX) })}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          dir={rating.comment ? 'auto' : undefined}
          title={rating.comment}
          sx={{
            textAlign: 'start',
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '4.3em',
            color: rating.comment ? 'text.primary' : 'text.secondary',
            fontStyle: rating.comment ? 'normal' : 'italic',
          }}
        >
          {rating.comment || t('ratings.noComment')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25, fontSize: 13 }}>
          {serviceTitle && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('ratings.service')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                <bdi>{serviceTitle}</bdi>
              </Typography>
            </>
          )}
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('ratings.client')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <bdi>{rating.clientName || t('ratings.clientFallback')}</bdi>
            {rating.verified && <VerifiedMark />}
          </Typography>
          {rating.clientId ? (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t('ratings.clientId')}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {format.number(rating.clientId)}
              </Typography>
            </>
          ) : null}
          <Typography component="dt" variant="body2" color="text.secondary">
            {t('ratings.date')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <time dateTime={rating.createdAt}>{format.date(rating.createdAt)}</time>
          </Typography>
        </Box>
      </CardContent>
      {/* A verified review (after a completed booking) is a record: kept, never deleted. */}
      {!rating.verified && (
        <Tooltip title={t('ratings.delete')}>
          <IconButton
            color="error"
            onClick={onDelete}
            aria-label={t('ratings.deleteLabel', { client: rating.clientName || t('ratings.clientFallback'), service: serviceTitle })}
            sx={{
              position: 'absolute',
              top: 8,
              insetInlineEnd: 8,
              bgcolor: 'background.paper',
              opacity: active ? 1 : 0,
              transition: 'opacity 120ms',
              '&:focus-visible': { opacity: 1 },
              // Touch screens have no hover: there the button is always shown.
              '@media (hover: none)': { opacity: 1 },
            }}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      )}
    </Card>
  );
}
