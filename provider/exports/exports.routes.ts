import { BOOKING_PARAMS } from '../bookings/booking-params';
import { bookingBatches } from '../bookings/bookings.repository';
import { contactMessageBatches } from '../contact/contact.repository';
import type { RouteContext } from '../http/context';
import { LIST_PARAMS } from '../http/list-query';
import { defineRoutes, type RouteAccess, type RouteDef } from '../http/route';
import { QUOTE_PARAMS } from '../quotes/quote-params';
import { quoteBatches } from '../quotes/quotes.repository';
import { RATING_PARAMS } from '../ratings/rating-params';
import { ratingBatches } from '../ratings/ratings.repository';
import { saudiDate } from '../../shared/scheduling/saudi-clock';
import { USER_PARAMS } from '../users/user-params';
import { userBatches } from '../users/users.repository';
import { INVOICE_PARAMS } from '../invoices/invoice-params';
import { invoiceBatches } from '../invoices/invoices.repository';
import { bookingColumns, contactMessageColumns, invoiceColumns, quoteColumns, ratingColumns, rememberingWords, userColumns } from './export-columns';
import { sendCsv } from './send-csv';

/**
 * The dashboard lists as CSV files (to the staff of each list's area): the rows the same filters list on the screen, all
 * of them rather than one page, newest first, streamed as they are read. Mounted before the areas'
 * own routes, so `export` is never read as an `:id`.
 */

const search = (ctx: RouteContext) => LIST_PARAMS.search.of(ctx);

/** `bookings-2026-11-26.csv`: the list and the Saudi day it was taken. */
const fileName = (list: string) => `${list}-${saudiDate(new Date())}.csv`;

/** Who may take each list: the money lists the accounts staff, contact messages the operations staff, the rest Admins. */
const ACCOUNTS: RouteAccess = { access: 'staff', area: 'accounts' };
const OPERATIONS: RouteAccess = { access: 'staff', area: 'operations' };
const ADMIN: RouteAccess = { access: 'admin' };

function exportRoute(
  path: string,
  who: RouteAccess,
  tag: string,
  what: string,
  query: RouteDef['query'],
  handle: (ctx: RouteContext) => Promise<void>,
): RouteDef {
  return {
    method: 'get',
    path,
    ...who,
    tag,
    summary: `${what} as a CSV file`,
    description:
      'Every row the same filters list (all pages), newest first, streamed: UTF-8 with a byte order mark, CRLF lines, headers and words (statuses) in the request language, times in Saudi time (YYYY-MM-DD HH:mm), amounts in riyals. Text a spreadsheet would run as a formula is written as text.',
    query: [LIST_PARAMS.search, ...(query ?? [])],
    returns: 'file',
    fileType: 'text/csv',
    handle,
  };
}

export const exportRoutes = defineRoutes([
  exportRoute('/DemandeDeService/export', ACCOUNTS, 'DemandeDeService', 'Service requests', [BOOKING_PARAMS.status, BOOKING_PARAMS.serviceId], (ctx) =>
    sendCsv(
      ctx,
      fileName('bookings'),
      bookingColumns(rememberingWords(ctx.t), ctx.language),
      bookingBatches(ctx.app.db, { search: search(ctx), clientId: null, status: BOOKING_PARAMS.status.of(ctx), serviceId: BOOKING_PARAMS.serviceId.of(ctx) }),
    ),
  ),
  exportRoute('/Quotes/export', ACCOUNTS, 'Quotes', 'Quotes', [QUOTE_PARAMS.status, QUOTE_PARAMS.requestId, QUOTE_PARAMS.clientId], (ctx) =>
    sendCsv(
      ctx,
      fileName('quotes'),
      quoteColumns(rememberingWords(ctx.t)),
      quoteBatches(ctx.app.db, {
        search: search(ctx),
        status: QUOTE_PARAMS.status.of(ctx),
        requestId: QUOTE_PARAMS.requestId.of(ctx),
        clientId: QUOTE_PARAMS.clientId.of(ctx),
      }),
    ),
  ),
  exportRoute(
    '/Invoices/export',
    ACCOUNTS,
    'Invoices',
    'Tax invoices',
    [INVOICE_PARAMS.status, INVOICE_PARAMS.kind, INVOICE_PARAMS.from, INVOICE_PARAMS.to],
    (ctx) =>
      sendCsv(
        ctx,
        fileName('invoices'),
        invoiceColumns(rememberingWords(ctx.t)),
        invoiceBatches(ctx.app.db, {
          search: search(ctx),
          clientId: null,
          status: INVOICE_PARAMS.status.of(ctx),
          kind: INVOICE_PARAMS.kind.of(ctx),
          from: INVOICE_PARAMS.from.of(ctx),
          to: INVOICE_PARAMS.to.of(ctx),
        }),
      ),
  ),
  exportRoute('/ContactUs/export', OPERATIONS, 'ContactUs', 'Contact messages', [], (ctx) =>
    sendCsv(ctx, fileName('messages'), contactMessageColumns(rememberingWords(ctx.t)), contactMessageBatches(ctx.app.db, search(ctx))),
  ),
  exportRoute('/User/export', ADMIN, 'User', 'Users', [USER_PARAMS.isActive, USER_PARAMS.typeUser, USER_PARAMS.role, USER_PARAMS.archived], (ctx) =>
    sendCsv(
      ctx,
      fileName('users'),
      userColumns(rememberingWords(ctx.t)),
      userBatches(ctx.app.db, {
        search: search(ctx),
        isActive: USER_PARAMS.isActive.of(ctx),
        typeUser: USER_PARAMS.typeUser.of(ctx),
        role: USER_PARAMS.role.of(ctx),
        archived: USER_PARAMS.archived.of(ctx),
      }),
    ),
  ),
  exportRoute('/Rates/export', ADMIN, 'Rates', 'Ratings', [RATING_PARAMS.value, RATING_PARAMS.serviceId, RATING_PARAMS.withComment], (ctx) =>
    sendCsv(
      ctx,
      fileName('ratings'),
      ratingColumns(rememberingWords(ctx.t), ctx.language),
      ratingBatches(ctx.app.db, {
        search: search(ctx),
        value: RATING_PARAMS.value.of(ctx),
        serviceId: RATING_PARAMS.serviceId.of(ctx),
        withComment: RATING_PARAMS.withComment.of(ctx) ?? false,
      }),
    ),
  ),
]);
