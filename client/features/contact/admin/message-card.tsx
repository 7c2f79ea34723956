import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { contactPriorityOf } from '../../../../shared/constants';
import type { ContactMessage } from '../../../../shared/types/contact-message';
import { ContactActions } from '../../../components/contact-actions';
import { ToneChip } from '../../../components/tone-chip';
import { priorityColor, type PriorityColor } from './priority';

const PRIORITY_BORDER: Record<PriorityColor, string> = { red: 'error.main', amber: 'warning.main', green: 'success.main' };
import { useDashboardFormat } from '../../../lib/use-dashboard-format';

/**
 * A contact message (spec 2.14): sender, e-mail, date, subject, priority coloured by section 9,
 * preferred method, phone and the whole text; reply by e-mail, call, WhatsApp and delete.
 */
export function MessageCard({ message, onDelete }: { message: ContactMessage; onDelete: () => void }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const priority = contactPriorityOf(message.priorite);
  const color = priorityColor(priority);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`message-${message.id}-subject`}
      data-message={message.id}
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column', borderInlineStartWidth: 4, borderInlineStartColor: PRIORITY_BORDER[color] }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <bdi>{message.name}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
              {message.email}
            </Typography>
          </Box>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            <time dateTime={message.date}>{format.date(message.date, 'dateTime')}</time>
          </Typography>
        </Box>
        <Typography id={`message-${message.id}-subject`} component="h2" variant="subtitle1" sx={{ fontWeight: 800 }}>
          <bdi>{message.subject}</bdi>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ToneChip tone={color} label={t('messages.priority', { value: t(`messages.priorities.${priority}`) })} data-priority={priority} />
          {message.preferedContactMethode && (
            <Chip size="small" variant="outlined" label={t('messages.method', { value: t(`messages.methods.${message.preferedContactMethode}`) })} />
          )}
          {message.phone && (
            <Chip
              size="small"
              variant="outlined"
              label={<span dir="ltr">{message.phone}</span>}
              aria-label={t('messages.phoneLabel', { phone: message.phone })}
            />
          )}
        </Box>
        <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', textAlign: 'start' }}>
          {message.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <ContactActions
          name={message.name}
          email={message.email}
          phone={message.phone}
          subject={message.subject}
          whatsapp={message.preferedContactMethode === 'whatsapp'}
        />
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          aria-label={t('messages.deleteLabel', { subject: message.subject, name: message.name })}
        >
          {t('common.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}
