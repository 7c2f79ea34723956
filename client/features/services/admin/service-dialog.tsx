import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY, DURATION_UNITS, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '../../../../shared/constants';
import type { Service } from '../../../../shared/types/service';
import { SERVICE_LIMITS, serviceSchema } from '../../../../shared/validation/service';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { fullScreenOnPhones } from '../../../components/dialog-styles';
import { FormikTextField } from '../../../components/form/formik-text-field';
import { LinesEditor } from '../../../components/form/lines-editor';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { serviceErrorTexts } from './service-error-texts';
import { fileSrc } from '../../../lib/file-src';
import { isImageFile } from '../../../lib/image-file';
import { fileSize, refusedUploads, triageFiles, type FileProblem } from '../../../lib/upload-checks';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber } from '../../../lib/format';
import { FaqEditor } from './faq-editor';
import { FileDropZone } from './file-drop-zone';
import { FilePreviews, type PreviewItem } from './file-previews';
import type { ServiceFormFields } from './service-form-data';
import { serviceFormValues } from './service-form-values';
import { useSaveServiceMutation } from './services-admin-api';

interface PickedFile {
  key: string;
  file: File;
  previewUrl?: string;
}

let pickCounter = 0;

/**
 * Add or edit a service (spec 5.8 with maximum ≥ minimum): both languages, durations, price,
 * detail lines, and files by drag and drop with previews, checked before upload and sent with a
 * progress bar. Stored files can be removed; a failed save says why and keeps everything.
 */
