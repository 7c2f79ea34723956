import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import type { ServiceFile } from '../../../shared/types/service';
import { fileSrc } from '../../lib/file-src';

/** A service picture in a fixed 16:10 frame (no layout shift while it loads), or a quiet placeholder. */
export function ServiceImage({ file, alt, eager = false, ratio = '16 / 10' }: { file: ServiceFile | undefined; alt: string; eager?: boolean; ratio?: string }) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: ratio, overflow: 'hidden', bgcolor: 'action.hover' }}>
      {file ? (
        <Box
          component="img"
          src={fileSrc(file.fileUrl)}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          // An eager picture is the page's largest paint (the service page's first picture): React
          // preloads it in the head, and this puts it ahead of the scripts.
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          width={800}
          height={500}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Box aria-hidden sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
          <PhotoLibraryIcon sx={{ fontSize: 48 }} />
        </Box>
      )}
    </Box>
  );
}
