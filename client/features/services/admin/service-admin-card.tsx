import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import UnarchiveOutlinedIcon from '@mui/icons-material/UnarchiveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ChecklistIcon from '@mui/icons-material/Checklist';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SERVICE_CARD_DETAILS } from '../../../../shared/constants';
import type { Service } from '../../../../shared/types/service';
import { fileSrc } from '../../../lib/file-src';
import { isImageFile } from '../../../lib/image-file';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';

const clamp = (lines: number) => ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

function DetailList({ details, lang }: { details: string[]; lang: 'en' | 'ar' }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  if (details.length === 0) return null;
  const shown = details.slice(0, SERVICE_CARD_DETAILS);
  return (
    <Box
      component="ul"
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      sx={{ m: 0, mt: 0.5, paddingInlineStart: 2.5, textAlign: 'start', color: 'text.secondary', fontSize: 13 }}
    >
      {shown.map((detail, index) => (
        <li key={index}>{detail}</li>
      ))}
      {details.length > shown.length && (
        // In the page's language inside a list that may be in the other one: isolated, it keeps its own direction.
        <li style={{ listStyle: 'none' }} dir="auto">
          {t('services.card.moreDetails', { n: format.number(details.length - shown.length) })}
        </li>
      )}
    </Box>
  );
}

/** A service in the dashboard grid (spec 2.14): first picture, unit, both languages, details, duration and price. */
export function ServiceCard({
  service,
  onEdit,
  onArchive,
  onRestore,
  onChecklist,
}: {
  service: Service;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
  /** The job checklist partners tick on site (issue 27). */
  onChecklist?: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const image = service.files.find((file) => isImageFile(file));
  const others = service.files.length - (image ? 1 : 0);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`service-${service.id}-title`}
      sx={{ borderRadius: 3, display: 'flex', flexDirection: 'column', height: '100%' }}
      data-service={service.id}
    >
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
        {image ? (
          <Box
            component="img"
            src={fileSrc(image.fileUrl)}
            alt=""
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
            <PhotoLibraryOutlinedIcon sx={{ fontSize: 44 }} />
          </Box>
        )}
        <Chip
          label={t(`services.units.${service.durationUnit}`)}
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: 10, insetInlineStart: 10, fontWeight: 700 }}
        />
        {service.files.length > 0 && (
          <Chip
            icon={<InsertDriveFileOutlinedIcon />}
            label={t('services.card.files', { n: format.number(service.files.length) })}
            size="small"
            sx={{ position: 'absolute', top: 10, insetInlineEnd: 10, bgcolor: 'background.paper' }}
            title={others > 0 ? t('services.card.documents', { n: format.number(others) }) : undefined}
          />
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        <Box lang="en" dir="ltr" sx={{ textAlign: 'start' }}>
          <Typography id={`service-${service.id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 800, ...clamp(2) }}>
            {service.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={clamp(2)}>
            {service.description}
          </Typography>
          <DetailList details={service.details} lang="en" />
        </Box>
        <Divider />
        <Box lang="ar" dir="rtl" sx={{ textAlign: 'start' }}>
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 800, ...clamp(2) }}>
            {service.arabicTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={clamp(2)}>
            {service.arabicDescription}
          </Typography>
          <DetailList details={service.arabicDetails} lang="ar" />
        </Box>
      </CardContent>
      <Box sx={{ px: 2, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('services.card.duration', {
            min: format.number(service.durationMin),
            max: format.number(service.durationMax),
            unit: t(`services.units.${service.durationUnit}`),
          })}
        </Typography>
        <Typography sx={{ fontWeight: 800, color: 'primary.main' }}>
          <bdi>{format.money(service.price)}</bdi>
        </Typography>
      </Box>
      <CardActions sx={{ px: 2, pb: 2, pt: 1.5, gap: 1 }}>
        {service.archivedAt ? (
          <>
            <Chip size="small" color="warning" variant="outlined" label={t('archive.archived')} />
            <Button
              size="small"
              startIcon={<UnarchiveOutlinedIcon />}
              onClick={onRestore}
              aria-label={t('services.card.restoreLabel', { title: service.title })}
            >
              {t('archive.restore')}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              onClick={onEdit}
              aria-label={t('services.card.editLabel', { title: service.title })}
            >
              {t('common.edit')}
            </Button>
            {onChecklist && (
              <Button size="small" startIcon={<ChecklistIcon />} onClick={onChecklist} aria-label={t('services.checklist.openLabel', { title: service.title })}>
                {t('services.checklist.open')}
              </Button>
            )}
            <Button
              size="small"
              color="warning"
              startIcon={<ArchiveOutlinedIcon />}
              onClick={onArchive}
              aria-label={t('services.card.archiveLabel', { title: service.title })}
            >
              {t('archive.action')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}
