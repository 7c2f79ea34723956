import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../lib/scroll-to-section';
import { SectionHeading } from '../../components/section-heading';
import { toLanguage } from '../../i18n/create-i18n';
import { formatNumber } from '../../lib/format';

const STEPS = ['consultation', 'planning', 'execution', 'followUp'] as const;

/** Spec 2.6: initial consultation, detailed planning, professional execution, post-delivery follow-up. */
export function HowWeWork() {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  return (
    <Box component="section" aria-labelledby="how-we-work-title" sx={{ py: { xs: 8, md: 11 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <SectionHeading id="how-we-work-title" overline={t('services.howWeWork.overline')} title={t('services.howWeWork.title')} />
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, index) => (
            <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Box sx={{ height: '100%', p: 3, borderRadius: 3, border: 1, borderColor: 'divider' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 800,
                    fontSize: 20,
                    bgcolor: 'secondary.main',
                    color: 'secondary.contrastText',
                    mb: 2,
                  }}
                >
                  {formatNumber(index + 1, language)}
                </Box>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                  <Box component="span" sx={visuallyHidden}>
                    {t('services.howWeWork.step', { number: index + 1 })}:{' '}
                  </Box>
                  {t(`services.howWeWork.steps.${step}.title`)}
                </Typography>
                <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                  {t(`services.howWeWork.steps.${step}.text`)}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
