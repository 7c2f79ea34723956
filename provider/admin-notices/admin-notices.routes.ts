import { noticePreferencesSchema } from '../../shared/validation/notice-preferences';
import { notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, parseId, requireUser } from '../http/route';
import { listAdminNotices, markAllNoticesRead, markNoticeRead, readNoticeEmails, saveNoticeEmails, unreadCount } from './admin-notices.repository';

/**
 * The dashboard's notices (new bookings, contact messages, quote answers), each admin's own read
 * marks, and their choice of e-mails. Reading a notice is not an admin change of the records, so
 * these calls stay out of the audit log.
 */
export const adminNoticeRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Notices',
    access: 'admin',
    tag: 'Notices',
    summary: "The admins' notices, newest first, each read or unread for the caller, with the caller's unread count",
    paged: true,
    returns: { schema: 'AdminNoticePage' },
    async handle(ctx) {
      const query = listQueryOf(ctx);
      return { result: await listAdminNotices(ctx.app.db, requireUser(ctx).id, query.page ?? 1, query.pageSize) };
    },
  },
  {
    method: 'get',
    path: '/Notices/unread-count',
    access: 'admin',
    tag: 'Notices',
    summary: 'How many notices the caller has not read',
    returns: { schema: 'UnreadCount' },
    async handle(ctx) {
      return { result: { unread: await unreadCount(ctx.app.db, requireUser(ctx).id) } };
    },
  },
  {
    method: 'patch',
    path: '/Notices/read-all',
    audit: 'not-a-change',
    access: 'admin',
    tag: 'Notices',
    summary: 'Mark every notice read for the caller',
    returns: { schema: 'UnreadCount' },
    async handle(ctx) {
      const userId = requireUser(ctx).id;
      await markAllNoticesRead(ctx.app.db, userId);
      return { result: { unread: await unreadCount(ctx.app.db, userId) } };
    },
  },
  {
    method: 'patch',
    path: '/Notices/read/:id',
    audit: 'not-a-change',
    access: 'admin',
    tag: 'Notices',
    summary: 'Mark one notice read for the caller (again is harmless)',
    returns: { schema: 'UnreadCount' },
    async handle(ctx) {
      const userId = requireUser(ctx).id;
      if (!(await markNoticeRead(ctx.app.db, userId, parseId(ctx.req.params.id)))) throw notFound('noticeNotFound');
      return { result: { unread: await unreadCount(ctx.app.db, userId) } };
    },
  },
  {
    method: 'get',
    path: '/Notices/preferences',
    access: 'admin',
    tag: 'Notices',
    summary: "The caller's choice of getting the notices by e-mail too",
    returns: { schema: 'NoticePreferences' },
    async handle(ctx) {
      return { result: { emails: await readNoticeEmails(ctx.app.db, requireUser(ctx).id) } };
    },
  },
  {
    method: 'put',
    path: '/Notices/preferences',
    // The admin's own e-mail choice, not a change to the company's records.
    audit: 'not-a-change',
    access: 'admin',
    tag: 'Notices',
    summary: 'Choose whether the notices also come by e-mail (new bookings, contact messages, quote answers)',
    body: noticePreferencesSchema,
    returns: { schema: 'NoticePreferences' },
    async handle(ctx) {
      const { emails } = bodyOf(ctx, noticePreferencesSchema);
      await saveNoticeEmails(ctx.app.db, requireUser(ctx).id, emails);
      return { result: { emails }, message: 'noticePreferencesSaved' };
    },
  },
]);
