import { appointmentOf, type ChangeRefusal, clientChangeRefusal } from '../../../../shared/bookings/change-policy';
import { BUSINESS_TIME_ZONE, type Language } from '../../../../shared/constants';
import { formatDateTime } from '../../../../shared/format/format';
import type { Booking } from '../../../../shared/types/booking';

/** What the client may do with a booking now, and what to tell them: until when, and the notice period in hours. */
export interface ChangeState {
  refusal: ChangeRefusal | null;
  /** The deadline in the reader's words (Saudi time), '' without one. */
  deadline: string;
  noticeHours: number;
  /** The deadline is the grace period after it was made (a booking made inside the notice period), not its time less the notice. */
  grace: boolean;
}

export function changeState(booking: Booking, now: Date, language: Language): ChangeState {
  const refusal = clientChangeRefusal(booking, now);
  if (booking.changeDeadline === null) return { refusal, deadline: '', noticeHours: booking.changeNoticeHours, grace: false };
  const deadline = new Date(booking.changeDeadline);
  return {
    refusal,
    deadline: formatDateTime(deadline, language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: BUSINESS_TIME_ZONE,
    }),
    noticeHours: booking.changeNoticeHours,
    grace: deadline.getTime() > appointmentOf(booking).getTime() - booking.changeNoticeHours * 3_600_000,
  };
}
