import type { ChecklistItem } from '../../../../shared/types/job-progress';
import type { ServiceChecklistValues } from '../../../../shared/validation/job-progress';
import { api } from '../../../lib/api';
import { withMessage, type WithMessage } from '../../../lib/with-message';

/** A service's job checklist, written by admins (issue 27 item 4); partners tick it on site. */
export const checklistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceChecklist: build.query<ChecklistItem[], number>({
      query: (serviceId) => ({ url: `/Services/${serviceId}/checklist` }),
      providesTags: (_result, _error, serviceId) => [{ type: 'Service', id: `CHECKLIST-${serviceId}` }],
    }),
    saveServiceChecklist: build.mutation<WithMessage<ChecklistItem[]>, { serviceId: number; values: ServiceChecklistValues }>({
      query: ({ serviceId, values }) => ({ url: `/Services/${serviceId}/checklist`, method: 'PUT', body: values }),
      transformResponse: withMessage<ChecklistItem[]>,
      invalidatesTags: (_result, _error, { serviceId }) => [
        { type: 'Service', id: `CHECKLIST-${serviceId}` },
        { type: 'Job', id: 'MINE' },
      ],
    }),
  }),
});

export const { useGetServiceChecklistQuery, useSaveServiceChecklistMutation } = checklistApi;
