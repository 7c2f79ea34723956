import { type CommissionRule, ruleFromEntry, splitLine, typedValueOf, type CommissionKind } from '../../shared/finance/commission';
import { halalasToRiyals } from '../../shared/quotes/amounts';
import type { CostedLine, LineCostingInput, QuoteCosting, ServiceCommission } from '../../shared/types/finance';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { activePartnersOfBooking } from './booking-partners';

/**
 * Costing in the database: the services' default commissions, and each quote line's partner cost
 * and commission (quote_line_costs, beside the lines a client reads, never inside them).
 */

const riyals = (halalas: string | number | bigint) => halalasToRiyals(Number(halalas));
const ruleOfRow = (row: { commission_kind: CommissionKind; commission_value: string | number | bigint }): CommissionRule => ({
  kind: row.commission_kind,
  value: Number(row.commission_value),
});

function serviceCommissionQuery(db: Db) {
  return db
    .selectFrom('services')
    .leftJoin('service_commissions as sc', 'sc.service_id', 'services.id')
    .select(['services.id', 'services.title', 'services.arabic_title', 'services.archived_at', 'sc.commission_kind', 'sc.commission_value', 'sc.updated_at']);
}

type ServiceCommissionRow = Awaited<ReturnType<ReturnType<typeof serviceCommissionQuery>['executeTakeFirstOrThrow']>>;

function toServiceCommission(row: ServiceCommissionRow): ServiceCommission {
  const rule =
    row.commission_kind && row.commission_value !== null ? ruleOfRow({ commission_kind: row.commission_kind, commission_value: row.commission_value }) : null;
  return {
    serviceId: row.id,
    serviceTitle: row.title,
    serviceArabicTitle: row.arabic_title,
    kind: rule?.kind ?? null,
    value: rule ? typedValueOf(rule) : null,
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

/** Every service not archived (and any archived one that still has a default), by title. */
export async function listServiceCommissions(db: Db): Promise<ServiceCommission[]> {
  const rows = await serviceCommissionQuery(db)
    .where((eb) => eb.or([eb('services.archived_at', 'is', null), eb('sc.service_id', 'is not', null)]))
    .orderBy('services.title')
    .orderBy('services.id')
    .execute();
  return rows.map(toServiceCommission);
}

export async function findServiceCommission(db: Db, serviceId: number): Promise<ServiceCommission | undefined> {
  const row = await serviceCommissionQuery(db).where('services.id', '=', serviceId).executeTakeFirst();
  return row && toServiceCommission(row);
}

/** Sets (or, with null, removes) a service's default; false for an unknown service. Lines already issued keep theirs. */
export async function setServiceCommission(db: Db, serviceId: number, rule: CommissionRule | null, userId: number, now = new Date()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const service = await trx.selectFrom('services').select('id').where('id', '=', serviceId).forUpdate().executeTakeFirst();
    if (!service) return false;
    if (rule === null) {
      await trx.deleteFrom('service_commissions').where('service_id', '=', serviceId).execute();
      return true;
    }
    const values = { commission_kind: rule.kind, commission_value: rule.value, updated_by: userId, updated_at: now };
    await trx
      .insertInto('service_commissions')
      .values({ service_id: serviceId, ...values })
      .onConflict((oc) => oc.column('service_id').doUpdateSet(values))
      .execute();
    return true;
  });
}

