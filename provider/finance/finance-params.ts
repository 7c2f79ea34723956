import { MARGIN_GROUPS } from '../../shared/types/finance';
import { dateParam, enumParam, monthParam } from '../http/query-params';

/** The query parameters of the finance calls. */
export const FINANCE_PARAMS = {
  groupBy: enumParam('groupBy', {
    description: 'What each row of the report is: a booking, a service, a partner or a month. booking when absent.',
    values: MARGIN_GROUPS,
    message: 'finance:validation.groupByInvalid',
  }),
  from: dateParam('from', "The period's first day (YYYY-MM-DD, company time) on the day quotes were accepted; the first of this month when absent."),
  to: dateParam('to', "The period's last day (YYYY-MM-DD, company time); today when absent."),
  month: monthParam('month', 'The statement month (YYYY-MM, company time); this month when absent.', 'finance:validation.monthInvalid'),
} as const;
