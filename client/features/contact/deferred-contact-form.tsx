import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { DeferredSection } from '../../components/deferred-section';
import { LoadingView } from '../../components/status-views';
import { deferred } from '../../lib/deferred';

// Formik, the shared Yup schema and the input components load when the form nears the viewport or
// is focused; the server's HTML of the form is on the page from the start.
const contactForm = deferred('contact-form', () => import('./contact-form'));

function FormPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: 480, display: 'grid', placeItems: 'center' }}>
      <LoadingView label={t('loading')} />
    </Box>
  );
}

const FORM_PLACEHOLDER = <FormPlaceholder />;

export function DeferredContactForm() {
  return <DeferredSection content={contactForm} fallback={FORM_PLACEHOLDER} />;
}
