import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '../../../shared/constants';
import { writePreferenceCookie } from '../../theme/color-scheme';

/** Persists the other language and reloads, so the server renders the page in it (spec section 4). */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  const nextName = t(`language.${next}`);
  return (
    <Button
      color="inherit"
      startIcon={<TranslateIcon />}
      lang={next}
      fullWidth={fullWidth}
      aria-label={t('language.toggle', { language: nextName })}
      onClick={() => {
        writePreferenceCookie(LANGUAGE_COOKIE, next);
        // A language in the address (?lang=) wins over the cookie on the server: switch it too.
        const url = new URL(window.location.href);
        if (url.searchParams.has(LANGUAGE_PARAM)) {
          url.searchParams.set(LANGUAGE_PARAM, next);
          window.location.replace(url.toString());
        } else {
          window.location.reload();
        }
      }}
    >
      {nextName}
    </Button>
  );
}
