import { LIVE_ASSIGNMENT_STATUSES, type Language } from '../../shared/constants';
import type { BookingAssignment, DispatchBoard, DispatchCandidate, DispatchClash } from '../../shared/types/assignment';
import { findBooking } from '../bookings/bookings.repository';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { AppServices, AuthUser } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { translate } from '../http/i18n';
import { formatInteger } from '../../shared/format/format';
import { noticeOf } from '../notifications/booking-calendar';
import { bookingWhen } from '../notifications/templates';
import { assignmentsOfBooking, findAssignment, insertAssignment, setAssignmentStatus } from './assignments.repository';
import { clashOf, ineligibilityOf } from './dispatch-rules';
import {
  bookingToStaff,
  companyCalendar,
  heldJobs,
  lockPartner,
  partnerLogin,
  partnerProfiles,
  type HeldJobOf,
  type PartnerCandidate,
  type StaffedBooking,
} from './dispatch.repository';

/**
 * Dispatch (issue 27 item 3): an admin gives a booking to partners who do its service, serve its city
 * and are free at its time; takes it back (withdraw) or hands it to another (reassign). Each change to
 * one partner's jobs holds that partner's row lock, so two admins cannot give one partner two
 * overlapping jobs at once. The partner hears of it on their channel, from the outbox.
 */

/** Bookings that can still be staffed. */
const OPEN_FOR_DISPATCH = ['pending', 'in_review', 'quoted', 'in_progress'];
/** An assignment the partner has not yet started can be withdrawn or handed on. */
const WITHDRAWABLE = ['assigned', 'accepted', 'on_the_way'];

const clashText = (job: HeldJobOf): DispatchClash => ({
  bookingId: job.bookingId,
  serviceTitle: job.serviceTitle,
  serviceArabicTitle: job.serviceArabicTitle,
  startsAt: job.window.startsAt.toISOString(),
  endsAt: job.window.endsAt.toISOString(),
});

async function requireStaffable(db: Db, bookingId: number): Promise<StaffedBooking> {
  const booking = await bookingToStaff(db, bookingId);
  if (!booking) throw notFound('requestNotFound');
  if (!OPEN_FOR_DISPATCH.includes(booking.status)) throw new HttpError(409, 'INVALID_STATE', 'dispatchBookingClosed');
  return booking;
}

/** Each candidate's standing for the booking: the first refusal, or null when free to take it. */
function standingOf(
  partner: PartnerCandidate,
  booking: StaffedBooking,
  calendar: Awaited<ReturnType<typeof companyCalendar>>,
  jobs: HeldJobOf[],
  onIt: Set<number>,
) {
  if (onIt.has(partner.id)) return { refusal: 'assigned' as const, clash: null };
  const reason = ineligibilityOf(partner, booking, calendar);
  if (reason) return { refusal: reason, clash: null };
  const clash = clashOf(
    booking.window,
    jobs.filter((j) => j.partnerId === partner.id),
  );
  return clash ? { refusal: 'busy' as const, clash } : { refusal: null, clash: undefined };
}

/** The assign dialog's board: the partners who do the booking's service, each with why they cannot take it (if so). */
export async function dispatchBoard(db: Db, bookingId: number): Promise<DispatchBoard> {
  const booking = await bookingToStaff(db, bookingId);
  if (!booking) throw notFound('requestNotFound');
  const [assignments, calendar, partners] = await Promise.all([assignmentsOfBooking(db, bookingId), companyCalendar(db), partnerProfiles(db)]);
  const ofService = partners.filter((p) => p.serviceId === booking.serviceId);
  const jobs = await heldJobs(
    db,
    ofService.map((p) => p.id),
    bookingId,
  );
  const onIt = new Set(assignments.filter((a) => (LIVE_ASSIGNMENT_STATUSES as readonly string[]).includes(a.status)).map((a) => a.partnerId));
  const logins = await db.selectFrom('users').select('partner_id').where('partner_id', 'is not', null).execute();
  const withLogin = new Set(logins.map((l) => l.partner_id));
  const candidates: DispatchCandidate[] = ofService.map((partner) => {
    const standing = standingOf(partner, booking, calendar, jobs, onIt);
    return {
      partnerId: partner.id,
      name: partner.name,
      arabicName: partner.arabicName,
      cities: [...partner.cities],
      hasLogin: withLogin.has(partner.id),
      refusal: standing.refusal,
      clash: standing.clash ? clashText(standing.clash) : null,
    };
  });
  return {
    bookingId,
    serviceId: booking.serviceId,
    city: booking.city,
    startsAt: booking.window.startsAt.toISOString(),
    endsAt: booking.window.endsAt.toISOString(),
    assignments,
    candidates,
  };
}

