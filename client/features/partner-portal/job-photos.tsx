import AddAPhotoIcon from '@mui/icons-material/AddAPhoto';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../shared/format/format';
import type { JobPhoto } from '../../../shared/types/job-progress';
import { fileSrc } from '../../lib/file-src';
import { useLanguage } from '../../lib/use-language';

interface JobPhotosProps {
  photos: readonly JobPhoto[];
  /** Without it the photos are only shown. */
  onAdd?: (files: File[]) => Promise<void>;
}

/** The job's photos as a grid of thumbnails, and (while under way) the camera button that adds more. */
export function JobPhotos({ photos, onAdd }: JobPhotosProps) {
  const { t } = useTranslation('portal');
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('work.photos')}
      </Typography>
      {photos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('work.noPhotos')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <Box
                component="img"
                src={fileSrc(photo.fileUrl)}
                alt={t('work.photoAlt', { number: formatInteger(index + 1, language) })}
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'action.hover' }}
              />
            </li>
          ))}
        </Box>
      )}
      {onAdd && (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('work.photosHint')}
          </Typography>
          {/* capture: the phone opens its camera; multiple: or picks several from the gallery. */}
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            hidden
            data-testid="job-photo-input"
            onChange={async (event) => {
              const files = Array.from(event.currentTarget.files ?? []);
              event.currentTarget.value = '';
              if (files.length === 0) return;
              setBusy(true);
              try {
                await onAdd(files);
              } finally {
                setBusy(false);
              }
            }}
          />
          <Button
            variant="outlined"
            startIcon={<AddAPhotoIcon />}
            onClick={() => input.current?.click()}
            disabled={busy}
            fullWidth
            sx={{ mt: 1, minHeight: 48 }}
          >
            {busy ? t('work.uploading') : t('work.takePhotos')}
          </Button>
        </>
      )}
    </Box>
  );
}
