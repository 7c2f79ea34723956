import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContent } from '../content';

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/** Phone, e-mail, WhatsApp and hours, as the home page's contact section shows them beside the form. */
export function ContactChannels() {
  const { t } = useTranslation('public');
  const content = useSiteContent();
  return (
    <Stack spacing={3}>
      <Channel icon={<PhoneIcon />} title={t('contact.channels.phone.title')}>
        <MuiLink href={content.phoneHref}>
          <bdi dir="ltr">{content.phone}</bdi>
        </MuiLink>
      </Channel>
      <Channel icon={<EmailIcon />} title={t('contact.channels.email.title')}>
        <MuiLink href={content.emailHref} sx={{ overflowWrap: 'anywhere' }}>
          {content.email}
        </MuiLink>
      </Channel>
      <Channel icon={<WhatsAppIcon />} title={t('contact.channels.whatsapp.title')}>
        <MuiLink href={content.whatsappHref} target="_blank" rel="noopener noreferrer">
          {t('contact.channels.whatsapp.action')}
        </MuiLink>
      </Channel>
      <Channel icon={<ScheduleIcon />} title={t('contact.hoursTitle')}>
        <Typography color="text.secondary">{content.hours.open}</Typography>
        <Typography color="text.secondary">{content.hours.closed}</Typography>
      </Channel>
    </Stack>
  );
}
