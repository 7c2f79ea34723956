import type { JobStatus, PartnerMove, PartnerStep } from '../job-progress/transitions';
import type { Booking } from './booking';

/** One step a partner took on a job, with when, and the note or the reason for declining. */
export interface JobEvent {
  id: number;
  status: PartnerMove;
  note: string;
  at: string;
}

/** A photo a partner took on site; `fileUrl` is answered only to who may see the job. */
export interface JobPhoto {
  id: number;
  fileUrl: string;
  fileName: string;
  contentType: string;
  at: string;
}

/** One item of a service's checklist, as an admin wrote it. */
export interface ChecklistItem {
  id: number;
  serviceId: number;
  labelEn: string;
  labelAr: string;
}

/** A checklist item on one job: ticked or not. */
export interface JobChecklistEntry extends ChecklistItem {
  ticked: boolean;
  tickedAt: string | null;
}

/** What everyone sees of one partner's job: its step, the steps with their times, photos and checklist. */
export interface JobProgress {
  assignmentId: number;
  bookingId: number;
  partnerId: number;
  partnerName: string;
  partnerArabicName: string;
  status: JobStatus;
  events: JobEvent[];
  photos: JobPhoto[];
  checklist: JobChecklistEntry[];
}

/** The partner's own job: the booking (time, address, the client's contact) and its progress. */
export interface PartnerJob extends JobProgress {
  booking: Booking;
  /** The next step the partner may take, or null (finished, declined, withdrawn). */
  nextStep: PartnerStep | null;
}

/** The client's sign-off of a booking whose work is done. */
export interface BookingCompletion {
  doneAt: string;
  /** When it completes itself if the client says nothing (and reports no problem). */
  autoCompleteAt: string;
  confirmedAt: string | null;
  autoCompleted: boolean;
  problemReportedAt: string | null;
  problemNote: string | null;
}

/** GET /DemandeDeService/{id}/progress: who is coming and how the work goes. */
export interface BookingProgress {
  bookingId: number;
  jobs: JobProgress[];
  completion: BookingCompletion | null;
  /** Days the client has to confirm or report a problem once the work is done. */
  confirmDays: number;
}
