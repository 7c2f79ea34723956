import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps' | 'variant'> & {
  /** Id of more text describing the input (a rules list), announced with its helper text. */
  describedBy?: string;
};

/** A password input with a show/hide button; the text stays left-to-right in Arabic too. */
export function PasswordField({ describedBy, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('passwordField.hide') : t('passwordField.show');
  const helperTextId = props.helperText && props.id ? `${props.id}-helper-text` : undefined;
  const description = [helperTextId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { dir: 'ltr', spellCheck: false, autoCapitalize: 'none', 'aria-describedby': description },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={label}
                title={label}
                aria-pressed={visible}
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                // Keeps the caret in the field when the button is clicked with a mouse.
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
