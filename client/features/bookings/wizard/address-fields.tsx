import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { SAUDI_CITIES } from '../../../../shared/places/saudi-cities';
import { ADDRESS_LIMITS } from '../../../../shared/validation/national-address';
import { DISPATCH_LIMITS } from '../../../../shared/validation/dispatch';
import { fieldId, type BookingField, type BookingFormValues } from './booking-form';

type AddressField = 'city' | 'district' | 'street' | 'buildingNumber' | 'additionalNumber' | 'postalCode' | 'addressNote' | 'mapUrl';
type Edit = (field: BookingField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;

interface AddressFieldsProps {
  form: FormikProps<BookingFormValues>;
  language: Language;
  error(field: BookingField): string | undefined;
  edit: Edit;
}

/** Digits typed left to right on a number pad (Arabic-Indic digits are read as the same digits). */
const DIGITS = (length: number) => ({ dir: 'ltr', inputMode: 'numeric', maxLength: length + 2 }) as const;

/**
 * Where the work is (issue 27 item 2): the Saudi national address as SPL writes it, the city from the
 * bilingual list, a note for the partner at the door and an optional map link. The same rules as the
 * dashboard's address form (shared/validation/dispatch.ts), checked on Next and by the provider.
 */
export function AddressFields({ form, language, error, edit }: AddressFieldsProps) {
  const { t } = useTranslation(['account', 'validation']);
  const field = (name: AddressField, { helperText, ...props }: Partial<TextFieldProps> = {}) => (
    <TextField
      id={fieldId(name)}
      name={name}
      label={t(`booking.fields.${name}`)}
      fullWidth
      value={form.values[name]}
      onChange={edit(name)}
      error={Boolean(error(name))}
      helperText={error(name) ?? helperText}
      {...props}
    />
  );
  return (
    <Box component="fieldset" aria-describedby="booking-address-hint" sx={{ gridColumn: { md: '1 / -1' }, border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('booking.addressLegend')}
      </FormLabel>
      <FormHelperText id="booking-address-hint" sx={{ mx: 0, mt: 0, mb: 1.5 }}>
        {t('booking.addressHint')}
      </FormHelperText>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' }, '& > *': { gridColumn: { sm: 'span 3' } } }}>
        {field('city', {
          select: true,
          required: true,
          autoComplete: 'address-level2',
          slotProps: { select: { native: true }, inputLabel: { shrink: true } },
          children: [
            <option key="" value="">
              {t('booking.chooseCity')}
            </option>,
            ...SAUDI_CITIES.map((city) => (
              <option key={city.code} value={city.code}>
                {language === 'ar' ? city.ar : city.en}
              </option>
            )),
          ],
        })}
        {field('district', { required: true, autoComplete: 'address-level3', slotProps: { htmlInput: { maxLength: ADDRESS_LIMITS.text, dir: 'auto' } } })}
        {field('street', {
          required: true,
          autoComplete: 'address-line1',
          slotProps: { htmlInput: { maxLength: ADDRESS_LIMITS.text, dir: 'auto' } },
          sx: { gridColumn: { sm: '1 / -1' } },
        })}
        {field('buildingNumber', { required: true, slotProps: { htmlInput: DIGITS(4) }, sx: { gridColumn: { sm: 'span 2' } } })}
        {field('additionalNumber', { required: true, slotProps: { htmlInput: DIGITS(4) }, sx: { gridColumn: { sm: 'span 2' } } })}
        {field('postalCode', { required: true, autoComplete: 'postal-code', slotProps: { htmlInput: DIGITS(5) }, sx: { gridColumn: { sm: 'span 2' } } })}
        {field('addressNote', {
          helperText: t('booking.addressNoteHint'),
          slotProps: { htmlInput: { maxLength: DISPATCH_LIMITS.addressNote, dir: 'auto' } },
          sx: { gridColumn: { sm: '1 / -1' } },
        })}
        {field('mapUrl', {
          helperText: t('booking.mapUrlHint'),
          type: 'url',
          slotProps: { htmlInput: { maxLength: DISPATCH_LIMITS.mapUrl, dir: 'ltr', inputMode: 'url' } },
          sx: { gridColumn: { sm: '1 / -1' } },
        })}
      </Box>
    </Box>
  );
}
