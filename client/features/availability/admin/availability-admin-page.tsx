import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { getIn, useFormik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCHEDULE_LIMITS } from '../../../../shared/scheduling/schedule-defaults';
import type { AvailabilitySettings, BlackoutDay, ServiceSchedule } from '../../../../shared/types/availability';
import type { Service } from '../../../../shared/types/service';
import { blackoutDaysSchema, serviceScheduleSchema, workingHoursSchema } from '../../../../shared/validation/availability';
import { DatePartsField, timeOptions, usePickerLanguage } from '../../../components/form/localized-date-fields';
import { FormikTextField, useMessageText } from '../../../components/form/formik-text-field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/state-views';
import { isApiError } from '../../../lib/api';
import { apiErrorText, isSessionExpiry } from '../../../lib/api-error-text';
import { notify } from '../../../lib/notify';
import { localized } from '../../../lib/text';
import { useDashboardFormat } from '../../../lib/use-dashboard-format';
import type { AppStore } from '../../../store';
import { useGetServicesQuery } from '../../services';
import {
  availabilityAdminApi,
  useAvailabilitySettingsQuery,
  useSaveBlackoutDaysMutation,
  useSaveServiceScheduleMutation,
  useSaveWorkingHoursMutation,
} from './availability-admin-api';
import { FormSection } from '../../../components/form-section';
import { ChangePolicyForm } from './change-policy-form';
import {
  blackoutFieldPath,
  schemaErrors,
  sortedBlackoutDays,
  weekFieldPath,
  weekFormValues,
  workingHoursBody,
  type WeekFormValues,
} from './availability-values';

export function prefetch(store: AppStore) {
  void store.dispatch(availabilityAdminApi.endpoints.availabilitySettings.initiate(undefined, { subscribe: false }));
}

/** Weekday names by the API's index (0 Sunday … 6 Saturday). */
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The provider's 400 under the form's fields (its messages are already in the page's language). */
function serverErrorsInto<V>(error: unknown, helpers: FormikHelpers<V>, pathOf: (serverPath: string) => string): void {
  if (!isApiError(error) || !error.errors) return;
  for (const [path, messages] of Object.entries(error.errors)) if (messages[0]) helpers.setFieldError(pathOf(path), messages[0]);
}

function SaveButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SaveOutlinedIcon />}
    >
      {label}
    </Button>
  );
}

function WorkingHoursForm({ settings }: { settings: AvailabilitySettings }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const picker = usePickerLanguage();
  const messageText = useMessageText();
  const [save] = useSaveWorkingHoursMutation();
  const initialValues = useMemo(() => weekFormValues(settings.workingHours), [settings.workingHours]);
  const form = useFormik<WeekFormValues>({
    initialValues,
    enableReinitialize: true,
    validate: (values) => schemaErrors(workingHoursSchema, workingHoursBody(values), (path) => weekFieldPath(path, values)),
    async onSubmit(values, helpers) {
      try {
        await save(workingHoursBody(values)).unwrap();
        notify('success', t('availability.toast.hoursSaved'));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'availability.toast.hoursFailed'));
        serverErrorsInto(error, helpers, (path) => weekFieldPath(path, values));
      }
    },
  });
  const listError = form.submitCount > 0 && typeof form.errors.days === 'string' ? messageText(form.errors.days) : undefined;

  const timeField = (row: number, field: 'opensAt' | 'closesAt', dayName: string) => {
    const name = `days.${row}.${field}`;
    const chosen = String(getIn(form.values, name) ?? '');
    return (
      <FormikTextField
        formik={form}
        name={name}
        type={picker.localized ? undefined : 'time'}
        select={picker.localized}
        size="small"
        label={t(`availability.hours.${field}`)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { ...(picker.localized ? {} : { step: 300 }), 'aria-label': `${t(`availability.hours.${field}`)}, ${dayName}` },
          select: { native: true },
        }}
      >
        {picker.localized && timeOptions(15, picker.language, chosen)}
      </FormikTextField>
    );
  };

  return (
    <FormSection id="availability-hours" title={t('availability.hours.title')} help={t('availability.hours.help', { zone: settings.timeZone })}>
      <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'grid', gap: 1.5 }}>
        {listError && (
          <Alert severity="error" role="alert">
            {listError}
          </Alert>
        )}
        {form.values.days.map((day, row) => {
          const dayName = t(`common:days.${DAY_NAMES[day.weekday]}`);
          return (
            <Box
              key={day.weekday}
              data-weekday={day.weekday}
              sx={{
                display: 'grid',
                gap: 2,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: '12rem 8rem minmax(0, 1fr) minmax(0, 1fr)' },
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: 1 }}>{dayName}</Typography>
              <FormControlLabel
                control={
                  <Switch
                    checked={day.open}
                    onChange={(event) => void form.setFieldValue(`days.${row}.open`, event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('availability.hours.openOn', { day: dayName }) } }}
                  />
                }
                label={day.open ? t('availability.hours.open') : t('availability.hours.closed')}
                sx={{ m: 0 }}
              />
              {day.open ? (
                <>
                  {timeField(row, 'opensAt', dayName)}
                  {timeField(row, 'closesAt', dayName)}
                </>
              ) : (
                <Typography color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' }, pt: 1 }}>
                  {t('availability.hours.closedDay')}
                </Typography>
              )}
            </Box>
          );
        })}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Button onClick={() => form.resetForm()} disabled={!form.dirty || form.isSubmitting}>
            {t('availability.discard')}
          </Button>
          <SaveButton busy={form.isSubmitting} label={t('availability.hours.save')} />
        </Box>
      </Box>
    </FormSection>
  );
}

