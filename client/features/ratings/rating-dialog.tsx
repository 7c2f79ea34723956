import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, ratingFormSchema } from '../../../shared/validation/rating';
import { FormField, useErrorText } from '../../components/form/form-field';
import { useFocusFirstError } from '../../components/form/use-focus-first-error';
import { useSessionUser } from '../../hooks';
import { apiErrorText } from '../../lib/api-error-text';
import { serverFieldErrors } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { useCreateRatingMutation } from './ratings-api';
import { StarPicker } from './star-picker';
import { useSubmissionKey } from '../../lib/submission';

interface RatingValues {
  value: number;
  comment: string;
}

const EMPTY: RatingValues = { value: 0, comment: '' };

export interface RatingDialogProps {
  open: boolean;
  onClose: () => void;
  serviceId: number;
  serviceTitle: string;
  /** The completed booking the review is of (verified reviews). */
  bookingId: number;
}

/**
 * 'Add Your Review' (spec 2.7, 5.5): a rating first ('Please select a rating'), then a non-blank
 * comment ('Please write a comment'). The provider takes the client from the session's token; the
 * payload still carries clientId as the spec describes. On success the form resets and closes.
 */
export default function RatingDialog({ open, onClose, serviceId, serviceTitle, bookingId }: RatingDialogProps) {
  const { t } = useTranslation('public');
  const errorText = useErrorText();
  const id = useId();
  const user = useSessionUser();
  const [createRating] = useCreateRatingMutation();
  const submission = useSubmissionKey();
  const [failure, setFailure] = useState<string | null>(null);

  const formik = useFormik<RatingValues>({
    initialValues: EMPTY,
    validationSchema: ratingFormSchema,
    async onSubmit(values, helpers) {
      setFailure(null);
      try {
        await createRating(
          submission.submit({ value: values.value, comment: values.comment.trim(), serviceId, bookingId, clientId: user?.client?.id ?? 0 }),
        ).unwrap();
        submission.renew();
        notify('success', t('review.success'));
        helpers.resetForm();
        onClose();
      } catch (error) {
        const { fieldErrors } = serverFieldErrors(error, ['value', 'comment'] as const);
        if (Object.keys(fieldErrors).length > 0) helpers.setErrors(fieldErrors);
        setFailure(apiErrorText(error, t, 'public:review.error'));
      }
    },
  });

  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, formik.submitCount, formik.isSubmitting);

  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    setFailure(null);
    onClose();
  };
  const shown = (field: keyof RatingValues) => (formik.touched[field] || formik.submitCount > 0 ? errorText(formik.errors[field]) : undefined);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`}>
      <Box ref={formRef} component="form" noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={`${id}-title`} sx={{ fontWeight: 800, paddingInlineEnd: 7 }}>
          {t('review.title')}
        </DialogTitle>
        <IconButton aria-label={t('review.close')} onClick={close} sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Stack spacing={3}>
            <Typography id={`${id}-intro`} color="text.secondary">
              {t('review.intro', { title: serviceTitle })}
            </Typography>
            <StarPicker
              id={`${id}-rating`}
              name="value"
              legend={t('review.ratingLabel')}
              value={formik.values.value}
              onChange={(value) => void formik.setFieldValue('value', value)}
              // Touched only: validating on this blur, with the values of before the click that caused it, raced the choice.
              onBlur={() => void formik.setFieldTouched('value', true, false)}
              error={shown('value')}
            />
            <FormField
              id={`${id}-comment`}
              label={t('review.commentLabel')}
              field={formik.getFieldProps('comment')}
              error={formik.touched.comment || formik.submitCount > 0 ? formik.errors.comment : undefined}
              multiline
              minRows={4}
              maxLength={COMMENT_MAX}
              required
            />
            {failure && (
              <Typography role="alert" color="error">
                {failure}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={close} disabled={formik.isSubmitting}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? t('review.submitting') : t('review.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
