/** What an audit entry is about: one word per kind of record (dashboard:audit.entities). */
export const AUDIT_ENTITIES = [
  'booking',
  'quote',
  'invoice',
  'service',
  'partner',
  'rating',
  'message',
  'content',
  'user',
  'post',
  'availability',
  'einvoicing',
  'payout',
  'privacy',
  'payment',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** Every change the log records, `<entity>.<what>` (dashboard:audit.actions). */
export const AUDIT_ACTIONS = [
  'booking.status',
  'booking.reschedule',
  'booking.message',
  'booking.assign',
  'booking.withdraw',
  'booking.reassign',
  'booking.address',
  'quote.create',
  'quote.accept',
  'quote.reject',
  'invoice.create',
  'invoice.paid',
  'invoice.advance',
  'invoice.creditNote',
  'service.create',
  'service.update',
  'service.delete',
  'service.archive',
  'service.restore',
  'service.checklist',
  'partner.create',
  'partner.update',
  'partner.delete',
  'partner.archive',
  'partner.restore',
  'partner.account',
  'partner.availability',
  'rating.delete',
  'message.delete',
  'content.update',
  'user.create',
  'user.update',
  'user.password',
  'user.active',
  'user.role',
  'user.secondStepReset',
  'user.type',
  'user.delete',
  'user.archive',
  'user.restore',
  'post.create',
  'post.update',
  'post.publish',
  'post.unpublish',
  'post.delete',
  'post.cover',
  'post.coverRemove',
  'availability.hours',
  'availability.daysOff',
  'availability.service',
  'availability.policy',
  'einvoicing.settings',
  'einvoicing.onboard',
  'einvoicing.enabled',
  'quote.costing',
  'service.commission',
  'payout.create',
  'privacy.policy',
  'privacy.requestLogged',
  'privacy.requestClosed',
  'privacy.retentionPolicy',
  'privacy.retention',
  'payment.refund',
  'payment.reconcile',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One change an admin made: who, when, what, and the record before and after (null where there was none). */
export interface AuditEntry {
  id: number;
  at: string;
  /** The account that made the change (kept: an account with audit entries is archived, never deleted); null only for entries made before that rule. */
  actorId: number | null;
  actorName: string;
  actorEmail: string;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  before: unknown;
  after: unknown;
}
