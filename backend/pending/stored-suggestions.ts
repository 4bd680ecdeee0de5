import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { MatchingService } from '../matching/matching.service';
import { isConfirmedBarcodeMatch, MatchQuery } from '../matching/rank-suggestions';
import { systemContext, type StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { PendingItem } from './pending-item.entity';

/** A pending item's top suggestion as kept (match_suggestion). */
export interface StoredTop {
  beverageId: number | null;
  /** A verified barcode + size match whose evidence agrees: what bulk accept maps. */
  confirmed: boolean;
  score: number | null;
}

/** Items ranked at once while the preview fills in what is not kept yet (the pool has room). */
const CONCURRENCY = 4;

export const matchQueryOf = (item: PendingItem): MatchQuery => ({
  itemName: item.itemName,
  sizeMl: item.sizeMl,
  gtin: item.gtin,
  brand: item.brand,
  packType: item.packType,
  abv: item.abv,
  vintage: item.vintage,
});

/**
 * Each pending item's top suggestion, kept once computed (the mapping page and the bulk-accept
 * preview), so the preview of a queue of hundreds ranks only what changed: an item whose name,
 * size or barcode changed, or every item once a master product was added or edited after it was
 * ranked (the best match may be the new one).
 */
@Injectable()
export class StoredSuggestions {
  constructor(
    private readonly db: StoreDb,
    private readonly matching: MatchingService,
    private readonly stores: StoresService,
  ) {}

  /** The top suggestion of each item (by pending item id), computing and keeping what is missing or stale. */
  async tops(at: StoreContext, items: PendingItem[]): Promise<Map<number, StoredTop>> {
    const out = new Map<number, StoredTop>();
    if (!items.length) return out;
    const kept = await this.db.run(at, (em) => this.read(em, items));
    const stale = items.filter((i) => !kept.has(i.id));
    for (const [id, top] of kept) out.set(id, top);
    let next = 0;
    const computed: Array<[PendingItem, StoredTop]> = [];
    const worker = async () => {
      while (next < stale.length) {
        const item = stale[next++];
        const [top] = await this.matching.suggest(matchQueryOf(item), 1);
        computed.push([
          item,
          {
            beverageId: top?.beverageId ?? null,
            confirmed: !!top && isConfirmedBarcodeMatch(top),
            score: top?.score ?? null,
          },
        ]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, stale.length) }, worker));
    if (computed.length) await this.db.run(at, (em) => this.write(em, at.store.id, computed));
    for (const [item, top] of computed) out.set(item.id, top);
    return out;
  }

  /**
   * Ranks, in the background, open items that could be bulk accepted (barcode and size known)
   * and have no valid kept suggestion: after an import the preview then only reads. Answers how
   * many were ranked (0: nothing left to do).
   */
  async warm(limit = 100): Promise<number> {
    const items = await this.db.bypass('super-admin', async (em) => {
      const ids: Array<{ id: number }> = await em.query(
        `SELECT p.id FROM pending_item p LEFT JOIN match_suggestion s ON s.pending_item_id = p.id
          WHERE p.is_review_pending AND p.gtin IS NOT NULL AND p.size_ml IS NOT NULL
            AND (s.pending_item_id IS NULL OR s.item_name <> p.item_name OR s.size_ml IS DISTINCT FROM p.size_ml
                 OR s.gtin IS DISTINCT FROM p.gtin
                 OR s.computed_at < coalesce((SELECT max(updated_at) FROM beverage), '-infinity'))
          ORDER BY p.id LIMIT $1`,
        [limit],
      );
      return ids.length ? em.getRepository(PendingItem).findBy({ id: In(ids.map((r) => r.id)) }) : [];
    });
    for (const storeId of new Set(items.map((i) => i.storeId))) {
      const store = await this.stores.byId(storeId);
      if (store)
        await this.tops(
          systemContext(store),
          items.filter((i) => i.storeId === storeId),
        );
    }
    return items.length;
  }

  /** Keeps one item's top suggestion, as the mapping page computed it. */
  async keep(at: StoreContext, item: PendingItem, top: StoredTop): Promise<void> {
    await this.db.run(at, (em) => this.write(em, at.store.id, [[item, top]]));
  }

  /** The kept tops still valid: same inputs, ranked after the catalogue's last change. */
  private async read(em: EntityManager, items: PendingItem[]): Promise<Map<number, StoredTop>> {
    const rows: Array<{
      pending_item_id: number;
      item_name: string;
      size_ml: number | null;
      gtin: string | null;
      beverage_id: number | null;
      confirmed: boolean;
      score: number | null;
    }> = await em.query(
      `SELECT s.pending_item_id, s.item_name, s.size_ml, s.gtin, s.beverage_id, s.confirmed, s.score
           FROM match_suggestion s
          WHERE s.pending_item_id = ANY($1)
            AND s.computed_at >= coalesce((SELECT max(updated_at) FROM beverage), '-infinity')`,
      [items.map((i) => i.id)],
    );
    const byId = new Map(items.map((i) => [i.id, i]));
    const out = new Map<number, StoredTop>();
    for (const r of rows) {
      const item = byId.get(r.pending_item_id)!;
      if (r.item_name !== item.itemName || r.size_ml !== item.sizeMl || r.gtin !== item.gtin) continue;
      out.set(r.pending_item_id, { beverageId: r.beverage_id, confirmed: r.confirmed, score: r.score });
    }
    return out;
  }

  private async write(em: EntityManager, storeId: number, tops: Array<[PendingItem, StoredTop]>): Promise<void> {
    await em.query(
      `INSERT INTO match_suggestion (pending_item_id, store_id, item_name, size_ml, gtin, beverage_id, confirmed, score, computed_at)
       SELECT p, $1, n, s, g, b, c, sc, now()
         FROM unnest($2::int[], $3::varchar[], $4::int[], $5::varchar[], $6::int[], $7::boolean[], $8::real[]) AS x(p, n, s, g, b, c, sc)
       ON CONFLICT (pending_item_id) DO UPDATE SET item_name = EXCLUDED.item_name, size_ml = EXCLUDED.size_ml,
         gtin = EXCLUDED.gtin, beverage_id = EXCLUDED.beverage_id, confirmed = EXCLUDED.confirmed,
         score = EXCLUDED.score, computed_at = EXCLUDED.computed_at`,
      [
        storeId,
        tops.map(([i]) => i.id),
        tops.map(([i]) => i.itemName),
        tops.map(([i]) => i.sizeMl),
        tops.map(([i]) => i.gtin),
        tops.map(([, t]) => t.beverageId),
        tops.map(([, t]) => t.confirmed),
        tops.map(([, t]) => t.score),
      ],
    );
  }
}
