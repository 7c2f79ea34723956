import { nextJobStep, takesWorkRecords } from '../../shared/job-progress/transitions';
import type { PartnerJob } from '../../shared/types/job-progress';
import { checklistTickSchema, jobMoveSchema } from '../../shared/validation/job-progress';
import { saudiDate, saudiInstant } from '../../shared/scheduling/saudi-clock';
import { findBooking } from '../bookings/bookings.repository';
import type { RouteContext } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { bodyOf, defineRoutes, parseId } from '../http/route';
import { checkUploads, discardIncoming, incomingFiles, isImage, multipartUploads, removeStoredFiles } from '../files/uploads';
import { addJobPhotos, isItemOfJob, partnerJobIds, progressOf, setTick } from './job-progress.repository';
import { movePartnerJob, ownJob, requirePartner } from './job-progress.service';

/**
 * The partner's portal (issue 27 item 4): their jobs, and the steps they take on them. Only partner
 * logins get in (403 for anyone else); a partner reaches only their own jobs still on (403 for
 * another's, or one they declined or were taken off).
 */

const TAG = 'PartnerPortal';

/** A partner's jobs in full: each with its booking (time, address, the client's contact) and progress. */
async function partnerJobs(ctx: RouteContext, ids: number[]): Promise<PartnerJob[]> {
  const progress = await progressOf(ctx.app.db, ids);
  const jobs: PartnerJob[] = [];
  for (const job of progress) {
    const booking = await findBooking(ctx.app.db, job.bookingId);
    if (booking) jobs.push({ ...job, booking, nextStep: nextJobStep(job.status) });
  }
  return jobs;
}

async function oneJob(ctx: RouteContext, assignmentId: number): Promise<PartnerJob> {
  const [job] = await partnerJobs(ctx, [assignmentId]);
  if (!job) throw notFound('jobNotFound');
  return job;
}

const workRecordsRefused = (message: string) => new HttpError(409, 'INVALID_STATE', message);

