import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Faq } from '../../../../shared/types/service';
import { SERVICE_LIMITS } from '../../../../shared/validation/service';
import { FormikTextField, useMessageText } from '../../../components/form/formik-text-field';
import { useLanguage } from '../../../lib/use-language';
import { formatNumber } from '../../../lib/format';
import type { ServiceFormFields } from './service-form-data';

const EMPTY_FAQ: Faq = { question: '', answer: '', arabicQuestion: '', arabicAnswer: '' };

/** The field of one side of an FAQ, in the language it is written in. */
function FaqField({
  formik,
  name,
  label,
  arabic,
  answer,
}: {
  formik: FormikProps<ServiceFormFields>;
  name: string;
  label: string;
  arabic: boolean;
  answer: boolean;
}) {
  return (
    <FormikTextField
      formik={formik}
      name={name}
      size="small"
      label={label}
      multiline={answer}
      minRows={answer ? 2 : undefined}
      slotProps={{
        htmlInput: {
          maxLength: answer ? SERVICE_LIMITS.faqAnswerMax : SERVICE_LIMITS.faqQuestionMax,
          ...(arabic ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr', lang: 'en' }),
        },
      }}
    />
  );
}

/**
 * The service's frequently asked questions on its form (issue 31): each a question and its answer in
 * English and in Arabic, side by side on a wide screen; a row added is filled in or removed.
 */
export function FaqEditor({ formik }: { formik: FormikProps<ServiceFormFields> }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const messageText = useMessageText();
  const faqs = formik.values.faqs;
  const listError: unknown = getIn(formik.errors, 'faqs');
  const setFaqs = (next: Faq[]) => void formik.setFieldValue('faqs', next);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t('services.form.faqs')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('services.form.faqsHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {faqs.map((_faq, index) => {
          const n = formatNumber(index + 1, language);
          return (
            <Box
              key={index}
              role="group"
              aria-label={t('services.form.faq', { n })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t('services.form.faq', { n })}
                </Typography>
                <IconButton aria-label={t('services.form.faqRemove', { n })} onClick={() => setFaqs(faqs.filter((_, i) => i !== index))} size="small">
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
                <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
                  <FaqField formik={formik} name={`faqs.${index}.question`} label={t('services.form.faqQuestion')} arabic={false} answer={false} />
                  <FaqField formik={formik} name={`faqs.${index}.answer`} label={t('services.form.faqAnswer')} arabic={false} answer />
                </Box>
                <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
                  <FaqField formik={formik} name={`faqs.${index}.arabicQuestion`} label={t('services.form.faqArabicQuestion')} arabic answer={false} />
                  <FaqField formik={formik} name={`faqs.${index}.arabicAnswer`} label={t('services.form.faqArabicAnswer')} arabic answer />
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
      {typeof listError === 'string' && formik.submitCount > 0 && <FormHelperText error>{messageText(listError)}</FormHelperText>}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setFaqs([...faqs, { ...EMPTY_FAQ }])}
        disabled={faqs.length >= SERVICE_LIMITS.faqsMax}
        sx={{ mt: 1 }}
      >
        {t('services.form.faqAdd')}
      </Button>
    </Box>
  );
}
