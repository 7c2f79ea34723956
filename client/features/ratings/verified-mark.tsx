import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** "Verified client": the rating was made after a completed booking of the service (ratings from before verification show nothing). */
export function VerifiedMark() {
  const { t } = useTranslation('common');
  return (
    <Box
      component="span"
      title={t('verifiedClient.hint')}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'success.main', fontSize: 13, fontWeight: 700, whiteSpace: 'nowrap' }}
    >
      <VerifiedIcon aria-hidden sx={{ fontSize: 16 }} />
      {t('verifiedClient.label')}
    </Box>
  );
}
