import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A spinner with its text for screen readers (spec: "Loading: a spinner"). */
export function LoadingView({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress aria-hidden size={40} />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}

/** A failed load: the error text, and optionally a way on (a link or a retry button). */
export function ErrorView({ title, message, action }: { title?: string; message: string; action?: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 5,
        px: 3,
        borderRadius: 3,
        border: 1,
        borderColor: 'error.main',
        bgcolor: 'background.paper',
      }}
    >
      <ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 40 }} />
      {title && (
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      <Typography color="text.secondary">{message}</Typography>
      {action}
    </Box>
  );
}

/** Nothing to show yet: the spec's empty texts ('No services found', 'No partners found', ...). */
export function EmptyView({ message, detail, action, icon }: { message: string; detail?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        py: 6,
        px: 3,
        borderRadius: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
      }}
    >
      {icon ?? <InfoOutlinedIcon aria-hidden color="action" sx={{ fontSize: 40 }} />}
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {message}
      </Typography>
      {detail && <Typography color="text.secondary">{detail}</Typography>}
      {action}
    </Box>
  );
}
