import { LANGUAGES, QUOTE_STATUSES } from '../../shared/constants';
import { enumParam, idParam } from '../http/query-params';

/** The query parameters of quote calls (the lists, their CSV export, the PDF). */
export const QUOTE_PARAMS = {
  status: enumParam('status', {
    description: "Only quotes in this status ('expired': pending quotes past their valid-until day).",
    values: QUOTE_STATUSES,
    message: 'validation:statusInvalid',
  }),
  requestId: idParam('requestId', 'Only the quotes of this booking.'),
  clientId: idParam('clientId', 'Only the quotes of this client record.'),
  lang: enumParam('lang', { description: 'The language of the document.', values: LANGUAGES, message: 'quotes:server.languageInvalid' }),
} as const;
