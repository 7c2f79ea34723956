import { sql } from 'kysely';
import { halalasToRiyals, riyalsToHalalas } from '../../shared/quotes/amounts';
import { saudiInstant } from '../../shared/scheduling/saudi-clock';
import type { PartnerPayout, PartnerStatement, PayoutInput, StatementJob } from '../../shared/types/finance';
import type { Db } from '../db/database';
import { owedPartnerSql } from './booking-partners';

/**
 * A partner's monthly statement and their payouts. A job is owed once the partner marks it done, in the
 * month of that step (its 'done' job event; the assignment's last change only for a job marked done
 * without one, which the portal never does): an admin's later touch to the assignment does not move the
 * job to another month. What it owes them is the partner cost
 * of the booking's accepted quote's lines owed to them (shared/finance/commission.ts). Payouts count on
 * the day they were paid. The balance runs from the partner's first job: the opening balance is
 * everything owed before the month less everything paid before it.
 */

const riyals = (halalas: string | number | bigint | null) => halalasToRiyals(Number(halalas ?? 0));

/** "2026-11" → its first day and the next month's first day. */
export function monthDays(month: string): { first: string; next: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

interface JobRow {
  booking_id: number;
  done_at: Date;
  quote_number: string | null;
  client_name: string | null;
  owed: string | number | null;
  uncosted: string | number | null;
}

/** The partner's done jobs before `end`, each with what it owes them. */
async function doneJobs(db: Db, partnerId: number, end: Date): Promise<JobRow[]> {
  const { rows } = await sql<JobRow>`
    select ba.booking_id, d.done_at, q.quote_number, q.client_name, q.owed, q.uncosted
    from booking_assignments ba
    cross join lateral (
      select coalesce(
        (select max(je.created_at) from job_events je where je.assignment_id = ba.id and je.status = 'done'),
        ba.updated_at) as done_at
    ) d
    left join lateral (
      select quotes.quote_number, quotes.client_name,
        sum(qlc.cost_halalas) filter (where ${owedPartnerSql} = ${partnerId}) as owed,
        count(*) filter (where qlc.quote_item_id is null) as uncosted
      from quotes
      join quote_items qi on qi.quote_id = quotes.id
      left join quote_line_costs qlc on qlc.quote_item_id = qi.id
      where quotes.id = (
        select id from quotes aq where aq.request_id = ba.booking_id and aq.status = 'accepted'
        order by aq.answered_at desc, aq.id desc limit 1)
      group by quotes.quote_number, quotes.client_name
    ) q on true
    where ba.partner_id = ${partnerId} and ba.status = 'done' and d.done_at < ${end}
    order by d.done_at, ba.booking_id`.execute(db);
  return rows;
}

function payoutQuery(db: Db) {
  return db
    .selectFrom('partner_payouts')
    .leftJoin('users', 'users.id', 'partner_payouts.recorded_by')
    .select([
      'partner_payouts.id',
      'partner_payouts.partner_id',
      'partner_payouts.amount_halalas',
      sql<string>`to_char(partner_payouts.paid_on, 'YYYY-MM-DD')`.as('paid_day'),
      'partner_payouts.reference',
      'partner_payouts.note',
      'partner_payouts.created_at',
      'users.full_name',
    ]);
}

type PayoutRow = Awaited<ReturnType<ReturnType<typeof payoutQuery>['executeTakeFirstOrThrow']>>;

const toPayout = (row: PayoutRow): PartnerPayout => ({
  id: row.id,
  partnerId: row.partner_id,
  amount: riyals(row.amount_halalas),
  paidOn: row.paid_day,
  reference: row.reference,
  note: row.note,
  recordedBy: row.full_name ?? '',
  createdAt: new Date(row.created_at).toISOString(),
});

export async function findPayout(db: Db, id: number): Promise<PartnerPayout | undefined> {
  const row = await payoutQuery(db).where('partner_payouts.id', '=', id).executeTakeFirst();
  return row && toPayout(row);
}

export const findPartner = (db: Db, id: number) => db.selectFrom('partners').select(['id', 'name', 'arabic_name']).where('id', '=', id).executeTakeFirst();

/** Records a payout; undefined for an unknown partner. */
export async function recordPayout(db: Db, partnerId: number, input: Required<PayoutInput>, userId: number, now = new Date()): Promise<number | undefined> {
  if (!(await findPartner(db, partnerId))) return undefined;
  const row = await db
    .insertInto('partner_payouts')
    .values({
      partner_id: partnerId,
      amount_halalas: riyalsToHalalas(input.amount),
      paid_on: input.paidOn,
      reference: input.reference,
      note: input.note,
      recorded_by: userId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The statement of `month` (YYYY-MM); undefined for an unknown partner. */
export async function partnerStatement(db: Db, partnerId: number, month: string): Promise<PartnerStatement | undefined> {
  const partner = await findPartner(db, partnerId);
  if (!partner) return undefined;
  const { first, next } = monthDays(month);
  const start = saudiInstant(first, 0);
  const end = saudiInstant(next, 0);
  const jobs = await doneJobs(db, partnerId, end);
  const before = jobs.filter((job) => new Date(job.done_at) < start);
  const inMonth = jobs.filter((job) => new Date(job.done_at) >= start);
  const payouts = await payoutQuery(db)
    .where('partner_payouts.partner_id', '=', partnerId)
    .where('partner_payouts.paid_on', '<', next)
    .orderBy('partner_payouts.paid_on')
    .orderBy('partner_payouts.id')
    .execute();
  const paidBefore = payouts.filter((p) => p.paid_day < first);
  const paidIn = payouts.filter((p) => p.paid_day >= first);
  const sum = (values: Array<string | number | bigint | null>) => values.reduce<number>((total, value) => total + Number(value ?? 0), 0);
  const opening = sum(before.map((j) => j.owed)) - sum(paidBefore.map((p) => p.amount_halalas));
  const owed = sum(inMonth.map((j) => j.owed));
  const paid = sum(paidIn.map((p) => p.amount_halalas));
  return {
    partnerId,
    partnerName: partner.name,
    partnerArabicName: partner.arabic_name,
    month,
    openingBalance: riyals(opening),
    jobs: inMonth.map(
      (job): StatementJob => ({
        bookingId: job.booking_id,
        quoteNumber: job.quote_number,
        clientName: job.client_name ?? '',
        doneAt: new Date(job.done_at).toISOString(),
        amountOwed: riyals(job.owed),
        uncostedLines: Number(job.uncosted ?? 0),
      }),
    ),
    owedInMonth: riyals(owed),
    payouts: paidIn.map(toPayout),
    paidInMonth: riyals(paid),
    closingBalance: riyals(opening + owed - paid),
  };
}
