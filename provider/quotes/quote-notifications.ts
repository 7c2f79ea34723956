import { adminsToEmail } from '../admin-notices/admin-notices.repository';
import { tellAdmins } from '../admin-notices/tell-admins';
import type { Quote } from '../../shared/types/quote';
import type { RouteContext } from '../http/context';
import { quoteAnsweredEmail, quoteIssuedEmail } from '../mail/quote-templates';
import { clientLanguage } from '../users/users.repository';

/**
 * The quote e-mails. Sending happens after the change is committed and never fails the call: a mail
 * server that is down must not undo a quote or an answer (the failure is logged).
 */

async function send(ctx: RouteContext, message: Parameters<RouteContext['app']['mailer']['send']>[0], quote: Quote, kind: string): Promise<void> {
  try {
    await ctx.app.mailer.send(message);
  } catch (error) {
    ctx.app.logger.error({ err: error, quoteId: quote.id, kind }, 'sending a quote e-mail failed');
  }
}

/** To the client, in their language first, as their other e-mails are (issue 32 item 6). */
export async function notifyQuoteIssued(ctx: RouteContext, quote: Quote): Promise<void> {
  const first = await clientLanguage(ctx.app.db, quote.clientId);
  await send(ctx, quoteIssuedEmail(quote, `${ctx.app.config.publicSiteUrl}/quote/${quote.id}`, first), quote, 'issued');
}

/** Every admin sees an answer in the dashboard; those who want them get an e-mail. */
export async function notifyQuoteAnswered(ctx: RouteContext, quote: Quote): Promise<void> {
  if (quote.status === 'accepted' || quote.status === 'rejected') {
    await tellAdmins(ctx, 'quote', quote.id, { name: quote.clientName, title: quote.quoteNumber, number: quote.quoteNumber, answer: quote.status });
  }
  const admins = await adminsToEmail(ctx.app.db);
  const link = `${ctx.app.config.publicSiteUrl}/dashboard/quotes?search=${encodeURIComponent(quote.quoteNumber)}`;
  for (const admin of admins) await send(ctx, quoteAnsweredEmail(quote, admin.email, link), quote, 'answered');
}
