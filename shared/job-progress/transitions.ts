import type { AssignmentStatus, BookingStatus } from '../constants';

/**
 * The steps of one partner's job on a booking (booking_assignments.status). `assigned`, `withdrawn`
 * belong to the admins' dispatch; the partner moves the job along with the rest.
 */
export type JobStatus = AssignmentStatus;

/** What the partner may move a job to from each status: one step forward, or declining a job not yet accepted. */
export const PARTNER_JOB_TRANSITIONS: Readonly<Record<JobStatus, readonly JobStatus[]>> = {
  assigned: ['accepted', 'declined'],
  accepted: ['on_the_way'],
  on_the_way: ['started'],
  started: ['done'],
  done: [],
  declined: [],
  withdrawn: [],
};

/** The steps a partner takes, in order (the progress the client follows). */
export const PARTNER_STEPS = ['accepted', 'on_the_way', 'started', 'done'] as const;
export type PartnerStep = (typeof PARTNER_STEPS)[number];
/** What a partner may send: a step, or declining. */
export const PARTNER_MOVES = [...PARTNER_STEPS, 'declined'] as const;
export type PartnerMove = (typeof PARTNER_MOVES)[number];

/** A job the partner still works on (shown in the portal, photos and ticks allowed while started). */
export const isLiveJob = (status: JobStatus) => status !== 'declined' && status !== 'withdrawn';

export type JobMoveRefusal =
  /** The move is not the next step of the job (an i18n key under provider:). */
  | 'jobStepInvalid'
  /** The booking is completed or cancelled. */
  | 'jobBookingClosed'
  /** Starting before the booking is confirmed (in progress). */
  | 'jobBookingNotConfirmed';

/**
 * Whether a partner may move a job from `from` to `to` on a booking in `bookingStatus`: null when it
 * may, else why not. Work starts only on a confirmed booking (in_progress), because completing it is
 * what the client then confirms; a closed booking takes no step at all.
 */
export function refuseJobMove(from: JobStatus, to: JobStatus, bookingStatus: BookingStatus): JobMoveRefusal | null {
  if (!PARTNER_JOB_TRANSITIONS[from].includes(to)) return 'jobStepInvalid';
  if (bookingStatus === 'completed' || bookingStatus === 'cancelled') return 'jobBookingClosed';
  if ((to === 'started' || to === 'done') && bookingStatus !== 'in_progress') return 'jobBookingNotConfirmed';
  return null;
}

/** The job's next step forward for the partner's one big button, or null at the end. */
export function nextJobStep(status: JobStatus): PartnerStep | null {
  const next = PARTNER_JOB_TRANSITIONS[status].find((s) => s !== 'declined');
  return (next as PartnerStep | undefined) ?? null;
}

/** Photos and checklist ticks are taken while the job is under way (on site). */
export const takesWorkRecords = (status: JobStatus) => status === 'started';
