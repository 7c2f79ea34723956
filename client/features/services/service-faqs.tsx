import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import type { Faq } from '../../../shared/types/service';
import { faqStructuredData, localizeFaqs } from './service-faqs-data';

/**
 * A service's frequently asked questions (issue 31), in the first render so visitors without
 * JavaScript and search engines read them: native details/summary (they open without any script),
 * and the same questions as FAQPage structured data.
 */
export function ServiceFaqs({ faqs, language }: { faqs: readonly Faq[]; language: Language }) {
  const { t } = useTranslation('public');
  const shown = localizeFaqs(faqs, language);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="faqs-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Typography id="faqs-title" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3 }}>
          {t('serviceDetail.faqsTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {shown.map((faq, index) => (
            <Box
              key={index}
              component="details"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                bgcolor: 'background.paper',
                '&[open] summary svg': { transform: 'rotate(180deg)' },
              }}
            >
              <Box
                component="summary"
                sx={{
                  listStyle: 'none',
                  '&::-webkit-details-marker': { display: 'none' },
                  cursor: 'pointer',
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  p: 2,
                  fontWeight: 700,
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 2 },
                }}
              >
                {faq.question}
                <ExpandMoreIcon aria-hidden sx={{ flexShrink: 0, transition: 'transform 150ms' }} />
              </Box>
              <Typography color="text.secondary" sx={{ px: 2, pb: 2, whiteSpace: 'pre-line', lineHeight: 1.8 }}>
                {faq.answer}
              </Typography>
            </Box>
          ))}
        </Box>
      </Container>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped (faqStructuredData), never markup */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqStructuredData(shown, language) }} />
    </Box>
  );
}