export function ServiceDialog({ service, onClose }: { service: Service | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const language = useLanguage();
  const editing = service !== null;
  const [picked, setPicked] = useState<PickedFile[]>([]);
  const [removeIds, setRemoveIds] = useState<number[]>([]);
  const [rejected, setRejected] = useState<{ name: string; problem: FileProblem | 'count' }[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saveService] = useSaveServiceMutation();
  const pickedRef = useRef(picked);
  pickedRef.current = picked;

  // Object URLs of the previews are released when the dialog goes away.
  useEffect(() => () => pickedRef.current.forEach((p) => p.previewUrl && URL.revokeObjectURL(p.previewUrl)), []);

  const form = useFormik<ServiceFormFields>({
    initialValues: serviceFormValues(service),
    validationSchema: serviceSchema,
    async onSubmit(values, helpers) {
      setFailure(null);
      setProgress(0);
      try {
        await saveService({
          ...(service ? { id: service.id } : {}),
          values,
          files: picked.map((p) => p.file),
          removeFileIds: removeIds,
          onProgress: setProgress,
        }).unwrap();
        notify('success', editing ? t('services.toast.updated') : t('services.toast.created'));
        onClose();
      } catch (error) {
        setProgress(null);
        if (isSessionExpiry(error)) return;
        const refused = refusedUploads(error, picked);
        if (refused.length > 0) {
          // The provider looked inside and refused these: named in the list of files not added, once.
          setRejected(refused.map((p) => ({ name: p.file.name, problem: 'type' })));
          setPicked((current) => current.filter((p) => !refused.includes(p)));
          notify('error', t('services.files.someRefused', { n: refused.length }));
          return;
        }
        const message = apiErrorText(error, t, serviceErrorTexts(editing ? 'update' : 'create'));
        setFailure(message);
        notify('error', message);
        helpers.setErrors(serverFieldErrors(error, Object.keys(values) as (keyof ServiceFormFields)[]).fieldErrors as FormikErrors<ServiceFormFields>);
      }
    },
  });

  const addFiles = (files: File[]) => {
    const triage = triageFiles(files, picked.length);
    setRejected(triage.rejected.map(({ file, problem }) => ({ name: file.name, problem })));
    if (triage.rejected.length > 0) notify('error', t('services.files.someRefused', { n: triage.rejected.length }));
    setPicked((current) => [
      ...current,
      ...triage.accepted.map((file) => ({ key: `new-${++pickCounter}`, file, ...(isImageFile(file) ? { previewUrl: URL.createObjectURL(file) } : {}) })),
    ]);
  };

  const removePicked = (key: string) => {
    setPicked((current) => {
      const gone = current.find((p) => p.key === key);
      if (gone?.previewUrl) URL.revokeObjectURL(gone.previewUrl);
      return current.filter((p) => p.key !== key);
    });
  };

  const storedItems: PreviewItem[] = useMemo(
    () =>
      (service?.files ?? []).map((file) => ({
        key: `stored-${file.id}`,
        name: file.fileName,
        size: file.size,
        ...(isImageFile(file) ? { imageSrc: fileSrc(file.fileUrl) } : {}),
        removed: removeIds.includes(file.id),
      })),
    [service, removeIds],
  );
  const pickedItems: PreviewItem[] = picked.map((p) => ({
    key: p.key,
    name: p.file.name,
    size: p.file.size,
    ...(p.previewUrl ? { imageSrc: p.previewUrl } : {}),
  }));
  const submitting = form.isSubmitting;
  const storedId = (key: string) => Number(key.replace('stored-', ''));
  const maxSize = fileSize(UPLOAD_MAX_BYTES, language);
  const maxSizeText = `${maxSize.value} ${t(`services.files.units.${maxSize.unit}`)}`;

  return (
    <Dialog open onClose={submitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper" sx={fullScreenOnPhones}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId}>{editing ? t('services.form.editTitle') : t('services.form.addTitle')}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 3 }}>
          {failure && (
            <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }} lang="en">
              <FormikTextField
                formik={form}
                name="title"
                label={t('services.form.title')}
                required
                autoFocus
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
              <FormikTextField
                formik={form}
                name="description"
                label={t('services.form.description')}
                required
                multiline
                minRows={3}
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
              <FormikTextField
                formik={form}
                name="arabicTitle"
                label={t('services.form.arabicTitle')}
                required
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
              <FormikTextField
                formik={form}
                name="arabicDescription"
                label={t('services.form.arabicDescription')}
                required
                multiline
                minRows={3}
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' } }}>
            <FormikTextField
              formik={form}
              name="durationMin"
              type="number"
              label={t('services.form.durationMin')}
              required
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
            <FormikTextField
              formik={form}
              name="durationMax"
              type="number"
              label={t('services.form.durationMax')}
              required
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
            <FormikTextField formik={form} name="durationUnit" select label={t('services.form.durationUnit')} required>
              {DURATION_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {t(`services.units.${unit}`)}
                </MenuItem>
              ))}
            </FormikTextField>
            <FormikTextField
              formik={form}
              name="price"
              type="number"
              label={t('services.form.price')}
              required
              slotProps={{
                htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">{t('services.currency', { code: CURRENCY })}</InputAdornment> },
              }}
            />
          </Box>
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <LinesEditor
              formik={form}
              name="details"
              label={t('services.form.details')}
              maxLines={SERVICE_LIMITS.detailsMax}
              maxLength={SERVICE_LIMITS.detailMax}
            />
            <LinesEditor
              formik={form}
              name="arabicDetails"
              label={t('services.form.arabicDetails')}
              maxLines={SERVICE_LIMITS.detailsMax}
              maxLength={SERVICE_LIMITS.detailMax}
              arabic
            />
          </Box>
          <FaqEditor formik={form} />
          <Box component="section" aria-labelledby={`${titleId}-files`} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id={`${titleId}-files`} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {t('services.form.files')}
            </Typography>
            <FilePreviews
              label={t('services.files.stored')}
              items={storedItems}
              onRemove={(key) => setRemoveIds((ids) => [...ids, storedId(key)])}
              onRestore={(key) => setRemoveIds((ids) => ids.filter((id) => id !== storedId(key)))}
            />
            <FileDropZone onFiles={addFiles} disabled={submitting} />
            {rejected.length > 0 && (
              <Alert severity="warning" onClose={() => setRejected([])}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('services.files.refusedTitle')}
                </Typography>
                <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                  {rejected.map((item, index) => (
                    <li key={`${item.name}-${index}`}>
                      <bdi>{item.name}</bdi>:{' '}
                      {t(`services.files.problem.${item.problem}`, { size: maxSizeText, max: formatNumber(UPLOAD_MAX_FILES, language) })}
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
            <FilePreviews label={t('services.files.new')} items={pickedItems} onRemove={removePicked} />
          </Box>
        </DialogContent>
        {progress !== null && (
          <Box sx={{ px: 3, pt: 1.5 }} role="status" aria-live="polite">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {progress < 1 ? t('services.files.uploading', { percent: Math.round(progress * 100) }) : t('services.files.processing')}
            </Typography>
            <LinearProgress
              variant={progress < 1 ? 'determinate' : 'indeterminate'}
              value={Math.round(progress * 100)}
              aria-label={t('services.files.progressLabel')}
            />
          </Box>
        )}
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {editing ? t('services.form.update') : t('services.form.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
