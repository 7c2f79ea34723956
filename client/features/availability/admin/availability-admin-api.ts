import type { AvailabilitySettings, BlackoutDay, ServiceSchedule, WorkingDay } from '../../../../shared/types/availability';
import { api } from '../../../lib/api';

/**
 * The availability settings (issue 16). Every save refreshes the settings and every service's
 * slots (the booking wizard's Availability tags), since hours, days off and places all change them.
 */
export const availabilityAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    availabilitySettings: build.query<AvailabilitySettings, void>({
      query: () => ({ url: '/Availability/settings' }),
      providesTags: [{ type: 'Availability', id: 'SETTINGS' }],
    }),
    saveWorkingHours: build.mutation<AvailabilitySettings, { workingHours: WorkingDay[] }>({
      query: (body) => ({ url: '/Availability/working-hours', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Availability']),
    }),
    saveBlackoutDays: build.mutation<AvailabilitySettings, { blackoutDays: BlackoutDay[] }>({
      query: (body) => ({ url: '/Availability/blackout-days', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Availability']),
    }),
    saveChangePolicy: build.mutation<AvailabilitySettings, { changeNoticeHours: number; changeGraceMinutes: number; reminderHours: number }>({
      query: (body) => ({ url: '/Availability/change-policy', method: 'PUT', body }),
      // Every booking's changeDeadline follows the notice period.
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Availability', id: 'SETTINGS' }, 'Booking']),
    }),
    saveServiceSchedule: build.mutation<ServiceSchedule, ServiceSchedule>({
      query: ({ serviceId, ...body }) => ({ url: `/Availability/services/${serviceId}`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Availability']),
    }),
  }),
});

export const {
  useAvailabilitySettingsQuery,
  useSaveWorkingHoursMutation,
  useSaveBlackoutDaysMutation,
  useSaveServiceScheduleMutation,
  useSaveChangePolicyMutation,
} = availabilityAdminApi;
