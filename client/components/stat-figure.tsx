import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A big figure with its caption, e.g. "500+ / Projects delivered". */
export function StatFigure({ value, label, inverted = false }: { value: string; label: string; inverted?: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', px: 1 }}>
      <Typography component="p" sx={{ fontSize: { xs: 30, md: 40 }, fontWeight: 800, lineHeight: 1.1, color: inverted ? 'inherit' : 'primary.main' }}>
        <bdi>{value}</bdi>
      </Typography>
      <Typography component="p" sx={{ mt: 0.5, fontWeight: 600, opacity: inverted ? 0.9 : 1, color: inverted ? 'inherit' : 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}
