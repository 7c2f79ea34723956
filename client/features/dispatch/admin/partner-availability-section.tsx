import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WEEKDAYS } from '../../../../shared/constants';
import { SAUDI_CITIES, type SaudiCity } from '../../../../shared/places/saudi-cities';
import type { PartnerAvailability } from '../../../../shared/types/assignment';
import type { WeekdayIndex } from '../../../../shared/types/availability';
import { partnerAvailabilitySchema, type PartnerAvailabilityValues } from '../../../../shared/validation/dispatch';
import { FormikTextField, useMessageText } from '../../../components/form/formik-text-field';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import { useSavePartnerAvailabilityMutation } from './dispatch-api';

/** The Saudi week as the screen lists it, Saturday first, with each day's index (0 Sunday). */
const WEEK: ReadonlyArray<{ key: (typeof WEEKDAYS)[number]; index: WeekdayIndex }> = [
  { key: 'saturday', index: 6 },
  { key: 'sunday', index: 0 },
  { key: 'monday', index: 1 },
  { key: 'tuesday', index: 2 },
  { key: 'wednesday', index: 3 },
  { key: 'thursday', index: 4 },
  { key: 'friday', index: 5 },
];

interface DayForm {
  weekday: WeekdayIndex;
  works: boolean;
  opensAt: string;
  closesAt: string;
}

interface AvailabilityForm {
  cities: string[];
  ownHours: boolean;
  week: DayForm[];
  daysOff: Array<{ date: string; note: string }>;
}

const formOf = (availability: PartnerAvailability): AvailabilityForm => ({
  cities: availability.cities,
  ownHours: availability.workingDays !== null,
  week: WEEK.map(({ index }) => {
    const day = availability.workingDays?.find((d) => d.weekday === index);
    return { weekday: index, works: Boolean(day), opensAt: day?.opensAt ?? '09:00', closesAt: day?.closesAt ?? '18:00' };
  }),
  daysOff: availability.daysOff,
});

const bodyOf = (values: AvailabilityForm): PartnerAvailabilityValues => ({
  cities: values.cities,
  workingDays: values.ownHours ? values.week.filter((d) => d.works).map(({ weekday, opensAt, closesAt }) => ({ weekday, opensAt, closesAt })) : null,
  daysOff: values.daysOff.map((d) => ({ date: d.date, note: d.note })),
});

/** Where and when a partner works (issue 27 item 2): the cities served, their own week within the company's, and their days off. */
export function PartnerAvailabilitySection({ partnerId, availability }: { partnerId: number; availability: PartnerAvailability }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation('common');
  const { language } = useDashboardFormat();
  const messageText = useMessageText();
  const [save] = useSavePartnerAvailabilityMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<AvailabilityForm>({
    initialValues: formOf(availability),
    enableReinitialize: true,
    validate: async (values) => {
      try {
        await partnerAvailabilitySchema.validate(bodyOf(values), { abortEarly: false });
        return {};
      } catch (error) {
        const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
        return {
          cities: inner.find((e) => e.path?.startsWith('cities'))?.message,
          week: inner.find((e) => e.path?.startsWith('workingDays'))?.message,
          daysOff: inner.find((e) => e.path?.startsWith('daysOff'))?.message,
        } as FormikErrors<AvailabilityForm>;
      }
    },
    async onSubmit(values) {
      setFailure(null);
      try {
        await save({ partnerId, availability: bodyOf(values) }).unwrap();
        notify('success', t('partnerDispatch.toast.availabilitySaved'));
      } catch (error) {
        if (!isSessionExpiry(error)) setFailure(apiErrorText(error, t, 'partnerDispatch.toast.saveFailed'));
      }
    },
  });
  const errorOf = (key: keyof AvailabilityForm) => (form.submitCount > 0 ? messageText(form.errors[key]) : undefined);
  const cityName = (city: SaudiCity) => (language === 'ar' ? city.ar : city.en);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 2 }} aria-label={t('partnerDispatch.availability')}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('partnerDispatch.availability')}
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Autocomplete
        multiple
        options={SAUDI_CITIES as readonly SaudiCity[]}
        getOptionLabel={cityName}
        value={SAUDI_CITIES.filter((city) => form.values.cities.includes(city.code))}
        onChange={(_event, cities) =>
          void form.setFieldValue(
            'cities',
            cities.map((city) => city.code),
          )
        }
        isOptionEqualToValue={(option, value) => option.code === value.code}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('partnerDispatch.cities')}
            error={Boolean(errorOf('cities'))}
            helperText={errorOf('cities') ?? t('partnerDispatch.citiesHelp')}
          />
        )}
      />
      <FormControlLabel
        control={<Checkbox checked={!form.values.ownHours} onChange={(event) => void form.setFieldValue('ownHours', !event.target.checked)} />}
        label={t('partnerDispatch.companyHours')}
      />
      {form.values.ownHours && (
        <Box sx={{ display: 'grid', gap: 1 }} role="group" aria-label={t('partnerDispatch.ownWeek')}>
          {WEEK.map(({ key }, position) => {
            const day = form.values.week[position]!;
            return (
              <Box key={key} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '160px 1fr 1fr' }, gap: 1, alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                  control={<Checkbox checked={day.works} onChange={(event) => void form.setFieldValue(`week.${position}.works`, event.target.checked)} />}
                  label={tc(`days.${key}`)}
                />
                <FormikTextField
                  formik={form}
                  name={`week.${position}.opensAt`}
                  type="time"
                  size="small"
                  label={t('partnerDispatch.opens')}
                  disabled={!day.works}
                />
                <FormikTextField
                  formik={form}
                  name={`week.${position}.closesAt`}
                  type="time"
                  size="small"
                  label={t('partnerDispatch.closes')}
                  disabled={!day.works}
                />
              </Box>
            );
          })}
          {errorOf('week') && <Alert severity="error">{errorOf('week')}</Alert>}
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle2">{t('partnerDispatch.daysOff')}</Typography>
        {form.values.daysOff.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('partnerDispatch.noDaysOff')}
          </Typography>
        )}
        {form.values.daysOff.map((day, index) => (
          <Box key={`${index}-${day.date}`} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto', gap: 1, alignItems: 'center' }}>
            <FormikTextField
              formik={form}
              name={`daysOff.${index}.date`}
              type="date"
              size="small"
              label={t('partnerDispatch.date')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormikTextField formik={form} name={`daysOff.${index}.note`} size="small" label={t('partnerDispatch.note')} />
            <IconButton
              aria-label={t('partnerDispatch.removeDayOff')}
              onClick={() =>
                void form.setFieldValue(
                  'daysOff',
                  form.values.daysOff.filter((_d, i) => i !== index),
                )
              }
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        {errorOf('daysOff') && <Alert severity="error">{errorOf('daysOff')}</Alert>}
        <Box>
          <Button size="small" onClick={() => void form.setFieldValue('daysOff', [...form.values.daysOff, { date: '', note: '' }])}>
            {t('partnerDispatch.addDayOff')}
          </Button>
        </Box>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {t('partnerDispatch.saveAvailability')}
        </Button>
      </Box>
    </Box>
  );
}
