import { byId } from '../audit/audit-rule';
import { DATA_REQUEST_STATES, POLICY_KINDS, type PolicyKind } from '../../shared/types/privacy';
import {
  dataRequestCloseSchema,
  loggedDataRequestSchema,
  marketingChoiceSchema,
  ownDataRequestSchema,
  policyPublishSchema,
  retentionPolicySchema,
} from '../../shared/validation/privacy';
import { saudiInstant } from '../../shared/scheduling/saudi-clock';
import type { Db } from '../db/database';
import { badRequest, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { booleanParam, enumParam } from '../http/query-params';
import { bodyOf, defineRoutes, parseId, requireUser } from '../http/route';
import { setMarketingOptIn } from './consents.repository';
import { buildDataExport } from './data-export';
import { countOverdueRequests, createDataRequest, findDataRequest, listDataRequests } from './data-requests.repository';
import { currentPolicy, findPolicyVersion, listPolicyVersions, publishPolicy } from './policies.repository';
import { closeRequest, privacyChoicesOf, requestOwn } from './privacy.service';
import { readRetentionPolicy, runRetention, saveRetentionPolicy } from './retention';

const PARAMS = {
  state: enumParam('state', { description: 'Only requests in this state.', values: DATA_REQUEST_STATES, message: 'validation:dataRequestStateInvalid' }),
  overdue: booleanParam('overdue', 'Only open requests past their 30-day deadline (true), or the others (false).'),
} as const;

/** The policy kind of the path; anything else is an unknown page. */
function kindOf(raw: unknown): PolicyKind {
  if (typeof raw === 'string' && (POLICY_KINDS as readonly string[]).includes(raw)) return raw as PolicyKind;
  throw notFound('policyNotFound');
}

const bothPolicies = async (db: Db) => ({ privacy: await currentPolicy(db, 'privacy'), terms: await currentPolicy(db, 'terms') });
/**
 * A data request as the audit log keeps it: without who asked and what they wrote (the account is
 * its userId), so closing a deletion, which erases the person, records no copy of them.
 */
const dataRequestRecord = byId(async (db, id) => {
  const request = await findDataRequest(db, id);
  if (!request) return undefined;
  const { requester: _requester, details: _details, ...kept } = request;
  return kept;
});

export const privacyRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Policies/:kind',
    access: 'public',
    tag: 'Privacy',
    summary: 'The privacy policy or the terms in force (kind: privacy or terms), both languages',
    description: 'The latest published version, with its number and date: forms send the number back as the version the person accepted.',
    returns: { schema: 'PolicyVersion' },
    errors: { 404: 'An unknown kind' },
    async handle(ctx) {
      return { result: await currentPolicy(ctx.app.db, kindOf(ctx.req.params.kind)) };
    },
  },
  {
    method: 'get',
    path: '/Policies/:kind/versions',
    access: 'public',
    tag: 'Privacy',
    summary: 'Every published version of a policy, newest first',
    returns: { schema: 'PolicyVersion', list: true },
    errors: { 404: 'An unknown kind' },
    async handle(ctx) {
      return { result: await listPolicyVersions(ctx.app.db, kindOf(ctx.req.params.kind)) };
    },
  },
  {
    method: 'get',
    path: '/Policies/:kind/versions/:version',
    access: 'public',
    tag: 'Privacy',
    summary: 'One published version of a policy (what a consent points at)',
    returns: { schema: 'PolicyVersion' },
    errors: { 404: 'An unknown kind or version' },
    async handle(ctx) {
      const policy = await findPolicyVersion(ctx.app.db, kindOf(ctx.req.params.kind), parseId(ctx.req.params.version));
      if (!policy) throw notFound('policyNotFound');
      return { result: policy };
    },
  },
  {
    method: 'post',
    path: '/Policies',
    access: 'admin',
    audit: { action: 'privacy.policy', entity: 'privacy', read: (db) => bothPolicies(db) },
    tag: 'Privacy',
    summary: 'Publish a new version of a policy, kind privacy or terms (the earlier ones are kept, each with its date)',
    description: 'The version number is the next one; forms showing the earlier version are answered 400 policyOutdated until they reload it.',
    body: policyPublishSchema,
    returns: { schema: 'PolicyVersion' },
    successStatus: 201,
    async handle(ctx) {
      const { kind, bodyEn, bodyAr } = bodyOf(ctx, policyPublishSchema);
      const policy = await publishPolicy(ctx.app.db, kind, { bodyEn, bodyAr }, requireUser(ctx).id);
      return { status: 201, result: policy, message: 'policyPublished' };
    },
  },
  {
    method: 'get',
    path: '/Privacy/me',
    access: 'user',
    tag: 'Privacy',
    summary: "The caller's consents (which version, where, when), marketing choice and open data requests",
    returns: { schema: 'PrivacyChoices' },
    async handle(ctx) {
      return { result: await privacyChoicesOf(ctx.app.db, requireUser(ctx).id, new Date(ctx.app.clock.now())) };
    },
  },
  {
    method: 'put',
    path: '/Privacy/marketing',
    access: 'user',
    audit: 'not-a-change',
    tag: 'Privacy',
    summary: 'Opt in to marketing messages, or withdraw (the own account)',
    description:
      'Separate from the policies: optional, and withdrawn at any time. The first opt-in moment is kept while opted in. (Not audited: it is the caller’s own choice, recorded with its time.)',
    body: marketingChoiceSchema,
    returns: { schema: 'PrivacyChoices' },
    async handle(ctx) {
      const user = requireUser(ctx);
      const now = new Date(ctx.app.clock.now());
      await setMarketingOptIn(ctx.app.db, user.id, bodyOf(ctx, marketingChoiceSchema).optIn, now);
      return { result: await privacyChoicesOf(ctx.app.db, user.id, now), message: 'marketingUpdated' };
    },
  },
  {
    method: 'get',
    path: '/Privacy/export',
    access: 'user',
    tag: 'Privacy',
    summary: 'Download everything held about the caller: a ZIP of data.json and the PDFs of their quotes and invoices',
    description:
      'data.json holds the account, consents, marketing choice, bookings, quotes, invoices and credit notes, ratings, messages written, contact-form messages from the address and data requests; quotes/ the quote PDFs in the request language; invoices/ the bilingual invoice PDFs the person may download. Recorded as an export request answered at once.',
    returns: 'file',
    fileType: 'application/zip',
    async handle(ctx) {
      const user = requireUser(ctx);
      const now = new Date(ctx.app.clock.now());
      const zip = await buildDataExport(ctx.app.db, user.id, ctx.language, now);
      if (!zip) throw notFound('userNotFound');
      await createDataRequest(ctx.app.db, { kind: 'export', source: 'self', userId: user.id, requester: '', details: '', receivedAt: now, doneBy: user.id });
      const { res } = ctx;
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="my-data-${now.toISOString().slice(0, 10)}.zip"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(Buffer.from(zip));
    },
  },
  {
    method: 'post',
    path: '/Privacy/requests',
    access: 'user',
    audit: { action: 'privacy.requestLogged', entity: 'privacy', read: dataRequestRecord },
    tag: 'Privacy',
    summary: 'Ask for the own account to be deleted, or for a correction the profile cannot make',
    description: 'Due 30 days after it is received; an admin answers it from the requests queue. One open request of each kind at a time (409 INVALID_STATE).',
    body: ownDataRequestSchema,
    returns: { schema: 'DataRequest' },
    successStatus: 201,
    errors: { 409: 'A request of this kind is already open (INVALID_STATE)' },
    async handle(ctx) {
      const { kind, details } = bodyOf(ctx, ownDataRequestSchema);
      const request = await requestOwn(ctx.app.db, requireUser(ctx), kind, details, new Date(ctx.app.clock.now()));
      return { status: 201, result: request, message: 'dataRequestCreated' };
    },
  },
  {
    method: 'get',
    path: '/Privacy/requests',
    access: 'admin',
    tag: 'Privacy',
    summary: 'The data requests queue: open ones first by deadline, then the closed ones',
    description: 'Search matches what was typed for a request logged by hand.',
    paged: true,
    query: [PARAMS.state, PARAMS.overdue],
    returns: { schema: 'DataRequest', list: true },
    async handle(ctx) {
      const now = new Date(ctx.app.clock.now());
      const result = await listDataRequests(
        ctx.app.db,
        { ...listQueryOf(ctx), state: PARAMS.state.of(ctx), overdue: PARAMS.overdue.of(ctx), userId: null },
        now,
      );
      return { result };
    },
  },
  {
    method: 'get',
    path: '/Privacy/requests/overdue-count',
    access: 'admin',
    tag: 'Privacy',
    summary: 'How many open data requests are past their 30-day deadline (the overview)',
    returns: { schema: 'Count' },
    async handle(ctx) {
      return { result: { count: await countOverdueRequests(ctx.app.db, new Date(ctx.app.clock.now())) } };
    },
  },
  {
    method: 'post',
    path: '/Privacy/requests/logged',
    access: 'admin',
    audit: { action: 'privacy.requestLogged', entity: 'privacy', read: dataRequestRecord },
    tag: 'Privacy',
    summary: 'Log a request received by e-mail or letter (due 30 days after the day it was received)',
    description: 'receivedOn (YYYY-MM-DD, Saudi day) defaults to today and cannot be in the future; userId links it to an account when known.',
    body: loggedDataRequestSchema,
    returns: { schema: 'DataRequest' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, loggedDataRequestSchema);
      const now = new Date(ctx.app.clock.now());
      const receivedAt = input.receivedOn === null ? now : saudiInstant(input.receivedOn, 0);
      if (Number.isNaN(receivedAt.getTime()) || receivedAt.getTime() > now.getTime()) throw badRequest({ receivedOn: ['validation:dateInvalid'] });
      if (input.userId !== null && !(await ctx.app.db.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst()))
        throw badRequest({ userId: ['provider:userNotFound'] });
      const id = await createDataRequest(ctx.app.db, {
        kind: input.kind,
        source: 'email',
        userId: input.userId,
        requester: input.requester,
        details: input.details,
        receivedAt,
      });
      return { status: 201, result: await findDataRequest(ctx.app.db, id, now), message: 'dataRequestLogged' };
    },
  },
  {
    method: 'patch',
    path: '/Privacy/requests/:id',
    access: 'admin',
    audit: { action: 'privacy.requestClosed', entity: 'privacy', read: dataRequestRecord },
    tag: 'Privacy',
    summary: 'Close a data request: done (a deletion then erases the account and tells the person) or refused with a reason',
    body: dataRequestCloseSchema,
    returns: { schema: 'DataRequest' },
    errors: { 409: 'Not open any more; a deletion without an account, or of an Admin (INVALID_STATE)' },
    async handle(ctx) {
      const { state, note } = bodyOf(ctx, dataRequestCloseSchema);
      const request = await closeRequest(ctx.app, requireUser(ctx), parseId(ctx.req.params.id), state as 'done' | 'refused', note, ctx.language);
      return { result: request, message: 'dataRequestClosed' };
    },
  },
  {
    method: 'get',
    path: '/Privacy/retention',
    access: 'admin',
    tag: 'Privacy',
    summary: 'The retention schedule',
    returns: { schema: 'RetentionPolicy' },
    async handle(ctx) {
      return { result: await readRetentionPolicy(ctx.app.db) };
    },
  },
  {
    method: 'put',
    path: '/Privacy/retention',
    access: 'admin',
    audit: { action: 'privacy.retentionPolicy', entity: 'privacy', read: (db) => readRetentionPolicy(db) },
    tag: 'Privacy',
    summary: 'Change the retention schedule (carried out daily by the job queue)',
    body: retentionPolicySchema,
    returns: { schema: 'RetentionPolicy' },
    async handle(ctx) {
      return { result: await saveRetentionPolicy(ctx.app.db, bodyOf(ctx, retentionPolicySchema), new Date(ctx.app.clock.now())), message: 'retentionSaved' };
    },
  },
  {
    method: 'post',
    path: '/Privacy/retention/run',
    access: 'admin',
    audit: 'not-a-change',
    tag: 'Privacy',
    summary: 'Carry out the retention schedule now (it also runs every day); what it removed is in the audit log',
    description: 'Not audited as a call: the run writes its own audit entry when it removed anything.',
    returns: { schema: 'RetentionOutcome' },
    async handle(ctx) {
      return { result: await runRetention(ctx.app.db, new Date(ctx.app.clock.now())), message: 'retentionRun' };
    },
  },
]);
