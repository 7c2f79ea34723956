import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../components/section-heading';
import { SECTION_SCROLL_MARGIN } from '../../lib/scroll-to-section';
import { ContactChannels, DeferredContactForm } from '../contact';
import { StaticSection } from '../../components/static-section';
import { useSiteContent } from '../content';

/** Spec 2.3: the contact section (anchor contact) with the form of spec 5.1. */
export function ContactSection() {
  const { t } = useTranslation('public');
  const content = useSiteContent();
  return (
    <StaticSection id="home-contact" deps={[content]}>
      {() => (
        <Box
          component="section"
          id="contact"
          aria-labelledby="contact-title"
          sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', ...SECTION_SCROLL_MARGIN }}
        >
          <Container maxWidth="lg">
            <SectionHeading id="contact-title" overline={t('home.contact.overline')} title={t('home.contact.title')} subtitle={t('home.contact.subtitle')} />
            <Grid container spacing={{ xs: 5, md: 6 }}>
              <Grid size={{ xs: 12, md: 4 }}>
                <ContactChannels />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <DeferredContactForm />
              </Grid>
            </Grid>
          </Container>
        </Box>
      )}
    </StaticSection>
  );
}