export const partnerJobRoutes = (uploadDir: string) => {
  const upload = multipartUploads(uploadDir);
  return defineRoutes([
    {
      method: 'get',
      path: '/PartnerPortal/jobs',
      access: 'partner',
      tag: TAG,
      summary: "The signed-in partner's jobs of today and to come",
      description:
        "Jobs still on (not declined or withdrawn) on bookings not cancelled, whose time is from the start of today (Saudi time) on, and any not yet done whatever their time; earliest first, at most 100. Each with its booking (time, address, the client's name and phone) and progress.",
      returns: { schema: 'PartnerJob', list: true },
      async handle(ctx) {
        const { partnerId } = requirePartner(ctx);
        const today = saudiInstant(saudiDate(new Date(ctx.app.clock.now())), 0);
        return { result: await partnerJobs(ctx, await partnerJobIds(ctx.app.db, partnerId, today)) };
      },
    },
    {
      method: 'get',
      path: '/PartnerPortal/jobs/:id',
      access: 'partner',
      tag: TAG,
      summary: "One job of the signed-in partner (by its assignment's id)",
      description: "403 for another partner's job, and for a job declined or withdrawn.",
      returns: { schema: 'PartnerJob' },
      async handle(ctx) {
        const job = await ownJob(ctx, parseId(ctx.req.params.id));
        return { result: await oneJob(ctx, job.id) };
      },
    },
    {
      method: 'post',
      path: '/PartnerPortal/jobs/:id/progress',
      access: 'partner',
      tag: TAG,
      summary: 'Take the next step on a job: accept, decline (with a reason), on the way, started, done (each with an optional note)',
      description:
        'assigned → accepted | declined; accepted → on_the_way; on_the_way → started; started → done. Starting and finishing need the booking confirmed (in_progress). Each step is recorded with its time (what the client follows). Declining tells the admins (a notice and an e-mail). When every job of the booking still on is done, the client is asked to confirm within COMPLETION_CONFIRM_DAYS days, after which the booking completes itself.',
      body: jobMoveSchema,
      errors: {
        409: 'Not the next step of the job, the booking is completed or cancelled or not confirmed yet, or the job changed meanwhile (INVALID_STATE)',
      },
      returns: { schema: 'PartnerJob' },
      async handle(ctx) {
        const job = await ownJob(ctx, parseId(ctx.req.params.id));
        const input = bodyOf(ctx, jobMoveSchema);
        await movePartnerJob(ctx, job, { status: input.status, note: input.note, reason: input.reason });
        // A declined job is no longer the partner's: the answer is its last state all the same.
        const [result] = await partnerJobs(ctx, [job.id]);
        return { result, message: 'jobMoved' };
      },
    },
    {
      method: 'post',
      path: '/PartnerPortal/jobs/:id/photos',
      access: 'partner',
      tag: TAG,
      summary: 'Add photos to a job under way (multipart, images in files)',
      description:
        "Only while the job is started. Checked by content like every upload, and each must be an image (PNG, JPEG, GIF or WebP): 400 UNSUPPORTED_FILE_TYPE otherwise. The portal resizes photos before sending them. They are shown to the booking's client, its partners and the admins.",
      multipart: 'photos',
      before: [upload],
      errors: { 409: 'The job is not started (INVALID_STATE)' },
      returns: { schema: 'PartnerJob' },
      async handle(ctx) {
        const incoming = incomingFiles(ctx.req.files);
        let job: Awaited<ReturnType<typeof ownJob>>;
        try {
          job = await ownJob(ctx, parseId(ctx.req.params.id));
          if (!takesWorkRecords(job.status)) throw workRecordsRefused('jobPhotosOnlyWhileStarted');
          if (incoming.length === 0) throw badRequest({ files: ['validation:photoRequired'] });
        } catch (error) {
          await discardIncoming(incoming);
          throw error;
        }
        const uploads = await checkUploads(incoming, ctx.app.storage);
        if (uploads.some((u) => !isImage(u.contentType))) {
          await removeStoredFiles(
            ctx.app.storage,
            uploads.map((u) => u.storedName),
          );
          throw new HttpError(400, 'UNSUPPORTED_FILE_TYPE', 'jobPhotosOnlyImages', {
            files: uploads.filter((u) => !isImage(u.contentType)).map(() => 'validation:fileTypeNotAllowed'),
          });
        }
        try {
          await addJobPhotos(ctx.app.db, job.id, uploads, job.userId, new Date(ctx.app.clock.now()));
        } catch (error) {
          await removeStoredFiles(
            ctx.app.storage,
            uploads.map((u) => u.storedName),
          );
          throw error;
        }
        return { status: 201, result: await oneJob(ctx, job.id), message: 'jobPhotosAdded' };
      },
      successStatus: 201,
    },
    {
      method: 'put',
      path: '/PartnerPortal/jobs/:id/checklist/:itemId',
      access: 'partner',
      tag: TAG,
      summary: "Tick (or untick) an item of the service's checklist on a job under way",
      description: "Only while the job is started; the item must be on the checklist of the booking's main service (404 otherwise).",
      body: checklistTickSchema,
      errors: { 404: 'No such job, or the item is not on its checklist', 409: 'The job is not started (INVALID_STATE)' },
      returns: { schema: 'PartnerJob' },
      async handle(ctx) {
        const job = await ownJob(ctx, parseId(ctx.req.params.id));
        const itemId = parseId(ctx.req.params.itemId);
        if (!(await isItemOfJob(ctx.app.db, job.id, itemId))) throw notFound('checklistItemNotOfJob');
        if (!takesWorkRecords(job.status)) throw workRecordsRefused('checklistOnlyWhileStarted');
        const { ticked } = bodyOf(ctx, checklistTickSchema);
        await setTick(ctx.app.db, job.id, itemId, ticked, job.userId, new Date(ctx.app.clock.now()));
        return { result: await oneJob(ctx, job.id), message: 'checklistTicked' };
      },
    },
  ]);
};
