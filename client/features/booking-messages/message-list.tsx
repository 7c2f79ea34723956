import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingMessage, BookingMessageAttachment } from '../../../shared/types/booking-message';
import { dashboardDate } from '../../lib/dates';
import { fileSrc } from '../../lib/file-src';
import { isImageFile } from '../../lib/image-file';
import { useLanguage } from '../../lib/use-language';

function Attachment({ file }: { file: BookingMessageAttachment }) {
  const { t } = useTranslation('account');
  const src = fileSrc(file.fileUrl);
  if (isImageFile(file)) {
    return (
      <Box
        component="a"
        href={src}
        target="_blank"
        rel="noopener"
        aria-label={t('bookingMessages.openFile', { name: file.fileName })}
        sx={{ display: 'inline-block', borderRadius: 1.5, overflow: 'hidden', border: 1, borderColor: 'divider', lineHeight: 0 }}
      >
        <Box
          component="img"
          src={src}
          alt={t('bookingMessages.photo', { name: file.fileName })}
          loading="lazy"
          sx={{ width: 144, height: 108, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
        />
      </Box>
    );
  }
  return (
    <Button
      component="a"
      href={src}
      target="_blank"
      rel="noopener"
      size="small"
      variant="outlined"
      startIcon={<PictureAsPdfOutlinedIcon />}
      aria-label={t('bookingMessages.openFile', { name: file.fileName })}
      sx={{ maxWidth: 260, justifyContent: 'flex-start', textTransform: 'none' }}
    >
      <Box component="bdi" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {file.fileName}
      </Box>
    </Button>
  );
}

/**
 * The thread, oldest first: the reader's own messages on the end side, the others' on the start
 * side, each with who wrote it (and on which side), when, the text and the files; a line marks where
 * the messages the reader had not read yet begin.
 */
export function MessageList({ messages, firstUnreadId }: { messages: BookingMessage[]; firstUnreadId: number | null }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }} aria-label={t('bookingMessages.title')}>
      {messages.map((message) => {
        const when = dashboardDate(message.createdAt, language, 'dateTime');
        const role = t(`bookingMessages.roles.${message.authorRole}`, { defaultValue: t(`bookingMessages.sides.${message.side}`) });
        return (
          <Fragment key={message.id}>
            {message.id === firstUnreadId && (
              <Box component="li" aria-hidden>
                <Divider sx={{ color: 'primary.main', fontSize: 12, fontWeight: 700, '&::before, &::after': { borderColor: 'primary.main' } }}>
                  {t('bookingMessages.newMessages')}
                </Divider>
              </Box>
            )}
            <Box
              component="li"
              data-testid="booking-message"
              data-mine={message.mine ? 'true' : 'false'}
              sx={{ alignSelf: message.mine ? 'flex-end' : 'flex-start', maxWidth: { xs: '92%', sm: '80%' } }}
            >
              <Box
                sx={(theme) => ({
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: message.mine ? 'primary.main' : 'divider',
                  bgcolor: message.mine ? 'rgba(15, 110, 99, 0.08)' : 'background.paper',
                  ...theme.applyStyles('dark', { bgcolor: message.mine ? 'rgba(79, 184, 168, 0.12)' : 'background.paper' }),
                })}
              >
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 0.5 }}>
                  <Box component="bdi" sx={{ fontWeight: 700, color: 'text.primary' }}>
                    {message.mine ? t('bookingMessages.you') : message.authorName}
                  </Box>
                  {' · '}
                  {role}
                  {' · '}
                  <time dateTime={message.createdAt}>{when.ok ? when.text : ''}</time>
                </Typography>
                {message.body && (
                  <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', textAlign: 'start' }}>
                    {message.body}
                  </Typography>
                )}
                {message.attachments.length > 0 && (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: message.body ? 1 : 0 }}>
                    {message.attachments.map((file) => (
                      <Attachment key={file.id} file={file} />
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
          </Fragment>
        );
      })}
    </Box>
  );
}
