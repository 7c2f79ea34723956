import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { useSessionUser } from '../../../hooks';
import { toLanguage } from '../../../i18n/create-i18n';
import { paths, RETURN_TO_PARAM } from '../../../paths';
import { apiErrorText } from '../../../lib/api-error-text';
import { useGetUserQuery } from '../../profile';
import { useGetServicesQuery } from '../../services';
import { findServiceById } from './wizard-services';
import { BookingWizard } from './booking-wizard';
import { useAreaTexts } from '../../../i18n/area-texts';
import { ACCOUNT_TEXTS } from '../../../i18n/account-texts';

export { bookingLoader as loader } from './booking-loaders';

/**
 * /booking and /booking/{serviceId} (spec 2.10): the wizard over the one service list, with the
 * chosen service filled in. It warns while the user's details load, and when the signed-in account
 * has no client record (only clients book).
 */
export default function BookingPage() {
  useAreaTexts(ACCOUNT_TEXTS);
  const { t, i18n } = useTranslation(['account', 'common']);
  usePageTitle(t('common:pages.booking'));
  const language = toLanguage(i18n.language);
  const { serviceId } = useParams();
  const user = useSessionUser();
  const services = useGetServicesQuery();
  const profile = useGetUserQuery(user?.id ?? 0, { skip: !user });
  const list = services.data ?? [];
  const wanted = serviceId ? findServiceById(list, serviceId) : undefined;
  const unknownService = Boolean(serviceId) && services.isSuccess && !wanted;
  const loginAgain = `${paths.login}?${RETURN_TO_PARAM}=${encodeURIComponent(serviceId ? paths.bookingFor(serviceId) : paths.booking)}`;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 40 } }} gutterBottom>
        {t('booking.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('booking.subtitle')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        {profile.isLoading && (
          <Alert severity="info" role="status">
            {t('booking.loadingUser')}
          </Alert>
        )}
        {!user?.client && (
          <Alert severity="error" role="alert">
            {t('booking.clientMissing')}{' '}
            <Link component={RouterLink} to={loginAgain} color="inherit" sx={{ fontWeight: 700 }}>
              {t('booking.loginAgain')}
            </Link>
          </Alert>
        )}
        {unknownService && <Alert severity="warning">{t('booking.unknownService', { id: serviceId })}</Alert>}
      </Stack>

      {services.isLoading ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('booking.loadingServices')}</Typography>
        </Box>
      ) : services.isError ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void services.refetch()}>
              {t('common:errors.tryAgain')}
            </Button>
          }
        >
          {apiErrorText(services.error, t, 'booking.servicesFailed')}
        </Alert>
      ) : list.length === 0 ? (
        <Alert severity="info">
          {t('booking.noServices')}{' '}
          <Link component={RouterLink} to={paths.contact} color="inherit" sx={{ fontWeight: 700 }}>
            {t('booking.contactUs')}
          </Link>
        </Alert>
      ) : user ? (
        <BookingWizard
          key={wanted?.id ?? 'none'}
          services={list}
          initialServiceId={wanted ? String(wanted.id) : ''}
          user={user}
          contact={profile.data}
          language={language}
        />
      ) : null}
    </Container>
  );
}
