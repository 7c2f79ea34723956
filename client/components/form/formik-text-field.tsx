import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { getIn, type FormikProps } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { styleOf } from '../../../shared/format/format';
import { latinNumberText, numberText, readerNumberText, standsFor, typedNumberValue } from './typed-number';

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

/** The error to show for a Formik path: once touched or after a submit, as a text. */
function useFieldError<V>(formik: FormikProps<V>, name: string): string | undefined {
  const messageText = useMessageText();
  const touched = Boolean(getIn(formik.touched, name)) || formik.submitCount > 0;
  return touched ? messageText(getIn(formik.errors, name)) : undefined;
}

/**
 * A TextField bound to a Formik path, showing its error once touched or after a submit. With
 * `type="number"` it is a text field that reads and writes the page's digits (Arabic-Indic on an
 * Arabic page unless the reader chose Latin) and gives the form a number, as the browser's number
 * input cannot.
 */
export function FormikTextField<V>(props: FormikTextFieldProps<V>) {
  return props.type === 'number' ? <FormikNumberField {...props} /> : <FormikPlainTextField {...props} />;
}

function FormikPlainTextField<V>({ formik, name, helperText, ...props }: FormikTextFieldProps<V>) {
  const error = useFieldError(formik, name);
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

function FormikNumberField<V>({ formik, name, helperText, type: _number, slotProps, ...props }: FormikTextFieldProps<V>) {
  const { i18n } = useTranslation();
  const error = useFieldError(formik, name);
  const value: unknown = getIn(formik.values, name);
  const [typed, setTyped] = useState(() => numberText(value));
  // What is being typed ("12.") while it still stands for the form's value; else the value set elsewhere.
  const latin = standsFor(typed, value) ? typed : numberText(value);
  const numerals = styleOf(i18n.language === 'ar' ? 'ar' : 'en').numerals;
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  const whole = htmlInput.step === 1 || htmlInput.inputMode === 'numeric';
  return (
    <TextField
      fullWidth
      {...props}
      type="text"
      name={name}
      value={readerNumberText(latin, numerals)}
      onChange={(event) => {
        const next = latinNumberText(event.target.value);
        setTyped(next);
        void formik.setFieldValue(name, typedNumberValue(next));
      }}
      onBlur={formik.handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...htmlInput, inputMode: whole ? 'numeric' : 'decimal' } }}
    />
  );
}
