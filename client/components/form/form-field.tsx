import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, FocusEvent, HTMLInputTypeAttribute } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Light form fields: FormControl, label, outlined input and helper text, without TextField (which
 * pulls in Select, Menu, Popover and Modal). Selects are native <select>s: small, accessible, and
 * the platform's own picker on phones.
 */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface FormFieldProps {
  id: string;
  label: string;
  field: FieldBinding;
  /** A validation message key ("validation:nameRequired") or a text from the server. */
  error?: string | undefined;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  maxLength?: number;
  dir?: 'ltr' | 'rtl' | 'auto';
  helperText?: string;
}

/** Shared schemas carry message keys; the server sends texts already in the visitor's language. */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: string | undefined) => (error ? (error.startsWith('validation:') ? t(error) : error) : undefined);
}

export function FormField({ id, label, field, error, type = 'text', autoComplete, required, multiline, minRows, maxLength, dir, helperText }: FormFieldProps) {
  const errorText = useErrorText()(error);
  const describedBy = errorText || helperText ? `${id}-helper` : undefined;
  return (
    <FormControl fullWidth required={required} error={Boolean(errorText)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        type={type}
        autoComplete={autoComplete}
        multiline={multiline}
        minRows={minRows}
        {...field}
        inputProps={{ 'aria-describedby': describedBy, 'aria-invalid': Boolean(errorText), maxLength, dir }}
        // The autosizing textarea measures itself in the browser; this keeps its height in the server HTML.
        sx={multiline && minRows ? { '& textarea:not([aria-hidden])': { minHeight: `${minRows * 1.4375}em` } } : undefined}
      />
      {(errorText || helperText) && <FormHelperText id={describedBy}>{errorText ?? helperText}</FormHelperText>}
    </FormControl>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  field: FieldBinding;
  options: Array<{ value: string; label: string }>;
  error?: string | undefined;
}

export function SelectField({ id, label, field, options, error }: SelectFieldProps) {
  const errorText = useErrorText()(error);
  return (
    <FormControl fullWidth error={Boolean(errorText)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect input={<OutlinedInput label={label} notched />} {...field} inputProps={{ id, 'aria-describedby': errorText ? `${id}-helper` : undefined }}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {errorText && <FormHelperText id={`${id}-helper`}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
