import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An icon, a title and a short text: the feature, value and step cards of the public pages. */
export function FeatureCard({ icon, title, text, headingLevel = 'h3' }: { icon: ReactNode; title: string; text: string; headingLevel?: 'h3' | 'h4' }) {
  return (
    <Box
      sx={{
        height: '100%',
        p: 3,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'transform 200ms ease, box-shadow 200ms ease',
        '&:hover': { transform: 'translateY(-4px)', boxShadow: '0 12px 30px rgba(0, 0, 0, 0.08)' },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'inline-flex',
          p: 1.5,
          mb: 2,
          borderRadius: 2,
          color: 'primary.main',
          bgcolor: 'rgba(15, 110, 99, 0.1)',
          '[data-color-scheme="dark"] &': { bgcolor: 'rgba(79, 184, 168, 0.14)' },
          '& svg': { fontSize: 28 },
        }}
      >
        {icon}
      </Box>
      <Typography component={headingLevel} variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {text}
      </Typography>
    </Box>
  );
}