/** The booking's services (its main one first), which a line may count under. */
function servicesOfBooking(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_items')
    .innerJoin('services', 'services.id', 'booking_items.service_id')
    .select(['services.id', 'services.title', 'services.arabic_title', 'booking_items.service_title', 'booking_items.service_arabic_title'])
    .where('booking_items.request_id', '=', bookingId)
    .orderBy('booking_items.is_additional_service')
    .orderBy('booking_items.position')
    .execute();
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase() && a.trim() !== '';

/**
 * Costs a newly issued quote's lines by their services' defaults, in the issuing transaction: a line
 * counts under the booked service whose title (English or Arabic) it carries, else under the
 * booking's main service. A line whose service has no default stays uncosted.
 */
export async function costNewQuote(trx: Db, quoteId: number, bookingId: number, userId: number | null, now = new Date()): Promise<void> {
  const services = await servicesOfBooking(trx, bookingId);
  if (services.length === 0) return;
  const defaults = await trx
    .selectFrom('service_commissions')
    .selectAll()
    .where(
      'service_id',
      'in',
      services.map((s) => s.id),
    )
    .execute();
  const ruleOfService = new Map(defaults.map((row) => [row.service_id, ruleOfRow(row)]));
  const items = await trx
    .selectFrom('quote_items')
    .select(['id', 'name', 'arabic_name', 'quantity', 'unit_price_halalas'])
    .where('quote_id', '=', quoteId)
    .execute();
  const rows = items.flatMap((item) => {
    const service =
      services.find(
        (s) =>
          [s.service_title, s.title].some((t) => sameName(t, item.name)) ||
          [s.service_arabic_title, s.arabic_title].some((t) => sameName(t, item.arabic_name) || sameName(t, item.name)),
      ) ?? services[0]!;
    const rule = ruleOfService.get(service.id);
    if (!rule) return [];
    const split = splitLine(item.quantity, Number(item.unit_price_halalas), rule);
    return [
      {
        quote_item_id: item.id,
        commission_kind: rule.kind,
        commission_value: rule.value,
        cost_halalas: split.cost,
        commission_halalas: split.commission,
        service_id: service.id,
        partner_id: null,
        updated_by: userId,
        updated_at: now,
      },
    ];
  });
  if (rows.length > 0) await trx.insertInto('quote_line_costs').values(rows).execute();
}

/** A quote's lines with their costing, the booking's services and partners; undefined for an unknown quote. */
export async function quoteCosting(db: Db, quoteId: number): Promise<QuoteCosting | undefined> {
  const quote = await db
    .selectFrom('quotes')
    .select(['id', 'quote_number', 'request_id', 'status', 'client_name'])
    .where('id', '=', quoteId)
    .executeTakeFirst();
  if (!quote) return undefined;
  const items = await db
    .selectFrom('quote_items')
    .leftJoin('quote_line_costs as qlc', 'qlc.quote_item_id', 'quote_items.id')
    .select([
      'quote_items.id',
      'quote_items.name',
      'quote_items.arabic_name',
      'quote_items.quantity',
      'quote_items.unit_price_halalas',
      'quote_items.total_halalas',
      'qlc.commission_kind',
      'qlc.commission_value',
      'qlc.cost_halalas',
      'qlc.commission_halalas',
      'qlc.service_id',
      'qlc.partner_id',
    ])
    .where('quote_items.quote_id', '=', quoteId)
    .orderBy('quote_items.position')
    .execute();
  const lines = items.map(
    (item): CostedLine => ({
      itemId: item.id,
      name: item.name,
      arabicName: item.arabic_name,
      quantity: item.quantity,
      unitPrice: riyals(item.unit_price_halalas),
      total: riyals(item.total_halalas),
      kind: item.commission_kind,
      value:
        item.commission_kind && item.commission_value !== null
          ? typedValueOf(ruleOfRow({ commission_kind: item.commission_kind, commission_value: item.commission_value }))
          : null,
      partnerCost: item.cost_halalas === null ? null : riyals(item.cost_halalas),
      commission: item.commission_halalas === null ? null : riyals(item.commission_halalas),
      serviceId: item.service_id,
      partnerId: item.partner_id,
    }),
  );
  const costed = items.filter((item) => item.cost_halalas !== null);
  const sum = (values: Array<string | number | bigint | null>) => values.reduce<number>((total, value) => total + Number(value ?? 0), 0);
  const revenue = sum(items.map((i) => i.total_halalas));
  const partnerCost = sum(costed.map((i) => i.cost_halalas));
  return {
    quoteId: quote.id,
    quoteNumber: quote.quote_number,
    bookingId: quote.request_id,
    status: quote.status,
    clientName: quote.client_name,
    lines,
    revenue: riyals(revenue),
    partnerCost: riyals(partnerCost),
    margin: riyals(sum(costed.map((i) => i.commission_halalas))),
    uncostedLines: items.length - costed.length,
    services: (await servicesOfBooking(db, quote.request_id)).map((s) => ({ id: s.id, title: s.title, arabicTitle: s.arabic_title })),
    partners: (await activePartnersOfBooking(db, quote.request_id)).map((p) => ({ id: p.id, name: p.name, arabicName: p.arabic_name })),
  };
}

export type SetLineCostingOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'exceeds-price' | 'service-not-of-booking' | 'partner-not-assigned' };

/**
 * Costs one line of a quote (any status: a pending quote is costed before it is accepted, an accepted
 * one when the partner's price is known). The price is never touched: only how it splits.
 */
export async function setLineCosting(
  db: Db,
  quoteId: number,
  itemId: number,
  input: LineCostingInput,
  userId: number,
  now = new Date(),
): Promise<SetLineCostingOutcome> {
  return inTransaction(db, async (trx): Promise<SetLineCostingOutcome> => {
    const item = await trx
      .selectFrom('quote_items')
      .innerJoin('quotes', 'quotes.id', 'quote_items.quote_id')
      .select(['quote_items.id', 'quote_items.quantity', 'quote_items.unit_price_halalas', 'quotes.request_id'])
      .where('quote_items.id', '=', itemId)
      .where('quote_items.quote_id', '=', quoteId)
      .forUpdate()
      .executeTakeFirst();
    if (!item) return { ok: false, reason: 'not-found' };
    const unitPrice = Number(item.unit_price_halalas);
    const rule = ruleFromEntry(input.basis, input.value, unitPrice);
    if (!rule) return { ok: false, reason: 'exceeds-price' };
    const serviceId = input.serviceId ?? null;
    if (serviceId !== null && !(await servicesOfBooking(trx, item.request_id)).some((s) => s.id === serviceId))
      return { ok: false, reason: 'service-not-of-booking' };
    const partnerId = input.partnerId ?? null;
    if (partnerId !== null && !(await activePartnersOfBooking(trx, item.request_id)).some((p) => p.id === partnerId))
      return { ok: false, reason: 'partner-not-assigned' };
    const split = splitLine(item.quantity, unitPrice, rule);
    const values = {
      commission_kind: rule.kind,
      commission_value: rule.value,
      cost_halalas: split.cost,
      commission_halalas: split.commission,
      service_id: serviceId,
      partner_id: partnerId,
      updated_by: userId,
      updated_at: now,
    };
    await trx
      .insertInto('quote_line_costs')
      .values({ quote_item_id: item.id, ...values })
      .onConflict((oc) => oc.column('quote_item_id').doUpdateSet(values))
      .execute();
    return { ok: true };
  });
}