/** The refusal of a partner as the admin reads it, in their language, naming the partner (and the clashing job). */
function refusalError(language: Language, partner: PartnerCandidate, refusal: NonNullable<DispatchCandidate['refusal']>, clash?: HeldJobOf): HttpError {
  const name = language === 'ar' && partner.arabicName.trim() ? partner.arabicName : partner.name;
  if (refusal === 'busy' && clash) {
    const service = language === 'ar' && clash.serviceArabicTitle.trim() ? clash.serviceArabicTitle : clash.serviceTitle;
    const message = translate(language, 'provider:partnerBusy', {
      partner: name,
      number: formatInteger(clash.bookingId, language),
      service,
      when: bookingWhen(clash.window.startsAt.toISOString(), language),
    });
    return new HttpError(409, 'CONFLICT', message);
  }
  return new HttpError(409, 'CONFLICT', translate(language, `provider:partnerRefused.${refusal}`, { partner: name }));
}

async function assignInside(trx: Db, app: AppServices, language: Language, admin: AuthUser, booking: StaffedBooking, partnerId: number): Promise<number> {
  if (!(await lockPartner(trx, partnerId))) throw notFound('partnerNotFound');
  const [partner] = await partnerProfiles(trx, [partnerId]);
  const calendar = await companyCalendar(trx);
  const live = await trx
    .selectFrom('booking_assignments')
    .select('id')
    .where('booking_id', '=', booking.id)
    .where('partner_id', '=', partnerId)
    .where('status', 'in', [...LIVE_ASSIGNMENT_STATUSES])
    .executeTakeFirst();
  if (live) throw refusalError(language, partner!, 'assigned');
  const reason = ineligibilityOf(partner!, booking, calendar);
  if (reason) throw refusalError(language, partner!, reason);
  const clash = clashOf(booking.window, await heldJobs(trx, [partnerId], booking.id));
  if (clash) throw refusalError(language, partner!, 'busy', clash);
  const now = new Date(app.clock.now());
  const id = await insertAssignment(trx, booking.id, partnerId, admin.id, now);
  await tellPartner(trx, app, partnerId, booking.id, id, 'job.assigned');
  return id;
}

/** Queues the partner's message about the job (in `trx`, so it exists exactly when the change does); none without a login. */
async function tellPartner(trx: Db, app: AppServices, partnerId: number, bookingId: number, assignmentId: number, event: 'job.assigned' | 'job.withdrawn') {
  const login = await partnerLogin(trx, partnerId);
  if (!login) return;
  const booking = await findBooking(trx, bookingId);
  if (!booking) return;
  await app.notifications.notify(
    { to: { userId: login.userId, channel: login.channel }, event, data: noticeOf(booking) },
    { dedupeKey: `assignment:${assignmentId}:${event}`, db: trx },
  );
}

/** Gives the booking to the partner: 404 unknown booking or partner, 409 closed booking, ineligible, already on it, or busy (naming the job). */
export async function assignPartner(app: AppServices, language: Language, admin: AuthUser, bookingId: number, partnerId: number): Promise<BookingAssignment> {
  const id = await inTransaction(app.db, async (trx) => {
    const booking = await requireStaffable(trx, bookingId);
    return assignInside(trx, app, language, admin, booking, partnerId);
  });
  return (await findAssignment(app.db, id))!;
}

async function requireWithdrawable(trx: Db, bookingId: number, assignmentId: number): Promise<BookingAssignment> {
  const assignment = await findAssignment(trx, assignmentId);
  if (!assignment || assignment.bookingId !== bookingId) throw notFound('assignmentNotFound');
  if (!WITHDRAWABLE.includes(assignment.status)) throw new HttpError(409, 'INVALID_STATE', 'assignmentNotWithdrawable');
  return assignment;
}

/** Takes the booking back from the partner (before they started); they are told. */
export async function withdrawAssignment(app: AppServices, bookingId: number, assignmentId: number): Promise<BookingAssignment> {
  await inTransaction(app.db, async (trx) => {
    if (!(await bookingToStaff(trx, bookingId))) throw notFound('requestNotFound');
    const assignment = await requireWithdrawable(trx, bookingId, assignmentId);
    await lockPartner(trx, assignment.partnerId);
    await setAssignmentStatus(trx, assignmentId, 'withdrawn', new Date(app.clock.now()));
    await tellPartner(trx, app, assignment.partnerId, bookingId, assignmentId, 'job.withdrawn');
  });
  return (await findAssignment(app.db, assignmentId))!;
}

/** Hands the job from one partner to another in one step: the new one must be free, or nothing changes. */
export async function reassign(
  app: AppServices,
  language: Language,
  admin: AuthUser,
  bookingId: number,
  assignmentId: number,
  partnerId: number,
): Promise<BookingAssignment> {
  const id = await inTransaction(app.db, async (trx) => {
    const booking = await requireStaffable(trx, bookingId);
    const previous = await requireWithdrawable(trx, bookingId, assignmentId);
    await lockPartner(trx, previous.partnerId);
    await setAssignmentStatus(trx, assignmentId, 'withdrawn', new Date(app.clock.now()));
    const id = await assignInside(trx, app, language, admin, booking, partnerId);
    await tellPartner(trx, app, previous.partnerId, bookingId, assignmentId, 'job.withdrawn');
    return id;
  });
  return (await findAssignment(app.db, id))!;
}
