import { saudiDate } from '../../../shared/scheduling/saudi-clock';
import type { PartnerJob } from '../../../shared/types/job-progress';

export type JobSection = 'earlier' | 'today' | 'coming';
export const JOB_SECTIONS: readonly JobSection[] = ['earlier', 'today', 'coming'];

/** When the job is: its booking's slot, else the preferred date and time. */
export const jobTime = (job: PartnerJob) => job.booking.slotStartsAt ?? job.booking.preferedDateAndTime;

/**
 * The portal's sections by Saudi calendar day: jobs of days before today (still open), today's, and
 * those to come; each earliest first as the provider sent them.
 */
export function sectionJobs(jobs: readonly PartnerJob[], now: Date): Record<JobSection, PartnerJob[]> {
  const today = saudiDate(now);
  const sections: Record<JobSection, PartnerJob[]> = { earlier: [], today: [], coming: [] };
  for (const job of jobs) {
    const day = saudiDate(new Date(jobTime(job)));
    sections[day < today ? 'earlier' : day === today ? 'today' : 'coming'].push(job);
  }
  return sections;
}
