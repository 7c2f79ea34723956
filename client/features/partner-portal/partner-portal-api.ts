import type { PartnerJob } from '../../../shared/types/job-progress';
import type { JobMoveValues } from '../../../shared/validation/job-progress';
import { api } from '../../lib/api';
import { withMessage, type WithMessage } from '../../lib/with-message';

/**
 * The partner's portal (issue 27 item 4). A partner's step changes the job, the booking's progress
 * its client follows, and (done) the booking itself; so each mutation refreshes the partner's list
 * and that booking's caches.
 */
const jobTags = (bookingId: number) => [
  { type: 'Job' as const, id: 'MINE' },
  { type: 'Job' as const, id: `BOOKING-${bookingId}` },
  { type: 'Booking' as const, id: bookingId },
  { type: 'Booking' as const, id: 'MINE' },
];

export const partnerPortalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerJobs: build.query<PartnerJob[], void>({
      query: () => ({ url: '/PartnerPortal/jobs' }),
      providesTags: (result) => [{ type: 'Job', id: 'MINE' }, ...(result ?? []).map((job) => ({ type: 'Job' as const, id: job.assignmentId }))],
    }),
    moveJob: build.mutation<WithMessage<PartnerJob>, { job: PartnerJob; values: JobMoveValues }>({
      query: ({ job, values }) => ({ url: `/PartnerPortal/jobs/${job.assignmentId}/progress`, method: 'POST', body: values }),
      transformResponse: withMessage<PartnerJob>,
      // A 409 means the job or booking moved meanwhile: refreshed either way.
      invalidatesTags: (_result, _error, { job }) => jobTags(job.bookingId),
    }),
    addJobPhotos: build.mutation<WithMessage<PartnerJob>, { job: PartnerJob; photos: readonly File[] }>({
      query: ({ job, photos }) => {
        const form = new FormData();
        for (const photo of photos) form.append('files', photo, photo.name);
        return { url: `/PartnerPortal/jobs/${job.assignmentId}/photos`, method: 'POST', body: form };
      },
      transformResponse: withMessage<PartnerJob>,
      invalidatesTags: (_result, _error, { job }) => jobTags(job.bookingId),
    }),
    tickChecklist: build.mutation<WithMessage<PartnerJob>, { job: PartnerJob; itemId: number; ticked: boolean }>({
      query: ({ job, itemId, ticked }) => ({ url: `/PartnerPortal/jobs/${job.assignmentId}/checklist/${itemId}`, method: 'PUT', body: { ticked } }),
      transformResponse: withMessage<PartnerJob>,
      invalidatesTags: (_result, _error, { job }) => jobTags(job.bookingId),
    }),
  }),
});

export const { useGetPartnerJobsQuery, useMoveJobMutation, useAddJobPhotosMutation, useTickChecklistMutation } = partnerPortalApi;
