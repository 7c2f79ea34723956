import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikTextField, useMessageText } from './formik-text-field';

export interface LinesEditorProps<V> {
  formik: FormikProps<V>;
  /** Formik path of a string array ("details", "hero.ar.headlines"). */
  name: string;
  label: string;
  maxLines: number;
  maxLength: number;
  arabic?: boolean;
}

/** An editable list of one-line texts (service details, hero headlines); blank lines are dropped on save. */
export function LinesEditor<V>({ formik, name, label, maxLines, maxLength, arabic = false }: LinesEditorProps<V>) {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const lines = (getIn(formik.values, name) as string[] | undefined) ?? [];
  const listError: unknown = getIn(formik.errors, name);
  const setLines = (next: string[]) => void formik.setFieldValue(name, next);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} lang={arabic ? 'ar' : undefined}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {lines.map((_line, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <FormikTextField
              formik={formik}
              name={`${name}.${index}`}
              size="small"
              label={t('lines.line', { n: index + 1 })}
              slotProps={{ htmlInput: { maxLength, ...(arabic ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr', lang: 'en' }) } }}
            />
            <IconButton
              aria-label={t('lines.remove', { n: index + 1, list: label })}
              onClick={() => setLines(lines.length > 1 ? lines.filter((_, i) => i !== index) : [''])}
              sx={{ mt: 0.25 }}
            >
              <RemoveCircleOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Box>
      {typeof listError === 'string' && (formik.submitCount > 0 || getIn(formik.touched, name)) && (
        <FormHelperText error>{messageText(listError)}</FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => setLines([...lines, ''])}
        disabled={lines.length >= maxLines}
        sx={{ mt: 1 }}
        aria-label={t('lines.addTo', { list: label })}
      >
        {t('lines.add')}
      </Button>
    </Box>
  );
}
