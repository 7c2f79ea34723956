import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id?: string;
  overline?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'center' | 'start';
  /** The heading level in the page outline (h1 on a page hero, h2 for sections). */
  component?: 'h1' | 'h2';
}

export function SectionHeading({ id, overline, title, subtitle, align = 'center', component = 'h2' }: SectionHeadingProps) {
  return (
    <Box sx={{ textAlign: align, mb: { xs: 4, md: 6 }, maxWidth: align === 'center' ? 760 : undefined, mx: align === 'center' ? 'auto' : undefined }}>
      {overline && (
        <Typography
          component="p"
          variant="overline"
          sx={{ color: 'secondary.dark', fontWeight: 700, letterSpacing: 1.2, '[data-color-scheme="dark"] &': { color: 'secondary.main' } }}
        >
          {overline}
        </Typography>
      )}
      <Typography
        id={id}
        variant={component === 'h1' ? 'h3' : 'h4'}
        component={component}
        sx={{ fontWeight: 800, mb: subtitle ? 1.5 : 0, fontSize: component === 'h1' ? { xs: 32, md: 44 } : { xs: 26, md: 34 } }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ fontSize: { xs: 16, md: 18 }, lineHeight: 1.7 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}

/**
 * A filled button on a primary-coloured band: the page's paper colour with its text colour, which
 * keeps a strong contrast in both themes (gold with white text would not).
 */
export const BAND_BUTTON_SX = {
  bgcolor: 'background.paper',
  color: 'text.primary',
  '&:hover': { bgcolor: 'background.default' },
} as const;
