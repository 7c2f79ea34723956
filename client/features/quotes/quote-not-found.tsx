import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** 'Quote not found' (spec 2.12) with a way back: an unknown id and someone else's quote look the same. */
export function QuoteNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation('quotes');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, borderRadius: 3, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }} gutterBottom>
        {t('view.notFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('view.notFoundText')}
      </Typography>
      <Button component={Link} to={backTo} variant="contained" startIcon={<ArrowBackIcon sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}>
        {backLabel}
      </Button>
    </Paper>
  );
}
