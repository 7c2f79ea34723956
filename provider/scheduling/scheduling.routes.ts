import { byId } from '../audit/audit-rule';
import { blackoutDaysSchema, serviceScheduleSchema, workingHoursSchema } from '../../shared/validation/availability';
import { V } from '../../shared/validation/rules';
import { changePolicySchema } from '../../shared/validation/booking-change';
import { readChangePolicy, readReminderHours, saveChangeNoticeHours } from '../bookings/booking-changes.repository';
import { badRequest, notFound } from '../http/http-error';
import { dateParam } from '../http/query-params';
import { bodyOf, defineRoutes, parseId } from '../http/route';
import { missingServiceIds } from '../services/services.repository';
import { readBlackoutDays, readWorkingHours, replaceBlackoutDays, replaceWorkingHours, saveServiceSchedule, serviceSchedule } from './scheduling.repository';
import { availabilitySettings, serviceAvailability } from './scheduling.service';

const RANGE = {
  from: dateParam('from', 'First Saudi calendar date to list (YYYY-MM-DD).'),
  to: dateParam('to', 'Last Saudi calendar date to list (YYYY-MM-DD), at most 62 days from `from`.'),
} as const;

export const schedulingRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Availability/services/:id/slots',
    access: 'public',
    tag: 'Availability',
    summary: "A service's slots per day, with the places left",
    description:
      'Every date from `from` to `to` (Saudi calendar, at most 62 days): why it is closed (past, closedDay, blackout) or its slots still ahead, each with its capacity and remaining places (0: full). Times are ISO instants; the company works in Asia/Riyadh (UTC+03:00). changeNoticeHours and changeGraceMinutes: the change policy a booking made now is held to, so that a slot inside the notice period can be warned of.',
    query: [RANGE.from, RANGE.to],
    returns: { schema: 'ServiceAvailability' },
    async handle(ctx) {
      const serviceId = parseId(ctx.req.params.id);
      const from = RANGE.from.of(ctx);
      const to = RANGE.to.of(ctx);
      if (!from || !to) throw badRequest({ ...(from ? {} : { from: [V('dateRequired')] }), ...(to ? {} : { to: [V('dateRequired')] }) });
      if ((await missingServiceIds(ctx.app.db, [serviceId])).length > 0) throw notFound('serviceNotFound');
      return { result: await serviceAvailability(ctx.app.db, serviceId, from, to, new Date(ctx.app.clock.now())) };
    },
  },
  {
    method: 'get',
    path: '/Availability/settings',
    access: 'admin',
    tag: 'Availability',
    summary: "The company's working hours, days off and every service's visit length and places",
    returns: { schema: 'AvailabilitySettings' },
    async handle(ctx) {
      return { result: await availabilitySettings(ctx.app.db) };
    },
  },
  {
    method: 'put',
    path: '/Availability/working-hours',
    audit: { action: 'availability.hours', entity: 'availability', read: (db) => readWorkingHours(db) },
    access: 'admin',
    tag: 'Availability',
    summary: 'Replace the working hours (Saudi time); a weekday left out is closed',
    body: workingHoursSchema,
    returns: { schema: 'AvailabilitySettings' },
    async handle(ctx) {
      await replaceWorkingHours(ctx.app.db, bodyOf(ctx, workingHoursSchema).workingHours);
      return { result: await availabilitySettings(ctx.app.db), message: 'workingHoursUpdated' };
    },
  },
  {
    method: 'put',
    path: '/Availability/blackout-days',
    audit: { action: 'availability.daysOff', entity: 'availability', read: (db) => readBlackoutDays(db) },
    access: 'admin',
    tag: 'Availability',
    summary: 'Replace the list of days off (public holidays, Eid), by Saudi date',
    description: 'Bookings already made on a day that becomes a day off are kept; new ones are refused.',
    body: blackoutDaysSchema,
    returns: { schema: 'AvailabilitySettings' },
    async handle(ctx) {
      await replaceBlackoutDays(ctx.app.db, bodyOf(ctx, blackoutDaysSchema).blackoutDays);
      return { result: await availabilitySettings(ctx.app.db), message: 'blackoutDaysUpdated' };
    },
  },
  {
    method: 'put',
    path: '/Availability/change-policy',
    audit: {
      action: 'availability.policy',
      entity: 'availability',
      read: async (db) => {
        const policy = await readChangePolicy(db);
        return { changeNoticeHours: policy.noticeHours, changeGraceMinutes: policy.graceMinutes, reminderHours: await readReminderHours(db) };
      },
    },
    access: 'admin',
    tag: 'Availability',
    summary: 'Set how many hours before its time a client may still move or cancel a booking, and when reminders go out',
    description:
      "The terms' notice period (48 hours until set; 0 to 720). It applies at once to every open booking: each booking's changeDeadline is its time minus these hours, or, for a booking made inside them, changeGraceMinutes (30 until set; 0 to 1440; left out: unchanged) after it was made. Admins move bookings whatever it is. reminderHours (24 until set; 0 to 168, 0: no reminders; left out: unchanged): how long before its time a booking's reminder is sent; it applies to reminders scheduled from then on (when a booking is made, moved or confirmed).",
    body: changePolicySchema,
    returns: { schema: 'AvailabilitySettings' },
    async handle(ctx) {
      const policy = bodyOf(ctx, changePolicySchema);
      await saveChangeNoticeHours(ctx.app.db, policy.changeNoticeHours, policy.reminderHours, policy.changeGraceMinutes);
      return { result: await availabilitySettings(ctx.app.db), message: 'changePolicyUpdated' };
    },
  },
  {
    method: 'put',
    path: '/Availability/services/:id',
    audit: { action: 'availability.service', entity: 'service', read: byId(serviceSchedule) },
    access: 'admin',
    tag: 'Availability',
    summary: "Set a service's visit length (minutes) and how many visits run at once",
    description: 'Places already taken are kept; a lower capacity only refuses new bookings of slots that are now full.',
    body: serviceScheduleSchema,
    returns: { schema: 'ServiceSchedule' },
    async handle(ctx) {
      const serviceId = parseId(ctx.req.params.id);
      if ((await missingServiceIds(ctx.app.db, [serviceId])).length > 0) throw notFound('serviceNotFound');
      const schedule = { serviceId, ...bodyOf(ctx, serviceScheduleSchema) };
      await saveServiceSchedule(ctx.app.db, schedule);
      return { result: schedule, message: 'serviceScheduleUpdated' };
    },
  },
]);
