import { sql } from 'kysely';
import { marginPercent } from '../../shared/finance/commission';
import { halalasToRiyals } from '../../shared/quotes/amounts';
import { addDays, saudiInstant } from '../../shared/scheduling/saudi-clock';
import type { MarginGroup, MarginReport, MarginRow } from '../../shared/types/finance';
import type { Db } from '../db/database';
import { owedPartnerSql } from './booking-partners';

/**
 * The margins report: revenue, partners' cost and margin of the bookings whose quote was accepted in
 * a period (days in company time), per booking, service, partner or month. A booking counts by its
 * accepted quote (the newest, should there be several), unless it was cancelled. Revenue is every
 * line's total (VAT excluded); partner cost and margin are those of the costed lines, and each row
 * says how many lines are not costed yet, so a margin is never silently taken for complete.
 */

/** The most booking rows the report lists (by margin, highest first). */
export const MARGIN_ROWS_MAX = 500;

const riyals = (halalas: string | number | bigint | null) => halalasToRiyals(Number(halalas ?? 0));

/** Every line of the accepted quotes of the period, with its booking, month, service and partner. */
function periodLines(from: string, to: string) {
  const start = saudiInstant(from, 0);
  const end = saudiInstant(addDays(to, 1), 0);
  return sql`
    select quotes.id as quote_id, quotes.request_id as booking_id, quotes.client_name,
      to_char((quotes.answered_at at time zone 'UTC') + interval '3 hours', 'YYYY-MM') as month,
      qi.total_halalas, qlc.cost_halalas, qlc.commission_halalas,
      coalesce(qlc.service_id, (
        select bi.service_id from booking_items bi
        where bi.request_id = quotes.request_id and bi.service_id is not null
        order by bi.is_additional_service, bi.position limit 1)) as service_id,
      ${owedPartnerSql} as partner_id
    from quotes
    join bookings on bookings.id = quotes.request_id and bookings.status <> 'cancelled'
    join quote_items qi on qi.quote_id = quotes.id
    left join quote_line_costs qlc on qlc.quote_item_id = qi.id
    where quotes.status = 'accepted'
      and quotes.answered_at >= ${start} and quotes.answered_at < ${end}
      and not exists (
        select 1 from quotes newer where newer.request_id = quotes.request_id and newer.status = 'accepted'
          and (newer.answered_at > quotes.answered_at or (newer.answered_at = quotes.answered_at and newer.id > quotes.id)))`;
}

const GROUPING: Record<MarginGroup, { group: string; key: string; label: string; arabicLabel: string; join: string }> = {
  booking: {
    group: 'l.booking_id',
    key: 'l.booking_id::text',
    label: "'#' || l.booking_id || ' · ' || min(l.client_name)",
    arabicLabel: "'#' || l.booking_id || ' · ' || min(l.client_name)",
    join: '',
  },
  service: {
    group: 'l.service_id',
    key: 'l.service_id::text',
    label: "coalesce(min(s.title), '')",
    arabicLabel: "coalesce(min(s.arabic_title), '')",
    join: 'left join services s on s.id = l.service_id',
  },
  partner: {
    group: 'l.partner_id',
    key: 'l.partner_id::text',
    label: "coalesce(min(p.name), '')",
    arabicLabel: "coalesce(min(p.arabic_name), '')",
    join: 'left join partners p on p.id = l.partner_id',
  },
  month: { group: 'l.month', key: 'l.month', label: 'l.month', arabicLabel: 'l.month', join: '' },
};

interface GroupRow {
  key: string | null;
  label: string;
  arabic_label: string;
  bookings: string | number;
  revenue: string | number | null;
  cost: string | number | null;
  margin: string | number | null;
  uncosted: string | number;
  quote_id: number | null;
}

function toRow(row: GroupRow, costedRevenue: number): Omit<MarginRow, 'key' | 'label' | 'arabicLabel' | 'quoteId'> {
  const margin = Number(row.margin ?? 0);
  return {
    bookings: Number(row.bookings),
    revenue: riyals(row.revenue),
    partnerCost: riyals(row.cost),
    margin: riyals(margin),
    marginPercent: marginPercent(margin, costedRevenue),
    uncostedLines: Number(row.uncosted),
  };
}

export async function marginReport(db: Db, groupBy: MarginGroup, from: string, to: string): Promise<MarginReport> {
  const grouping = GROUPING[groupBy];
  const lines = periodLines(from, to);
  const aggregates = sql`count(distinct l.booking_id) as bookings, sum(l.total_halalas) as revenue, sum(l.cost_halalas) as cost,
    sum(l.commission_halalas) as margin, count(*) filter (where l.cost_halalas is null) as uncosted`;
  const limit = groupBy === 'booking' ? sql`limit ${MARGIN_ROWS_MAX + 1}` : sql``;
  const order = groupBy === 'month' ? sql`order by 1` : sql`order by margin desc nulls last, revenue desc nulls last, 1`;
  const { rows } = await sql<GroupRow>`
    with l as (${lines})
    select ${sql.raw(grouping.key)} as key, ${sql.raw(grouping.label)} as label, ${sql.raw(grouping.arabicLabel)} as arabic_label,
      ${aggregates}, ${sql.raw(groupBy === 'booking' ? 'min(l.quote_id)' : 'null::int')} as quote_id
    from l ${sql.raw(grouping.join)}
    group by ${sql.raw(grouping.group)}
    ${order} ${limit}`.execute(db);
  const total = (
    await sql<GroupRow>`with l as (${lines}) select null as key, '' as label, '' as arabic_label, ${aggregates}, null::int as quote_id from l`.execute(db)
  ).rows[0]!;
  const totalCostedRevenue = Number(total.cost ?? 0) + Number(total.margin ?? 0);
  const truncated = rows.length > MARGIN_ROWS_MAX;
  return {
    groupBy,
    from,
    to,
    rows: rows.slice(0, MARGIN_ROWS_MAX).map((row) => ({
      key: row.key,
      label: row.label,
      arabicLabel: row.arabic_label,
      quoteId: row.quote_id === null ? null : Number(row.quote_id),
      ...toRow(row, Number(row.cost ?? 0) + Number(row.margin ?? 0)),
    })),
    totals: toRow(total, totalCostedRevenue),
    truncated,
  };
}
