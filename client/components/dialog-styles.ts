import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Large dialogs fill a phone's screen (what MUI's fullScreen does), by CSS alone: no media-query
 * hook, so server and browser render the same markup.
 */
export const fullScreenOnPhones: SxProps<Theme> = (theme) => ({
  '& .MuiDialog-paper': {
    [theme.breakpoints.down('sm')]: { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 },
  },
});
