import { byId } from '../audit/audit-rule';
import { contactSchema } from '../../shared/validation/contact';
import { tellAdminsOfMessage } from '../admin-notices/tell-admins';
import { notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, parseId } from '../http/route';
import { createContactMessage, deleteContactMessage, findContactMessage, listContactMessages } from './contact.repository';

export const contactRoutes = defineRoutes([
  {
    method: 'get',
    path: '/ContactUs/get-all',
    access: 'staff',
    area: 'operations',
    tag: 'ContactUs',
    summary: 'All contact messages, newest first',
    paged: true,
    returns: { schema: 'ContactMessage', list: true },
    async handle(ctx) {
      return { result: await listContactMessages(ctx.app.db, listQueryOf(ctx)) };
    },
  },
  {
    method: 'post',
    path: '/ContactUs/create-message',
    idempotent: true,
    access: 'public',
    tag: 'ContactUs',
    summary: 'Send a contact message (no sign-in needed)',
    body: contactSchema,
    returns: { schema: 'ContactMessage' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, contactSchema);
      const message = await createContactMessage(ctx.app.db, input);
      await tellAdminsOfMessage(ctx, message);
      return { status: 201, result: message, message: 'messageCreated' };
    },
  },
  {
    method: 'delete',
    path: '/ContactUs/delete-message/:id',
    audit: { action: 'message.delete', entity: 'message', read: byId(findContactMessage) },
    access: 'admin',
    tag: 'ContactUs',
    summary: 'Delete a contact message',
    returns: 'none',
    async handle(ctx) {
      if (!(await deleteContactMessage(ctx.app.db, parseId(ctx.req.params.id)))) throw notFound('messageNotFound');
      return { result: null, message: 'messageDeleted' };
    },
  },
]);
