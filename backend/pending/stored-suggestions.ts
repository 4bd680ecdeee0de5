import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { MatchingService } from '../matching/matching.service';
import { isConfirmedBarcodeMatch, MatchQuery, RankedSuggestion } from '../matching/rank-suggestions';
import { systemContext, type StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { PendingItem } from './pending-item.entity';
import { KEPT_SQL, KEEP_SQL, STALE_FOR_WARMING_SQL } from './stored-suggestions-sql';

/** A pending item's top suggestion as kept (match_suggestion). */
export interface StoredTop {
  beverageId: number | null;
  /** A verified barcode + size match whose evidence agrees: what bulk accept maps. */
  confirmed: boolean;
  score: number | null;
}

/** The kept suggestions still valid, and the catalogue version they were read at. */
interface Kept {
  /** master_catalogue_version when read: what suggestions ranked after this read are kept with. */
  version: string;
  tops: Map<number, StoredTop>;
  /** The whole ranked lists (only when asked for). */
  lists: Map<number, RankedSuggestion[]>;
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

/** Every input of the ranking, as one string: a kept suggestion is valid only for the same key. */
const queryKeyOf = (item: PendingItem) => JSON.stringify(matchQueryOf(item));

const topOf = (ranked: RankedSuggestion[]): StoredTop => {
  const [top] = ranked;
  return {
    beverageId: top?.beverageId ?? null,
    confirmed: !!top && isConfirmedBarcodeMatch(top),
    score: top?.score ?? null,
  };
};

/**
 * Each pending item's ranked suggestions, kept once computed (the mapping page, the bulk-accept
 * preview and the background ranking of new queue items), so the mapping page and the preview of
 * a queue of hundreds rank only what changed. A kept list is valid while every input of the
 * ranking is the same (queryKeyOf) and the master catalogue has not changed since it was ranked
 * (master_catalogue_version, bumped by every committed insert, edit or delete of a master: the
 * best match may be a new one, or one a deleted master made room for). A stale list is never served.
 */
@Injectable()
export class StoredSuggestions {
  constructor(
    private readonly db: StoreDb,
    private readonly matching: MatchingService,
    private readonly stores: StoresService,
  ) {}

  /**
   * The ranked suggestions of the item `load` reads (in the same transaction as the kept list):
   * the kept list when still valid, else ranked now and kept.
   */
  async ranked(at: StoreContext, load: () => Promise<PendingItem>): Promise<RankedSuggestion[]> {
    const { item, kept } = await this.db.run(at, async (em) => {
      const item = await load();
      return { item, kept: await this.read(em, [item], true) };
    });
    const list = kept.lists.get(item.id);
    if (list) return list;
    const ranked = await this.matching.suggest(matchQueryOf(item));
    await this.keep(at, [[item, ranked]], kept.version);
    return ranked;
  }

  /** The top suggestion of each item (by pending item id), computing and keeping what is missing or stale. */
  async tops(at: StoreContext, items: PendingItem[]): Promise<Map<number, StoredTop>> {
    if (!items.length) return new Map();
    const kept = await this.db.run(at, (em) => this.read(em, items, false));
    const out = kept.tops;
    const stale = items.filter((i) => !out.has(i.id));
    let next = 0;
    const computed: Array<[PendingItem, RankedSuggestion[]]> = [];
    const worker = async () => {
      while (next < stale.length) {
        const item = stale[next++];
        // The whole list (as the mapping page shows it), so the page need not rank the item again.
        computed.push([item, await this.matching.suggest(matchQueryOf(item))]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, stale.length) }, worker));
    await this.keep(at, computed, kept.version);
    for (const [item, ranked] of computed) out.set(item.id, topOf(ranked));
    return out;
  }

  /**
   * Ranks, in the background, open items that could be bulk accepted (barcode and size known)
   * and have no valid kept suggestion: after an import the preview and the mapping page then only
   * read. Answers how many were ranked (0: nothing left to do).
   */
  async warm(limit = 100): Promise<number> {
    const items = await this.db.bypass('super-admin', async (em) => {
      const ids: Array<{ id: number }> = await em.query(STALE_FOR_WARMING_SQL, [limit]);
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

  /**
   * Keeps ranked lists, marked with the catalogue version read before they were ranked. A kept
   * list is a cache: the commit does not wait for the disk (a crash may lose the last few, which
   * are then ranked again), so keeping costs the request no flush.
   */
  private async keep(
    at: StoreContext,
    computed: Array<[PendingItem, RankedSuggestion[]]>,
    version: string,
  ): Promise<void> {
    if (!computed.length) return;
    const rows = computed.map(([item, ranked]) => {
      const top = topOf(ranked);
      return {
        p: item.id,
        n: item.itemName,
        s: item.sizeMl,
        g: item.gtin,
        b: top.beverageId,
        c: top.confirmed,
        sc: top.score,
        k: queryKeyOf(item),
        r: ranked,
      };
    });
    await this.db.run(at, async (em) => {
      await em.query('SET LOCAL synchronous_commit = off');
      await em.query(KEEP_SQL, [at.store.id, JSON.stringify(rows), version]);
    });
  }

  /** The kept suggestions still valid: same inputs, ranked at the catalogue's current version. */
  private async read(em: EntityManager, items: PendingItem[], withLists: boolean): Promise<Kept> {
    const rows: Array<{
      version: string;
      pending_item_id: number | null;
      query_key: string | null;
      beverage_id: number | null;
      confirmed: boolean | null;
      score: number | null;
      ranked: RankedSuggestion[] | null;
    }> = await em.query(KEPT_SQL, [items.map((i) => i.id), withLists]);
    const byId = new Map(items.map((i) => [i.id, i]));
    const kept: Kept = { version: rows[0].version, tops: new Map(), lists: new Map() };
    for (const r of rows) {
      const item = r.pending_item_id === null ? undefined : byId.get(r.pending_item_id);
      if (!item || r.query_key !== queryKeyOf(item)) continue;
      kept.tops.set(item.id, { beverageId: r.beverage_id, confirmed: !!r.confirmed, score: r.score });
      if (r.ranked) kept.lists.set(item.id, r.ranked);
    }
    return kept;
  }
}
