import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** sm for the longer forms (register); xs for the rest, like the login page. */
  width?: 'xs' | 'sm';
  children: ReactNode;
}

/** The frame of the account screens (spec 2.13), the same as the login page's. */
export function AuthCard({ title, subtitle, width = 'xs', children }: AuthCardProps) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }} gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Paper>
    </Container>
  );
}
