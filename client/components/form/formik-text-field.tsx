import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';

/** A message key of a namespace ("validation:nameRequired", "finance:validation.valueMin"), not a text. */
const MESSAGE_KEY = /^[a-z]+:[A-Za-z0-9_.]+$/;

/** Shared schemas carry message keys ("validation:nameRequired"); the server sends texts already translated. */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: unknown): string | undefined => {
    if (typeof message !== 'string' || !message) return undefined;
    return MESSAGE_KEY.test(message) ? t(message) : message;
  };
}

export type FormikTextFieldProps<V> = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  formik: FormikProps<V>;
  /** A Formik path ("details.2", "hero.en.subtitle"). */
  name: string;
};

/** A TextField bound to a Formik path, showing its error once touched or after a submit. */
export function FormikTextField<V>({ formik, name, helperText, ...props }: FormikTextFieldProps<V>) {
  const messageText = useMessageText();
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  const error = touched ? messageText(getIn(formik.errors, name)) : undefined;
  const value: unknown = getIn(formik.values, name);
  return (
    <TextField
      fullWidth
      {...props}
      name={name}
      value={value ?? ''}
      onChange={formik.handleChange}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
