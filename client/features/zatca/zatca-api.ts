import type { ZatcaSettingsView } from '../../../shared/types/zatca';
import type { ZatcaSettingsValues } from '../../../shared/validation/zatca';
import { api } from '../../lib/api';

const SETTINGS = [{ type: 'Zatca' as const, id: 'SETTINGS' }];

/** E-invoicing (ZATCA phase 2): its settings, onboarding with the OTP, and turning it on or off (admins). */
export const zatcaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getZatcaSettings: build.query<ZatcaSettingsView, void>({
      query: () => ({ url: '/Zatca/settings' }),
      providesTags: SETTINGS,
    }),
    saveZatcaSettings: build.mutation<ZatcaSettingsView, ZatcaSettingsValues>({
      query: (body) => ({ url: '/Zatca/settings', method: 'PUT', body }),
      invalidatesTags: SETTINGS,
    }),
    onboardZatca: build.mutation<ZatcaSettingsView, { otp: string }>({
      query: (body) => ({ url: '/Zatca/onboard', method: 'POST', body }),
      invalidatesTags: SETTINGS,
    }),
    setZatcaEnabled: build.mutation<ZatcaSettingsView, { enabled: boolean }>({
      query: (body) => ({ url: '/Zatca/enabled', method: 'PATCH', body }),
      invalidatesTags: SETTINGS,
    }),
  }),
});

export const { useGetZatcaSettingsQuery, useSaveZatcaSettingsMutation, useOnboardZatcaMutation, useSetZatcaEnabledMutation } = zatcaApi;
