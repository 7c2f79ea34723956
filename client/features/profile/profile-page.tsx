import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/page-title';
import { useSessionUser } from '../../hooks';
import { paths, RETURN_TO_PARAM } from '../../paths';
import { apiErrorText } from '../../lib/api-error-text';
import { MyBookings } from '../bookings';
import { MyInvoices } from '../invoices';
import { PaymentReturn, returningPaymentId } from '../payments';
import { PasswordCard } from './password-card';
import { PrivacyCard } from '../privacy';
import { ProfileDetailsCard } from './profile-details-card';
import { ProfileHeader } from './profile-header';
import { HijriCard } from './hijri-card';
import { NumeralsCard } from './numerals-card';
import { TaxIdentityCard } from './tax-identity-card';
import { BUSINESS_USER_TYPES } from '../../../shared/constants';
import { useGetUserQuery } from './profile-api';
import { useAreaTexts } from '../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../i18n/account-texts';

export { profileLoader as loader } from './profile-loader';

/**
 * /profile (spec 2.15): no guard (spec 2.1), so a visitor is told to log in; a signed-in user sees
 * their record from the provider (loaded with the page on the server), can edit it and change
 * their password, and a client follows their bookings.
 */
export default function ProfilePage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.profile'));
  const user = useSessionUser();
  const query = useGetUserQuery(user?.id ?? 0, { skip: !user });
  // Back from the gateway's payment page (issue 29): how the payment went, first.
  const returning = returningPaymentId(useSearchParams()[0]);

  if (!user) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
            {t('profile.myProfile')}
          </Typography>
          <Alert severity="info" sx={{ mb: 3 }}>
            {t('profile.notAuthenticated')}
          </Alert>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to={`${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(paths.profile)}`} variant="contained" size="large">
              {t('profile.login')}
            </Button>
            <Button component={RouterLink} to={paths.register} variant="outlined" size="large">
              {t('profile.register')}
            </Button>
          </Stack>
        </Paper>
      </Container>
    );
  }

  const profile = query.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={3}>
        <ProfileHeader profile={profile} sessionUser={user} />
        {returning !== null && <PaymentReturn paymentId={returning} />}
        {query.isLoading && (
          <Alert severity="info" role="status">
            {t('profile.loadingUser')}
          </Alert>
        )}
        {query.isFetching && !query.isLoading && (
          <Alert severity="info" role="status">
            {t('profile.fetchingDetails')}
          </Alert>
        )}
        {query.isError && !profile && (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('common:errors.tryAgain')}
              </Button>
            }
          >
            {apiErrorText(query.error, t, 'profile.loadFailed')}
          </Alert>
        )}
        {profile ? (
          <ProfileDetailsCard user={profile} />
        ) : (
          query.isLoading && (
            <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} aria-hidden>
              <Skeleton width="40%" height={32} />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} variant="rounded" height={56} />
                ))}
              </Box>
            </Paper>
          )
        )}
        {profile?.client && BUSINESS_USER_TYPES.includes(profile.typeUser) && <TaxIdentityCard user={profile} />}
        {profile && <NumeralsCard user={profile} />}
        {profile && <HijriCard user={profile} />}
        <PasswordCard userId={user.id} />
        <PrivacyCard />
        {user.client && <MyBookings />}
        {user.client && <MyInvoices />}
      </Stack>
    </Container>
  );
}