const EMPTY_DAY: BlackoutDay = { date: '', name: '', arabicName: '' };

function BlackoutDays({ settings }: { settings: AvailabilitySettings }) {
  const { t } = useTranslation('dashboard');
  const picker = usePickerLanguage();
  const format = useDashboardFormat();
  const messageText = useMessageText();
  const [save, saving] = useSaveBlackoutDaysMutation();
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const days = useMemo(() => sortedBlackoutDays(settings.blackoutDays), [settings.blackoutDays]);
  const thisYear = new Date().getUTCFullYear();

  const form = useFormik<BlackoutDay>({
    initialValues: EMPTY_DAY,
    validate: (values) =>
      schemaErrors(blackoutDaysSchema, { blackoutDays: [...settings.blackoutDays, values] }, (path) => blackoutFieldPath(path, settings.blackoutDays.length)),
    async onSubmit(values, helpers) {
      try {
        const body = blackoutDaysSchema.cast({ blackoutDays: [...settings.blackoutDays, values] });
        await save({ blackoutDays: body.blackoutDays }).unwrap();
        notify('success', t('availability.toast.dayAdded'));
        helpers.resetForm();
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'availability.toast.daysFailed'));
        serverErrorsInto(error, helpers, (path) => blackoutFieldPath(path, settings.blackoutDays.length));
      }
    },
  });

  async function remove(date: string) {
    setRemoveFailure(null);
    try {
      await save({ blackoutDays: settings.blackoutDays.filter((d) => d.date !== date) }).unwrap();
      notify('success', t('availability.toast.dayRemoved'));
    } catch (error) {
      if (isSessionExpiry(error)) return;
      const message = apiErrorText(error, t, 'availability.toast.daysFailed');
      setRemoveFailure(message);
      notify('error', message);
    }
  }

  const dateTouched = Boolean(form.touched.date) || form.submitCount > 0;
  const dateError = dateTouched ? messageText(form.errors.date) : undefined;

  return (
    <FormSection id="availability-days-off" title={t('availability.daysOff.title')} help={t('availability.daysOff.help')}>
      {removeFailure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {removeFailure}
        </Alert>
      )}
      {days.length === 0 ? (
        <EmptyState title={t('availability.daysOff.empty')} detail={t('availability.daysOff.emptyDetail')} />
      ) : (
        <List dense aria-labelledby="availability-days-off" sx={{ mb: 2 }}>
          {days.map((day) => (
            <ListItem
              key={day.date}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  disabled={saving.isLoading}
                  onClick={() => void remove(day.date)}
                  aria-label={t('availability.daysOff.remove', { name: localized(format.language, day.name, day.arabicName) })}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={localized(format.language, day.name, day.arabicName)} secondary={format.date(`${day.date}T12:00:00+03:00`, 'date')} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('availability.daysOff.add')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-label={t('availability.daysOff.add')}
        sx={{ display: 'grid', gap: 2, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr)) auto' } }}
      >
        {picker.localized ? (
          <DatePartsField
            id="blackout-date"
            label={t('availability.daysOff.date')}
            value={form.values.date}
            onChange={(value) => void form.setFieldValue('date', value)}
            onBlur={() => void form.setFieldTouched('date', true)}
            years={[thisYear, thisYear + 1, thisYear + 2]}
            language={picker.language}
            required
            errorText={dateError}
          />
        ) : (
          <FormikTextField formik={form} name="date" type="date" label={t('availability.daysOff.date')} required slotProps={{ inputLabel: { shrink: true } }} />
        )}
        <FormikTextField
          formik={form}
          name="name"
          label={t('availability.daysOff.name')}
          required
          slotProps={{ htmlInput: { dir: 'ltr', lang: 'en', maxLength: SCHEDULE_LIMITS.blackoutNameMax } }}
        />
        <FormikTextField
          formik={form}
          name="arabicName"
          label={t('availability.daysOff.arabicName')}
          required
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar', maxLength: SCHEDULE_LIMITS.blackoutNameMax } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={form.isSubmitting}
          startIcon={form.isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddIcon />}
          sx={{ mt: 1 }}
        >
          {t('availability.daysOff.addButton')}
        </Button>
      </Box>
    </FormSection>
  );
}

function ServiceScheduleRow({ service, schedule }: { service: Service | undefined; schedule: ServiceSchedule }) {
  const { t } = useTranslation('dashboard');
  const format = useDashboardFormat();
  const [save] = useSaveServiceScheduleMutation();
  const title = service ? localized(format.language, service.title, service.arabicTitle) : `#${schedule.serviceId}`;
  const form = useFormik<{ durationMinutes: number | string; capacity: number | string }>({
    initialValues: { durationMinutes: schedule.durationMinutes, capacity: schedule.capacity },
    enableReinitialize: true,
    validationSchema: serviceScheduleSchema,
    async onSubmit(values, helpers) {
      try {
        const body = serviceScheduleSchema.cast(values);
        await save({ serviceId: schedule.serviceId, ...body }).unwrap();
        notify('success', t('availability.toast.serviceSaved', { service: title }));
      } catch (error) {
        if (isSessionExpiry(error)) return;
        notify('error', apiErrorText(error, t, 'availability.toast.serviceFailed'));
        serverErrorsInto(error, helpers, (path) => path);
      }
    },
  });
  const headingId = `availability-service-${schedule.serviceId}`;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit}
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto' },
      }}
    >
      <Typography id={headingId} component="h3" sx={{ fontWeight: 600, pt: 1, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        {title}
      </Typography>
      <FormikTextField
        formik={form}
        name="durationMinutes"
        type="number"
        size="small"
        label={t('availability.services.duration')}
        slotProps={{ htmlInput: { min: SCHEDULE_LIMITS.durationMinutesMin, max: SCHEDULE_LIMITS.durationMinutesMax, step: 5, inputMode: 'numeric' } }}
      />
      <FormikTextField
        formik={form}
        name="capacity"
        type="number"
        size="small"
        label={t('availability.services.capacity')}
        slotProps={{ htmlInput: { min: 1, max: SCHEDULE_LIMITS.capacityMax, inputMode: 'numeric' } }}
      />
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', justifyContent: 'flex-end' }}>
        <SaveButton busy={form.isSubmitting} label={t('availability.services.save')} />
      </Box>
    </Box>
  );
}

function ServiceSchedules({ settings }: { settings: AvailabilitySettings }) {
  const { t } = useTranslation('dashboard');
  const services = useGetServicesQuery();
  const byId = new Map((services.data ?? []).map((s) => [s.id, s]));
  return (
    <FormSection id="availability-services" title={t('availability.services.title')} help={t('availability.services.help')}>
      {settings.services.length === 0 ? (
        <EmptyState title={t('availability.services.empty')} />
      ) : (
        settings.services.map((schedule) => <ServiceScheduleRow key={schedule.serviceId} service={byId.get(schedule.serviceId)} schedule={schedule} />)
      )}
    </FormSection>
  );
}

/** /dashboard/availability: working hours per weekday (Saudi time), days off, and each service's visit length and places. */
export default function AvailabilityPage() {
  const { t } = useTranslation('dashboard');
  const { data, error, isLoading, refetch } = useAvailabilitySettingsQuery();
  if (isLoading) return <LoadingState />;
  if (error || !data) return <ErrorState message={apiErrorText(error, t, 'availability.loadError')} onRetry={() => void refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, pb: 4 }}>
      <WorkingHoursForm settings={data} />
      <BlackoutDays settings={data} />
      <ServiceSchedules settings={data} />
      <ChangePolicyForm settings={data} />
    </Box>
  );
}
