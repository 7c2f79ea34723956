import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGES, type Language, type ThemePreference } from '../../../shared/constants';
import { notify } from '../../lib/notify';
import { useColorScheme } from '../../theme/app-theme-provider';
import { COLOR_SCHEME_ATTRIBUTE, writePreferenceCookie } from '../../theme/color-scheme';
import { useLanguage } from '../../lib/use-language';
import { HijriCard, NumeralsCard, useGetUserQuery } from '../../features/profile';
import { useSessionUser } from '../../hooks';
import { RetentionCard } from '../../features/privacy/admin';
import { NoticeEmailsCard } from './notice-emails-card';

const THEME_CHOICES: ThemePreference[] = ['light', 'dark', 'system'];

function applyTheme(preference: ThemePreference) {
  const resolved = preference === 'system' ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : preference;
  document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, resolved);
}

/** Spec 2.14's settings, made to work: the language (the page reloads in it, spec 4) and the theme. */
export default function SettingsPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const language = useLanguage();
  const { mode, setMode } = useColorScheme();
  // The admin's digits are kept on their account, as a client's are on the profile page.
  const sessionUser = useSessionUser();
  const { data: profile } = useGetUserQuery(sessionUser?.id ?? 0, { skip: !sessionUser });
  // The server cannot know a theme chosen as "system"; the choice shows once the browser knows it.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <FormControl>
          <FormLabel id="settings-language" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
            {t('settings.language')}
          </FormLabel>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('settings.languageHelp')}
          </Typography>
          <RadioGroup
            aria-labelledby="settings-language"
            name="language"
            value={language}
            onChange={(event) => {
              const next = event.target.value as Language;
              if (next === language) return;
              writePreferenceCookie(LANGUAGE_COOKIE, next);
              window.location.reload();
            }}
          >
            {LANGUAGES.map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={<span lang={value}>{t(`common:language.${value}`)}</span>} />
            ))}
          </RadioGroup>
        </FormControl>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
        <FormControl>
          <FormLabel id="settings-theme" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
            {t('settings.theme')}
          </FormLabel>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('settings.themeHelp')}
          </Typography>
          {mounted ? (
            <RadioGroup
              aria-labelledby="settings-theme"
              name="theme"
              value={mode ?? 'system'}
              onChange={(event) => {
                const next = event.target.value as ThemePreference;
                setMode(next);
                applyTheme(next);
                notify('success', t('settings.themeSaved', { theme: t(`settings.themes.${next}`) }));
              }}
            >
              {THEME_CHOICES.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`settings.themes.${value}`)} />
              ))}
            </RadioGroup>
          ) : (
            <Skeleton variant="rounded" height={120} width={220} />
          )}
        </FormControl>
      </Paper>
      {profile && <NumeralsCard user={profile} />}
      {profile && <HijriCard user={profile} />}
      <NoticeEmailsCard />
      <RetentionCard />
    </Box>
  );
}
