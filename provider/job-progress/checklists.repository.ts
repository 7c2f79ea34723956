import type { ChecklistItem } from '../../shared/types/job-progress';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';

type ItemRow = { id: number; service_id: number; label_en: string; label_ar: string };

const itemOf = (row: ItemRow): ChecklistItem => ({ id: row.id, serviceId: row.service_id, labelEn: row.label_en, labelAr: row.label_ar });

/** A service's checklist as an admin last wrote it, in order (archived items left out). */
export async function checklistOfService(db: Db, serviceId: number): Promise<ChecklistItem[]> {
  const rows = await db
    .selectFrom('service_checklist_items')
    .select(['id', 'service_id', 'label_en', 'label_ar'])
    .where('service_id', '=', serviceId)
    .where('archived_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(itemOf);
}

/**
 * Writes a service's whole checklist: an item whose two labels are unchanged keeps its id (and the
 * ticks of jobs under way), a new one is added, one left out is archived, never deleted.
 */
export async function replaceChecklist(db: Db, serviceId: number, items: ReadonlyArray<{ labelEn: string; labelAr: string }>): Promise<ChecklistItem[]> {
  return inTransaction(db, async (trx) => {
    const current = await checklistOfService(trx, serviceId);
    const kept = new Set<number>();
    for (const [position, item] of items.entries()) {
      const same = current.find((c) => !kept.has(c.id) && c.labelEn === item.labelEn && c.labelAr === item.labelAr);
      if (same) {
        kept.add(same.id);
        await trx.updateTable('service_checklist_items').set({ position }).where('id', '=', same.id).execute();
      } else {
        await trx.insertInto('service_checklist_items').values({ service_id: serviceId, position, label_en: item.labelEn, label_ar: item.labelAr }).execute();
      }
    }
    const gone = current.filter((c) => !kept.has(c.id)).map((c) => c.id);
    if (gone.length > 0) await trx.updateTable('service_checklist_items').set({ archived_at: new Date() }).where('id', 'in', gone).execute();
    return checklistOfService(trx, serviceId);
  });
}
