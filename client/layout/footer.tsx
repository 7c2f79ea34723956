import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import ScheduleIcon from '@mui/icons-material/Schedule';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths';
import { Link } from 'react-router';
import { useSiteContent } from '../features/content';
import { FOOTER_LINKS } from './top-bar/nav-items';
import { Brand } from './top-bar/brand';
import { StaticSection } from '../components/static-section';
import { NumeralsChoice } from '../components/numerals-choice';
import { useLanguage } from '../lib/use-language';
import { useSessionUser } from '../hooks';

const linkSx = {
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 0.5,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** A footer link: a router link for a path of the site, a plain anchor otherwise (tel:, mailto:, '#'). */
function FooterLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return to.startsWith('/') ? (
    <Box component={Link} to={to} sx={linkSx}>
      {children}
    </Box>
  ) : (
    <Box component="a" href={to} aria-label={label} sx={linkSx}>
      {children}
    </Box>
  );
}

/** Spec 2.4: description, contact, quick links, social links, hours, credits, year, legal links. */
export function Footer() {
  const { t } = useTranslation();
  const content = useSiteContent();
  const year = new Date().getFullYear();
  // Visitors of an Arabic page choose their digits here; a signed-in reader on their profile.
  const language = useLanguage();
  const signedIn = Boolean(useSessionUser());
  const offerNumerals = language === 'ar' && !signedIn;
  // A network without a link ('#', the placeholder) has no icon: a link to nowhere is a broken link (issue 32 item 25).
  const social = (
    [
      { key: 'facebook', href: content.social.facebook, Icon: FacebookIcon },
      { key: 'twitter', href: content.social.twitter, Icon: XIcon },
      { key: 'instagram', href: content.social.instagram, Icon: InstagramIcon },
      { key: 'linkedin', href: content.social.linkedin, Icon: LinkedInIcon },
    ] as const
  ).filter(({ href }) => href.startsWith('https://'));
  return (
    <StaticSection id="footer" deps={[content, year, offerNumerals]}>
      {() => (
        <Box component="footer" sx={{ pt: 6, pb: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
          <Container maxWidth="lg">
            <Grid container spacing={4}>
              <Grid size={{ xs: 12, md: 4 }}>
                <Brand />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2, lineHeight: 1.8 }}>
                  {t('footer.description')}
                </Typography>
                {social.length > 0 && (
                  <>
                    <Typography variant="subtitle2" component="h2" sx={{ mt: 3, mb: 1 }}>
                      {t('footer.followTitle')}
                    </Typography>
                    <Stack direction="row" spacing={1}>
                      {social.map(({ key, href, Icon }) => (
                        <IconButton key={key} component="a" href={href} aria-label={t(`footer.${key}`)} size="small" color="primary">
                          <Icon fontSize="small" />
                        </IconButton>
                      ))}
                    </Stack>
                  </>
                )}
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {t('footer.quickLinksTitle')}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, color: 'text.secondary', typography: 'body2' }}>
                  {FOOTER_LINKS.map((item) => (
                    <li key={item.to}>
                      <FooterLink to={item.to}>{t(item.labelKey)}</FooterLink>
                    </li>
                  ))}
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {t('footer.contactTitle')}
                </Typography>
                <Stack spacing={1.2} sx={{ color: 'text.secondary', typography: 'body2' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PhoneIcon fontSize="small" aria-hidden />
                    <FooterLink to={content.phoneHref} label={`${t('footer.phoneLabel')}: ${content.phone}`}>
                      <bdi dir="ltr">{content.phone}</bdi>
                    </FooterLink>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <EmailIcon fontSize="small" aria-hidden />
                    <FooterLink to={content.emailHref}>{content.email}</FooterLink>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <PlaceIcon fontSize="small" aria-hidden />
                    <Typography variant="body2">{t('footer.country')}</Typography>
                  </Stack>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                  {t('footer.hoursTitle')}
                </Typography>
                <Stack spacing={1} sx={{ color: 'text.secondary' }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                    <ScheduleIcon fontSize="small" aria-hidden sx={{ mt: 0.3 }} />
                    <Typography variant="body2">{content.hours.open}</Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ paddingInlineStart: 3.5 }}>
                    {content.hours.closed}
                  </Typography>
                </Stack>
              </Grid>
            </Grid>
            <Box sx={{ my: 3, borderTop: 1, borderColor: 'divider' }} />
            {content.legal.name && (
              // The company's legal identity, as the E-Commerce Law asks a shop's site to show it.
              <Typography variant="body2" color="text.secondary" component="p" sx={{ mb: 2, lineHeight: 1.9 }} data-legal-identity>
                <Box component="span" sx={{ fontWeight: 700, color: 'text.primary' }}>
                  {content.legal.name}
                </Box>
                {content.legal.crNumber && (
                  <>
                    {' · '}
                    {t('footer.crNumber')}: <bdi dir="ltr">{content.legal.crNumber}</bdi>
                  </>
                )}
                {content.legal.vatNumber && (
                  <>
                    {' · '}
                    {t('footer.vatNumber')}: <bdi dir="ltr">{content.legal.vatNumber}</bdi>
                  </>
                )}
                {content.legal.nationalAddress && (
                  <>
                    {' · '}
                    {t('footer.nationalAddress')}: <bdi>{content.legal.nationalAddress}</bdi>
                  </>
                )}
              </Typography>
            )}
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, color: 'text.secondary' }}
            >
              <Typography variant="body2">{t('footer.copyright', { year })}</Typography>
              <Typography variant="body2">{t('footer.developedBy')}</Typography>
              {offerNumerals && <NumeralsChoice id="footer-numerals" dense />}
              <Stack direction="row" spacing={2} sx={{ typography: 'body2' }}>
                <FooterLink to={paths.privacy}>{t('footer.privacy')}</FooterLink>
                <FooterLink to={paths.terms}>{t('footer.terms')}</FooterLink>
              </Stack>
            </Stack>
          </Container>
        </Box>
      )}
    </StaticSection>
  );
}

export default Footer;
