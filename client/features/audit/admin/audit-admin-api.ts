import type { Paged } from '../../../../shared/api/envelope';
import type { AuditAction, AuditEntity, AuditEntry } from '../../../../shared/types/audit';
import { api } from '../../../lib/api';

export interface AuditListArgs {
  page: number;
  pageSize: number;
  /** Name or e-mail of who made the change. */
  search?: string;
  entity?: AuditEntity;
  action?: AuditAction;
  /** Saudi days, both included. */
  from?: string;
  to?: string;
}

/** The audit log, read only. */
export const auditAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    auditLog: build.query<Paged<AuditEntry>, AuditListArgs>({
      query: (params) => ({ url: '/Audit', params: { ...params } }),
      // Every change anywhere adds to the log: each visit reads it afresh.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useAuditLogQuery } = auditAdminApi;
