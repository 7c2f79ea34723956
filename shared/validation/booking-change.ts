import * as yup from 'yup';
import { CHANGE_POLICY_LIMITS } from '../scheduling/schedule-defaults';
import { V, dateField, singleLine } from './rules';

/** Why a booking is moved or cancelled: optional, kept with the booking. */
export const changeReasonField = () => singleLine(yup.string().trim().max(CHANGE_POLICY_LIMITS.reasonMax, V('changeReasonMaxLength'))).default('');

/** PATCH /DemandeDeService/cancel/{id}: the reason, if the client gives one. */
export const cancelBookingSchema = yup.object({ reason: changeReasonField() });

/** POST /DemandeDeService/reschedule/{id}: the new slot (of the booking's main service), and why. */
export const rescheduleBookingSchema = yup.object({
  slotStartsAt: dateField().required(V('slotRequired')),
  reason: changeReasonField(),
});

/** PUT /Availability/change-policy: how many hours before its time a client may still move or cancel a booking. */
export const changePolicySchema = yup.object({
  changeNoticeHours: yup
    .number()
    .typeError(V('changeNoticeHoursInvalid'))
    .integer(V('changeNoticeHoursInvalid'))
    .min(0, V('changeNoticeHoursInvalid'))
    .max(CHANGE_POLICY_LIMITS.noticeHoursMax, V('changeNoticeHoursInvalid'))
    .required(V('changeNoticeHoursInvalid')),
  /** Hours before its time a booking's reminder is sent (0: none); left out, it stays as it was. */
  reminderHours: yup
    .number()
    .typeError(V('reminderHoursInvalid'))
    .integer(V('reminderHoursInvalid'))
    .min(0, V('reminderHoursInvalid'))
    .max(CHANGE_POLICY_LIMITS.reminderHoursMax, V('reminderHoursInvalid'))
    .optional(),
});

export type CancelBookingValues = yup.InferType<typeof cancelBookingSchema>;
export type RescheduleBookingValues = yup.InferType<typeof rescheduleBookingSchema>;
export type ChangePolicyValues = yup.InferType<typeof changePolicySchema>;
