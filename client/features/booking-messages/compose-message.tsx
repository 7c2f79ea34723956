import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTheme } from '@mui/material/styles';
import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BOOKING_MESSAGE_ACCEPT,
  BOOKING_MESSAGE_MAX_LENGTH,
  bookingMessageSchema,
  type BookingMessageValues,
} from '../../../shared/validation/booking-message';
import { FormField } from '../../components/form/form-field';
import { SubmitButton } from '../../components/submit-button';
import { apiErrorText, isSessionExpiry, serverSuccessText } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useSendBookingMessageMutation } from './booking-messages-api';
import { triageMessageFiles } from './message-files';

/** A new message: its text (Formik with the shared schema) and up to five photos or PDFs, checked before they are sent. */
export function ComposeMessage({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation(['account', 'common']);
  const rtl = useTheme().direction === 'rtl';
  const [send] = useSendBookingMessageMutation();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const id = `booking-${bookingId}-message`;

  const formik = useFormik<BookingMessageValues>({
    initialValues: { body: '' },
    validationSchema: bookingMessageSchema,
    async onSubmit(values, helpers) {
      const body = values.body.trim();
      if (body === '' && files.length === 0) {
        helpers.setErrors({ body: 'validation:messageEmpty' });
        return;
      }
      try {
        const answer = await send({ bookingId, body, files }).unwrap();
        helpers.resetForm();
        setFiles([]);
        setProblems([]);
        notify('success', serverSuccessText(answer.message, t, 'bookingMessages.sent'));
      } catch (error) {
        const { fieldErrors, other } = serverFieldErrors(error, ['body', 'files'] as const);
        if (fieldErrors.body) helpers.setErrors({ body: fieldErrors.body });
        if (fieldErrors.files || other.length > 0) setProblems([...(fieldErrors.files ? [fieldErrors.files] : []), ...other]);
        if (!isSessionExpiry(error)) notify('error', apiErrorText(error, t, 'bookingMessages.sendFailed'));
      }
    },
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, rejected } = triageMessageFiles(picked, files.length);
    setFiles((current) => [...current, ...accepted]);
    setProblems(rejected.map(({ file, problem }) => t(`bookingMessages.fileProblems.${problem}`, { name: file.name })));
  };

  const error = formik.touched.body || formik.submitCount > 0 ? formik.errors.body : undefined;
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={t('bookingMessages.composeForm')} sx={{ display: 'grid', gap: 1.5 }}>
      <FormField
        id={id}
        label={t('bookingMessages.compose')}
        field={{ name: 'body', value: formik.values.body, onChange: formik.handleChange, onBlur: formik.handleBlur }}
        error={error}
        multiline
        minRows={2}
        maxLength={BOOKING_MESSAGE_MAX_LENGTH}
        dir="auto"
        helperText={t('bookingMessages.composeHint')}
      />
      {files.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="picked-files">
          {files.map((file, index) => (
            <Chip
              key={`${file.name}-${file.size}-${file.lastModified}`}
              label={<bdi>{file.name}</bdi>}
              onDelete={() => setFiles((current) => current.filter((_, i) => i !== index))}
              deleteIcon={<CancelIcon titleAccess={t('bookingMessages.removeFile', { name: file.name })} />}
              sx={{ maxWidth: 240 }}
            />
          ))}
        </Box>
      )}
      {problems.length > 0 && (
        <Alert severity="warning" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {problems.join('\n')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon />}>
          {t('bookingMessages.attach')}
          <input type="file" hidden multiple accept={BOOKING_MESSAGE_ACCEPT} onChange={pick} data-testid="message-files" />
        </Button>
        <SubmitButton
          variant="contained"
          disabled={formik.isSubmitting}
          // The paper plane points the way the page reads.
          endIcon={<SendIcon sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
        >
          {formik.isSubmitting ? t('bookingMessages.sending') : t('bookingMessages.send')}
        </SubmitButton>
      </Box>
    </Box>
  );
}
