import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '../../theme/app-theme-provider';
import { COLOR_SCHEME_ATTRIBUTE } from '../../theme/color-scheme';

const darkSelector = `[${COLOR_SCHEME_ATTRIBUTE}="dark"] &`;

/**
 * Both icons are rendered and CSS shows the right one, because the server may not know the system
 * preference: the markup is the same in both themes and hydration never mismatches.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setMode } = useColorScheme();
  const toggle = () => {
    const current = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
    const next = current === 'dark' ? 'light' : 'dark';
    setMode(next);
    document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, next);
  };
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={t('theme.toggle')} title={t('theme.toggle')} data-testid="theme-toggle">
      <DarkModeIcon sx={{ display: 'inline-block', [darkSelector]: { display: 'none' } }} />
      <LightModeIcon sx={{ display: 'none', [darkSelector]: { display: 'inline-block' } }} />
    </IconButton>
  );
}
