import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../shared/constants';
import { toLanguage } from '../../i18n/create-i18n';
import { dayChoices, timeChoices } from './calendar-choices';
import { datePartChoices, dayOf, partsOf, type DateParts } from './date-parts';

/**
 * Date and time fields outside the booking form, the way it does them: an English page keeps the
 * browser's date and time inputs; an Arabic page gets native selects labelled in words and the page's
 * digits, because Chromium lays those inputs out in the browser's locale ("mm/dd/yyyy", "--:-- --")
 * whatever the page's language. Native selects: no picker library, the platform's own list on phones.
 */
export function usePickerLanguage(): { language: Language; localized: boolean } {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return { language, localized: language === 'ar' };
}

/** The <option>s of a day select: a placeholder, then `count` days from `first` (a chosen day outside them kept). */
export function dayOptions(first: string, count: number, language: Language, chosen: string, placeholder: string): ReactElement[] {
  return [
    <option key="" value="">
      {placeholder}
    </option>,
    ...dayChoices(first, count, language, chosen).map((day) => (
      <option key={day.value} value={day.value}>
        {day.label}
      </option>
    )),
  ];
}

/** The <option>s of a time select, every `stepMinutes` (a chosen time off the steps kept). */
export function timeOptions(stepMinutes: number, language: Language, chosen: string, placeholder?: string): ReactElement[] {
  return [
    ...(placeholder === undefined
      ? []
      : [
          <option key="" value="">
            {placeholder}
          </option>,
        ]),
    ...timeChoices(stepMinutes, language, chosen).map((time) => (
      <option key={time.value} value={time.value}>
        {time.label}
      </option>
    )),
  ];
}

export interface DatePartsFieldProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The years offered, in the order listed. */
  years: number[];
  language: Language;
  required?: boolean;
  /** Already in the page's language. */
  errorText?: string | undefined;
}

/**
 * Any day (a start date years back, say) on an Arabic page: day, month and year selects in one
 * labelled group. The value is '' until all three are chosen.
 */
export function DatePartsField({ id, label, value, onChange, onBlur, years, language, required, errorText }: DatePartsFieldProps) {
  const { t } = useTranslation('dashboard');
  const [parts, setParts] = useState<DateParts>(() => partsOf(value));
  // A value set from outside (a reset, a loaded record) replaces what the selects show.
  useEffect(() => {
    if (value !== dayOf(parts) && (value === '' || partsOf(value).year)) setParts(partsOf(value));
  }, [value, parts]);
  const choices = datePartChoices(years, language);
  const choose = (part: keyof DateParts) => (event: { target: { value: string } }) => {
    const next = { ...parts, [part]: event.target.value };
    setParts(next);
    if (dayOf(next) !== value) onChange(dayOf(next));
  };
  const describedBy = errorText ? `${id}-helper` : undefined;
  return (
    <FormControl component="fieldset" fullWidth required={required} error={Boolean(errorText)} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1, fontSize: '0.85rem' }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 0.8fr) minmax(0, 1.4fr) minmax(0, 1fr)', gap: 1 }}>
        {(['day', 'month', 'year'] as const).map((part) => (
          <FormControl key={part} error={Boolean(errorText)} size="small">
            <InputLabel htmlFor={`${id}-${part}`} shrink>
              {t(`dateFields.${part}`)}
            </InputLabel>
            <NativeSelect
              input={<OutlinedInput label={t(`dateFields.${part}`)} notched />}
              value={parts[part]}
              onChange={choose(part)}
              onBlur={onBlur}
              inputProps={{ id: `${id}-${part}`, 'aria-describedby': describedBy }}
            >
              <option value="">{t('dateFields.choose')}</option>
              {choices[part].map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        ))}
      </Box>
      {errorText && <FormHelperText id={describedBy}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
