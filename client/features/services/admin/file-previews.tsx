import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fileSize } from '../../../lib/upload-checks';
import { useLanguage } from '../../../lib/use-language';

export interface PreviewItem {
  key: string;
  name: string;
  size: number;
  /** An image to show (object URL or stored file); absent for documents. */
  imageSrc?: string;
  /** A stored file marked for removal on save. */
  removed?: boolean;
}

/** Thumbnails of stored and newly picked files, each removable (stored ones can be kept again). */
export function FilePreviews({
  items,
  onRemove,
  onRestore,
  label,
}: {
  items: PreviewItem[];
  onRemove: (key: string) => void;
  onRestore?: (key: string) => void;
  label: string;
}) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  if (items.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))' }}
    >
      {items.map((item) => {
        const size = fileSize(item.size, language);
        return (
          <Box
            component="li"
            key={item.key}
            data-file={item.name}
            data-removed={item.removed ? 'true' : undefined}
            sx={{ position: 'relative', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', opacity: item.removed ? 0.45 : 1 }}
          >
            <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
              {item.imageSrc ? (
                <Box component="img" src={item.imageSrc} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <InsertDriveFileOutlinedIcon aria-hidden color="action" sx={{ fontSize: 36 }} />
              )}
            </Box>
            <Box sx={{ p: 1 }}>
              <Typography
                variant="caption"
                component="p"
                noWrap
                title={item.name}
                sx={{ fontWeight: 600, textDecoration: item.removed ? 'line-through' : 'none' }}
              >
                <bdi>{item.name}</bdi>
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {item.removed ? t('services.files.willBeRemoved') : `${size.value} ${t(`services.files.units.${size.unit}`)}`}
              </Typography>
            </Box>
            {item.removed && onRestore ? (
              <Tooltip title={t('services.files.keep')}>
                <IconButton
                  size="small"
                  onClick={() => onRestore(item.key)}
                  aria-label={t('services.files.keepLabel', { name: item.name })}
                  sx={{ position: 'absolute', top: 4, insetInlineEnd: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                >
                  <UndoIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title={t('services.files.remove')}>
                <IconButton
                  size="small"
                  onClick={() => onRemove(item.key)}
                  aria-label={t('services.files.removeLabel', { name: item.name })}
                  sx={{ position: 'absolute', top: 4, insetInlineEnd: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
