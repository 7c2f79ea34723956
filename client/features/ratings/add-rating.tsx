import RateReviewIcon from '@mui/icons-material/RateReview';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hasRole } from '../../../shared/types/user';
import { useAppSelector, useSessionUser } from '../../hooks';
import { paths, RETURN_TO_PARAM } from '../../paths';

// The dialog, Formik and the review schema load when the button is first used.
const RatingDialog = lazy(() => import('./rating-dialog'));

/**
 * 'Add Your Review' for a signed-in client; a visitor is asked to log in (and comes back here);
 * a signed-in account without a client record (staff) is told that reviews come from clients.
 */
export function AddRating({ serviceId, serviceTitle }: { serviceId: number; serviceTitle: string }) {
  const { t } = useTranslation('public');
  const user = useSessionUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const expiredCount = useAppSelector((state) => state.session.expiredCount);
  useEffect(() => setOpen(false), [expiredCount]);

  if (!user) {
    return (
      <Box sx={{ textAlign: { sm: 'end' } }}>
        <Button component={Link} to={`${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(pathname)}`} variant="outlined" startIcon={<RateReviewIcon />}>
          {t('review.login')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('review.loginPrompt')}
        </Typography>
      </Box>
    );
  }
  if (!user.client || !hasRole(user, 'Client')) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('review.clientOnly')}
      </Typography>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        startIcon={<RateReviewIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('serviceDetail.addReview')}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <RatingDialog open={open} onClose={() => setOpen(false)} serviceId={serviceId} serviceTitle={serviceTitle} />
        </Suspense>
      )}
    </>
  );
}
