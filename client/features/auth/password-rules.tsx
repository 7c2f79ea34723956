import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { passwordRuleChecks } from '../../../shared/validation/rules';

export interface PasswordRulesProps {
  id: string;
  password: string;
}

/**
 * The password rules of spec 5.2, ticked off as the user types. The list is the field's description
 * (aria-describedby), and each item says in words whether it is met, not only by its icon.
 */
export function PasswordRules({ id, password }: PasswordRulesProps) {
  const { t } = useTranslation(['account', 'validation']);
  return (
    <Box id={id} sx={{ mt: -1 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t('passwordRules.title')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}>
        {passwordRuleChecks(password).map(({ message, met }) => (
          <Box
            component="li"
            key={message}
            sx={{
              display: 'flex',
              alignItems: 'flex-start',
              gap: 1,
              color: met ? 'success.main' : 'text.secondary',
              fontSize: 14,
              '& > svg': { mt: '3px', flexShrink: 0 },
            }}
          >
            {met ? <CheckCircleIcon fontSize="inherit" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="inherit" aria-hidden />}
            <span>
              {t(message)}
              <Box component="span" sx={visuallyHidden}>
                {` (${met ? t('passwordRules.met') : t('passwordRules.notMet')})`}
              </Box>
            </span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

// Pixel strings: in sx a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
