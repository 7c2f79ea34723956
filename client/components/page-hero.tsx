import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The banner at the top of an inner page: overline, the page's h1 and a short description. */
export function PageHero({ overline, title, description, children }: { overline: string; title: string; description: string; children?: ReactNode }) {
  return (
    <Box
      component="header"
      sx={{
        mt: { xs: -10, md: -12 },
        pt: { xs: 15, md: 19 },
        pb: { xs: 7, md: 9 },
        background: 'linear-gradient(180deg, rgba(15, 110, 99, 0.10), transparent)',
        '[data-color-scheme="dark"] &': { background: 'linear-gradient(180deg, rgba(79, 184, 168, 0.12), transparent)' },
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 780 }}>
          <Typography
            component="p"
            variant="overline"
            sx={{ fontWeight: 700, letterSpacing: 1.2, color: 'secondary.dark', '[data-color-scheme="dark"] &': { color: 'secondary.main' } }}
          >
            {overline}
          </Typography>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: 32, md: 46 }, lineHeight: 1.2, mt: 1, mb: 2 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: { xs: 16, md: 19 }, lineHeight: 1.8 }}>
            {description}
          </Typography>
          {children}
        </Box>
      </Container>
    </Box>
  );
}
