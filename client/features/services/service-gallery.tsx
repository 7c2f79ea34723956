import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceFile } from '../../../shared/types/service';
import { wrapIndex } from '../../components/carousel/carousel-index';
import { toLanguage } from '../../i18n/create-i18n';
import { formatNumber } from '../../lib/format';
import { fileSrc } from '../../lib/file-src';

/**
 * Spec 2.7: the photo gallery with thumbnails and previous/next that wrap at both ends. Thumbnails
 * are links to the full pictures, so they work without JavaScript too.
 */
export function ServiceGallery({ images, title }: { images: ServiceFile[]; title: string }) {
  const { t, i18n } = useTranslation('public');
  const language = toLanguage(i18n.language);
  const rtl = useTheme().direction === 'rtl';
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  if (!current) return null;

  const go = (step: number) => setIndex((value) => wrapIndex(value + step, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === (rtl ? 'ArrowLeft' : 'ArrowRight') ? 1 : -1);
  };
  const position = (n: number) => ({ index: formatNumber(n + 1, language), count: formatNumber(count, language) });
  const PreviousIcon = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const NextIcon = rtl ? ChevronLeftIcon : ChevronRightIcon;

  return (
    <Box role="region" aria-label={t('serviceDetail.gallery.label', { title })} onKeyDown={onKeyDown}>
      <Box sx={{ position: 'relative', borderRadius: 3, overflow: 'hidden', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
        <Box
          component="img"
          src={fileSrc(current.fileUrl)}
          alt={t('serviceDetail.gallery.photoAlt', { title, ...position(index) })}
          width={1280}
          height={720}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
        {count > 1 && (
          <>
            <IconButton
              aria-label={t('serviceDetail.gallery.previous')}
              onClick={() => go(-1)}
              sx={{
                position: 'absolute',
                top: '50%',
                insetInlineStart: 12,
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
                boxShadow: 2,
              }}
            >
              <PreviousIcon />
            </IconButton>
            <IconButton
              aria-label={t('serviceDetail.gallery.next')}
              onClick={() => go(1)}
              sx={{
                position: 'absolute',
                top: '50%',
                insetInlineEnd: 12,
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
                boxShadow: 2,
              }}
            >
              <NextIcon />
            </IconButton>
          </>
        )}
      </Box>
      {count > 1 && (
        <>
          <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mt: 1, textAlign: 'center' }}>
            {t('serviceDetail.gallery.position', position(index))}
          </Typography>
          {/* The strip scrolls, so it clips on every side: its padding (8px) leaves room for the selected thumbnail's outline (3px + 2px offset). */}
          <Box component="ul" sx={{ listStyle: 'none', p: 1, m: 0, mt: 0.5, display: 'flex', gap: 1.5, overflowX: 'auto' }}>
            {images.map((image, i) => (
              <li key={image.id}>
                <Box
                  component="a"
                  href={fileSrc(image.fileUrl)}
                  aria-label={t('serviceDetail.gallery.thumbnail', position(i))}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setIndex(i);
                  }}
                  sx={{
                    display: 'block',
                    width: 96,
                    height: 64,
                    borderRadius: 2,
                    overflow: 'hidden',
                    outline: '3px solid',
                    outlineColor: i === index ? 'primary.main' : 'transparent',
                    outlineOffset: 2,
                    opacity: i === index ? 1 : 0.75,
                    '&:hover': { opacity: 1 },
                    '&:focus-visible': { outlineColor: 'secondary.main' },
                  }}
                >
                  <Box
                    component="img"
                    src={fileSrc(image.fileUrl)}
                    alt=""
                    loading="lazy"
                    width={96}
                    height={64}
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                </Box>
              </li>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
