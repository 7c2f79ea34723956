import type { AdminNoticeKind, AdminNoticeSummary } from '../../shared/types/admin-notice';
import type { ContactMessage } from '../../shared/types/contact-message';
import type { RouteContext } from '../http/context';
import { recordAdminNotice } from './admin-notices.repository';
import { mailAdminsOfMessage } from './contact-digest';

/**
 * Adds a notice to the dashboard's top bar for every admin. A notice that cannot be written must
 * not fail the booking, message or answer it is about: the failure is logged.
 */
export async function tellAdmins(ctx: RouteContext, kind: AdminNoticeKind, entityId: number, summary: AdminNoticeSummary): Promise<void> {
  try {
    await recordAdminNotice(ctx.app.db, kind, entityId, summary);
  } catch (error) {
    ctx.app.logger.error({ err: error, kind, entityId }, 'recording an admin notice failed');
  }
}

/** A new contact message: the notice, and an e-mail to each admin who wants them (a digest beyond the hour's quota). */
export async function tellAdminsOfMessage(ctx: RouteContext, message: ContactMessage): Promise<void> {
  await tellAdmins(ctx, 'message', message.id, { name: message.name, title: message.subject });
  const { db, jobs, config } = ctx.app;
  await mailAdminsOfMessage({ db, jobs, perHour: config.quotas.contactEmailsPerHour }, message);
}
