import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from '../lib/list-params';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  /** The search in effect (from the address). */
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  id?: string;
}

/**
 * A list's search box: what is typed is applied after a short pause (a server search per key would
 * be wasted work), at once on Enter, and cleared with one button.
 */
export function SearchField({ value, onSearch, label, placeholder, id }: SearchFieldProps) {
  const { t } = useTranslation('dashboard');
  const [text, setText] = useState(value);
  const applied = useRef(value);

  // The address changed from elsewhere (back button, global search): show what is in effect.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === applied.current) return undefined;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const applyNow = (next: string) => {
    applied.current = next.trim();
    onSearch(next.trim());
  };

  return (
    <TextField
      id={id}
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          applyNow(text);
        }
      }}
      // 360 px wide whether its parent lays it out in a row or not: a hint such as 'Client, gateway reference or
      // invoice number' was cut at 280.
      sx={{ width: { xs: '100%', sm: 360 }, maxWidth: '100%', minWidth: { sm: 240 }, flex: { xs: '1 1 100%', sm: '0 1 360px' } }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label={t('common.clearSearch')}
                onClick={() => {
                  setText('');
                  applyNow('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
