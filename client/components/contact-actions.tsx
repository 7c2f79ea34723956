import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { mailtoLink, phoneLink, whatsappLink } from '../lib/contact-links';

/**
 * E-mail, call and WhatsApp buttons for a person; the ones without a usable address are left out.
 * Each name starts with the button's visible text, as speech-input users say it.
 */
export function ContactActions({
  name,
  email,
  phone,
  subject,
  whatsapp = true,
}: {
  name: string;
  email?: string;
  phone?: string;
  subject?: string;
  whatsapp?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const tel = phoneLink(phone);
  const wa = whatsapp ? whatsappLink(phone) : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {email && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EmailOutlinedIcon />}
          href={mailtoLink(email, subject)}
          aria-label={subject ? t('contact.replyLabel', { name }) : t('contact.emailLabel', { name })}
        >
          {subject ? t('contact.reply') : t('contact.email')}
        </Button>
      )}
      {tel && (
        <Button size="small" variant="outlined" startIcon={<CallOutlinedIcon />} href={tel} aria-label={t('contact.callLabel', { name })}>
          {t('contact.call')}
        </Button>
      )}
      {wa && (
        <Button
          size="small"
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon />}
          href={wa}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('contact.whatsappLabel', { name })}
        >
          {t('contact.whatsapp')}
        </Button>
      )}
    </Stack>
  );
}
