import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../../shared/constants';
import { fileSize, UPLOAD_ACCEPT } from '../../../lib/upload-checks';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber } from '../../../lib/format';

/** Files by drag and drop or by the file picker (spec 5.8); what to do with them is the caller's. */
export function FileDropZone({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const maxSize = fileSize(UPLOAD_MAX_BYTES, language);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={onDrop}
      data-testid="file-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 3,
        p: 3,
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadOutlinedIcon aria-hidden color={over ? 'primary' : 'action'} sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('services.files.drop')}</Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('services.files.hint', { max: formatNumber(UPLOAD_MAX_FILES, language), size: `${maxSize.value} ${t(`services.files.units.${maxSize.unit}`)}` })}
      </Typography>
      <Button variant="outlined" onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={hintId}>
        {t('services.files.choose')}
      </Button>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={UPLOAD_ACCEPT}
        hidden
        aria-label={t('services.files.choose')}
        data-testid="service-files-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // The same file can be picked again after being removed.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
