import { addDays } from '../../../../shared/scheduling/saudi-clock';

/** The periods the audit screen filters by (dashboard:audit.periods). */
export const AUDIT_PERIODS = ['today', 'week', 'month', 'year'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];

const DAYS_BACK: Record<AuditPeriod, number> = { today: 0, week: 6, month: 29, year: 364 };

/** The Saudi days a period covers, ending today (both included). */
export function periodRange(period: AuditPeriod, today: string): { from: string; to: string } {
  return { from: addDays(today, -DAYS_BACK[period]), to: today };
}
