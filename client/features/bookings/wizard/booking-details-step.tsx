import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_CONTACT_METHODS, URGENCY_LEVELS, type Language } from '../../../../shared/constants';
import type { Service } from '../../../../shared/types/service';
import { BOOKING_LIMITS } from '../../../../shared/validation/booking';
import { errorText } from '../../../lib/formik-field';
import { formatMoney, formatNumber } from '../../../lib/format';
import { fieldId, type BookingField, type BookingFormValues } from './booking-form';
import { AddressFields } from './address-fields';
import { SlotPicker } from './slot-picker';
import { serviceTitle } from './wizard-services';

export interface BookingDetailsStepProps {
  form: FormikProps<BookingFormValues>;
  services: Service[];
  selected?: Service;
  language: Language;
}

/**
 * Step 1, Service Details (spec 2.10 / 5.4): the service, when and where, what is needed, other
 * services to add, urgency and how to be contacted. A field's error clears as soon as it is edited;
 * the rules run again on Next.
 */
export function BookingDetailsStep({ form, services, selected, language }: BookingDetailsStepProps) {
  const { t } = useTranslation(['account', 'validation']);
  const error = (field: BookingField) => errorText(t, form.errors[field]);

  const edit = (field: BookingField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    if (form.errors[field]) form.setFieldError(field, undefined);
    form.handleChange(event);
  };
  const toggleAdditional = (id: number, checked: boolean) => {
    if (form.errors.additionalServices) form.setFieldError('additionalServices', undefined);
    const current = form.values.additionalServices;
    void form.setFieldValue('additionalServices', checked ? [...current, id] : current.filter((other) => other !== id), false);
  };
  const chooseService = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    edit('serviceId')(event);
    // Another service has its own slots: the time chosen for the last one is dropped.
    if (form.values.preferredTime) void form.setFieldValue('preferredTime', '', false);
    // The new main service is no longer an additional one.
    const id = Number(event.target.value);
    if (form.values.additionalServices.includes(id)) {
      void form.setFieldValue(
        'additionalServices',
        form.values.additionalServices.filter((other) => other !== id),
        false,
      );
    }
  };
  const mainId = Number(form.values.serviceId);
  const others = services.filter((service) => service.id !== mainId);
  const descriptionLength = form.values.description.length;

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField
        select
        id={fieldId('serviceId')}
        name="serviceId"
        label={t('booking.fields.serviceId')}
        required
        fullWidth
        value={form.values.serviceId}
        onChange={chooseService}
        error={Boolean(error('serviceId'))}
        helperText={error('serviceId')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('booking.chooseService')}</option>
        {services.map((service) => (
          <option key={service.id} value={String(service.id)}>
            {serviceTitle(service, language)}
          </option>
        ))}
      </TextField>
      <TextField
        id="booking-price"
        label={t('booking.fields.price')}
        value={selected ? formatMoney(selected.price, language) : ''}
        placeholder={t('booking.priceAfterChoice')}
        fullWidth
        helperText={t('booking.priceHint')}
        slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
      />
      <SlotPicker
        serviceId={selected?.id ?? null}
        date={form.values.preferredDate}
        time={form.values.preferredTime}
        onDate={(day) => {
          if (form.errors.preferredDate) form.setFieldError('preferredDate', undefined);
          // A new day: its own times are chosen afresh.
          void form.setValues({ ...form.values, preferredDate: day, preferredTime: '' }, false);
        }}
        onTime={(time) => {
          if (form.errors.preferredTime) form.setFieldError('preferredTime', undefined);
          void form.setFieldValue('preferredTime', time, false);
        }}
        language={language}
        dateError={error('preferredDate')}
        timeError={error('preferredTime')}
        warnInsideNotice
      />
      <AddressFields form={form} language={language} error={error} edit={edit} />
      <TextField
        id={fieldId('description')}
        name="description"
        label={t('booking.fields.description')}
        placeholder={t('booking.descriptionPlaceholder')}
        required
        fullWidth
        multiline
        minRows={4}
        value={form.values.description}
        onChange={edit('description')}
        error={Boolean(error('description'))}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{error('description') ?? t('booking.descriptionHint')}</span>
            <Box component="span" aria-live="polite" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} dir="ltr">
              {`${formatNumber(descriptionLength, language)}/${formatNumber(BOOKING_LIMITS.descriptionMax, language)}`}
            </Box>
          </Box>
        }
        slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.descriptionMax } }}
        sx={{ gridColumn: { md: '1 / -1' } }}
      />

      {others.length > 0 && (
        <FormControl component="fieldset" id={fieldId('additionalServices')} error={Boolean(error('additionalServices'))} sx={{ gridColumn: { md: '1 / -1' } }}>
          <FormLabel component="legend">{t('booking.fields.additionalServices')}</FormLabel>
          <FormHelperText sx={{ mx: 0 }}>{error('additionalServices') ?? t('booking.additionalHint')}</FormHelperText>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
            {others.map((service) => (
              <FormControlLabel
                key={service.id}
                control={
                  <Checkbox
                    checked={form.values.additionalServices.includes(service.id)}
                    onChange={(event) => toggleAdditional(service.id, event.target.checked)}
                  />
                }
                label={serviceTitle(service, language)}
              />
            ))}
          </FormGroup>
        </FormControl>
      )}

      <FormControl component="fieldset" id={fieldId('urgency')} error={Boolean(error('urgency'))}>
        <FormLabel component="legend">{t('booking.fields.urgency')}</FormLabel>
        <RadioGroup row name="urgency" value={form.values.urgency} onChange={edit('urgency')}>
          {URGENCY_LEVELS.map((level) => (
            <FormControlLabel key={level} value={level} control={<Radio />} label={t(`booking.urgency.${level}`)} />
          ))}
        </RadioGroup>
        {error('urgency') && <FormHelperText>{error('urgency')}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset" id={fieldId('contactMethod')} error={Boolean(error('contactMethod'))}>
        <FormLabel component="legend">{t('booking.fields.contactMethod')}</FormLabel>
        <RadioGroup row name="contactMethod" value={form.values.contactMethod} onChange={edit('contactMethod')}>
          {BOOKING_CONTACT_METHODS.map((method) => (
            <FormControlLabel key={method} value={method} control={<Radio />} label={t(`booking.contactMethod.${method}`)} />
          ))}
        </RadioGroup>
        {error('contactMethod') && <FormHelperText>{error('contactMethod')}</FormHelperText>}
      </FormControl>
    </Box>
  );
}
