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
import { useRatingEligibilityQuery } from './ratings-api';

// The dialog, Formik and the review schema load when the button is first used.
const RatingDialog = lazy(() => import('./rating-dialog'));

/**
 * 'Add Your Review' for a signed-in client with a completed booking of the service; a visitor is
 * asked to log in (and comes back here); a signed-in account without a client record (staff) is told
 * that reviews come from clients.
 */
export function AddRating({ serviceId, serviceTitle }: { serviceId: number; serviceTitle: string }) {
  const { t } = useTranslation('public');
  const user = useSessionUser();
  const { pathname } = useLocation();

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
  return <ClientRating serviceId={serviceId} serviceTitle={serviceTitle} />;
}

/**
 * Verified reviews: a client rates a service once per completed booking of it. Without one (or with
 * each already rated) the client is told why there is no button, and where to book.
 */
function ClientRating({ serviceId, serviceTitle }: { serviceId: number; serviceTitle: string }) {
  const { t } = useTranslation('public');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const expiredCount = useAppSelector((state) => state.session.expiredCount);
  useEffect(() => setOpen(false), [expiredCount]);
  const { data: eligibility, isError } = useRatingEligibilityQuery(serviceId);
  const bookingId = eligibility?.bookingIds[0];
  // While the dialog is open its booking stays the one it was opened for.
  const [openedFor, setOpenedFor] = useState<number | null>(null);

  if (isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('review.eligibilityError')}
      </Typography>
    );
  }
  if (eligibility && bookingId === undefined && !open) {
    return (
      <Box sx={{ textAlign: { sm: 'end' } }}>
        <Typography variant="body2" color="text.secondary">
          {eligibility.hasCompletedBooking ? t('review.allRated') : t('review.needsCompletedBooking')}
        </Typography>
        {!eligibility.hasCompletedBooking && (
          <Button component={Link} to={paths.bookingFor(serviceId)} size="small" sx={{ mt: 0.5 }}>
            {t('review.bookFirst')}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        startIcon={<RateReviewIcon />}
        aria-haspopup="dialog"
        disabled={bookingId === undefined}
        onClick={() => {
          if (bookingId === undefined) return;
          setOpenedFor(bookingId);
          setRequested(true);
          setOpen(true);
        }}
      >
        {t('serviceDetail.addReview')}
      </Button>
      {requested && openedFor !== null && (
        <Suspense fallback={null}>
          <RatingDialog open={open} onClose={() => setOpen(false)} serviceId={serviceId} serviceTitle={serviceTitle} bookingId={openedFor} />
        </Suspense>
      )}
    </>
  );
}
