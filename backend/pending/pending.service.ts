import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type {
  BeverageSuggestion,
  BulkAcceptCandidate,
  MappingItemResource,
  PendingItemApi,
  PendingStore,
} from '../domain/api/beverages';
import { ListQuery, parseListQuery } from '../common/http/list-query';
import { pageSizeFor } from '../domain/page-size';
import { toBeverageApi } from '../beverage/beverage-api';
import { BeveragesService } from '../beverage/beverages.service';
import type { RankedSuggestion } from '../matching/rank-suggestions';
import { actingOn, type StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import type { Store } from '../tenants/store.entity';
import { StoresService } from '../tenants/stores.service';
import { toPendingApi } from './pending-api';
import { PendingItem } from './pending-item.entity';
import { StoredSuggestions } from './stored-suggestions';

/**
 * Spec 7 'Pending inventory': the review queue per store, read side. The super-admin picks the
 * store (webUrl); its queue is read in that store's context (StoreDb.run), the counts of every
 * store through the named 'super-admin' bypass.
 */
@Injectable()
export class PendingService {
  constructor(
    private readonly db: StoreDb,
    private readonly stores: StoresService,
    private readonly beverages: BeveragesService,
    private readonly stored: StoredSuggestions,
  ) {}

  /** Spec 'Tenant' {name, webUrl}, with how many items wait for review in each. */
  async tenants(): Promise<PendingStore[]> {
    const counts: Array<{ store_id: number; n: string }> = await this.db.bypass('super-admin', (em) =>
      em.query('SELECT store_id, count(*) AS n FROM pending_item WHERE is_review_pending GROUP BY store_id'),
    );
    const byStore = new Map(counts.map((c) => [c.store_id, Number(c.n)]));
    return (await this.stores.all()).map((s) => ({
      name: s.name,
      webUrl: s.webUrl,
      pendingCount: byStore.get(s.id) ?? 0,
    }));
  }

  async store(webUrl: string): Promise<Store> {
    const store = await this.stores.byWebUrl(String(webUrl ?? ''));
    if (!store) throw new NotFoundException('This store does not exist.');
    return store;
  }

  /** The caller acting on the store named by webUrl (a super-admin: any store). */
  async storeContext(ctx: StoreContext, webUrl: string): Promise<StoreContext> {
    return actingOn(ctx, await this.store(webUrl), 'This store does not exist.');
  }

  /**
   * GET pendinginventory/{webUrl}: the store's open items, oldest first, with their total: every
   * one, or one page when `page` is given (`pageSize` by the admin lists' rule, page-size.ts).
   */
  async listOpen(
    ctx: StoreContext,
    webUrl: string,
    paging: { page?: number; pageSize?: number } = {},
  ): Promise<{ rows: PendingItemApi[]; total: number }> {
    const at = await this.storeContext(ctx, webUrl);
    return this.db.run(at, async (em) => {
      const query = this.open(at, em);
      if (paging.page !== undefined || paging.pageSize !== undefined) {
        const size = pageSizeFor('admin', paging.pageSize);
        query.skip(((paging.page ?? 1) - 1) * size).take(size);
      }
      const [rows, total] = await query.getManyAndCount();
      return { rows: await this.withEditOf(em, rows, at.store), total };
    });
  }

  /** The store's items waiting for review, oldest first. */
  private open(at: StoreContext, em: EntityManager) {
    return this.db
      .select(at, em, PendingItem, 'p')
      .andWhere('p.isReviewPending = true')
      .orderBy('p.createdAt', 'ASC')
      .addOrderBy('p.id', 'ASC');
  }

  /**
   * The admin resource 'pending-items' (ra-data-simple-rest): one store's open items (filter
   * webUrl), oldest first, a page at a time with the total, however many there are.
   */
  async page(ctx: StoreContext, query: ListQuery): Promise<{ rows: PendingItemApi[]; total: number; offset: number }> {
    const { filter } = parseListQuery(query); // a malformed filter is a 400, like every admin list
    const at = await this.storeContext(ctx, String(filter.webUrl ?? ''));
    return this.db.run(at, async (em) => {
      const { rows, total, offset } = await this.db.list(
        at,
        (m) => m.getRepository(PendingItem).createQueryBuilder('p').where('p.is_review_pending'),
        query,
        {
          sorts: { created_At: 'p.created_at', item_Number: 'p.item_number', item_Name: 'p.item_name', id: 'p.id' },
          defaultSort: ['created_At', 'ASC'],
          tieBreak: 'p.id',
          filters: {
            webUrl: () => undefined,
            source: (q, v) => q.andWhere('p.source = :source', { source: String(v) }),
          },
        },
      );
      return { rows: await this.withEditOf(em, rows, at.store), total, offset };
    });
  }

  /** The API rows, an edit request with the master its store item shows today. */
  private async withEditOf(em: EntityManager, rows: PendingItem[], store: Store): Promise<PendingItemApi[]> {
    const ids = rows.filter((r) => r.source === 'request' && r.inventoryItemId).map((r) => r.inventoryItemId!);
    // Inside the store's run: row-level security limits inventory_item to its items.
    const links: Array<{ id: number; beverage_id: number | null }> = ids.length
      ? await em.query('SELECT id, beverage_id FROM inventory_item WHERE id = ANY($1)', [ids])
      : [];
    const beverageOf = new Map(links.map((l) => [l.id, l.beverage_id]));
    return rows.map((p) =>
      toPendingApi(p, store, p.inventoryItemId ? (beverageOf.get(p.inventoryItemId) ?? null) : null),
    );
  }

  /**
   * The bulk-accept preview: every open item of the store whose top suggestion is a confirmed
   * barcode + size match (verified GTIN, same size, names alike, no proof, ABV, vintage or pack
   * count contradicting), with that master. Tops are read from those kept when last computed
   * (StoredSuggestions); only new, changed or stale items are ranked now.
   */
  async bulkCandidates(ctx: StoreContext, webUrl: string): Promise<BulkAcceptCandidate[]> {
    const at = await this.storeContext(ctx, webUrl);
    const rows = await this.db.run(at, (em) =>
      this.open(at, em).andWhere('p.gtin IS NOT NULL').andWhere('p.sizeMl IS NOT NULL').getMany(),
    );
    const tops = await this.stored.tops(at, rows);
    const confirmed = rows.filter((item) => tops.get(item.id)?.confirmed);
    const masters = await this.beverages.byIds(confirmed.map((item) => tops.get(item.id)!.beverageId!));
    const out: BulkAcceptCandidate[] = [];
    for (const item of confirmed) {
      const top = tops.get(item.id)!;
      const master = masters.get(top.beverageId!);
      if (!master || master.sizeMl !== item.sizeMl || master.gtin !== item.gtin) continue;
      out.push({
        item_Number: item.itemNumber,
        item_Name: item.itemName,
        size: item.size,
        upc_Number: item.upc,
        beverage_Id: master.id,
        beverage_Name: master.itemName,
        beverage_Size: master.size,
        match_Confidence: Math.round((top.score ?? 0) * 100),
      });
    }
    return out;
  }

  async openItem(ctx: StoreContext, webUrl: string, itemNumber: string): Promise<PendingItem> {
    const at = await this.storeContext(ctx, webUrl);
    const [item] = await this.db.findInStore(at, PendingItem, {
      itemNumber: String(itemNumber ?? ''),
      isReviewPending: true,
    });
    if (!item) throw new NotFoundException(`Item ${itemNumber} is not waiting for review in ${at.store.name}.`);
    return item;
  }

  async getOpen(ctx: StoreContext, webUrl: string, itemNumber: string): Promise<PendingItemApi> {
    const at = await this.storeContext(ctx, webUrl);
    const item = await this.openItem(at, webUrl, itemNumber);
    return this.db.run(at, async (em) => (await this.withEditOf(em, [item], at.store))[0]);
  }

  /** The mapping edit page's record: the open item and its ranked suggestions. */
  async mappingItem(ctx: StoreContext, webUrl: string, itemNumber: string): Promise<MappingItemResource> {
    const at = await this.storeContext(ctx, webUrl);
    const item = await this.openItem(at, webUrl, itemNumber);
    const [api] = await this.db.run(at, (em) => this.withEditOf(em, [item], at.store));
    const ranked = await this.stored.ranked(at, async () => item);
    return { id: item.itemNumber, webUrl: at.store.webUrl, item: api, suggestions: await this.withMasters(ranked) };
  }

  /**
   * Ranked master products for the lookup panel, each with the reason it is suggested: the item's
   * kept suggestions while still valid, else ranked now (and kept, for this page and the bulk-accept
   * preview).
   */
  async suggestions(ctx: StoreContext, webUrl: string, itemNumber: string): Promise<BeverageSuggestion[]> {
    const at = await this.storeContext(ctx, webUrl);
    return this.withMasters(await this.stored.ranked(at, () => this.openItem(at, webUrl, itemNumber)));
  }

  /** The ranked suggestions as the lookup panel shows them: each master as it is now, with why. */
  private async withMasters(ranked: RankedSuggestion[]): Promise<BeverageSuggestion[]> {
    const byId = await this.beverages.byIds(ranked.map((r) => r.beverageId));
    return ranked
      .filter((r) => byId.has(r.beverageId))
      .map((r) => ({
        ...toBeverageApi(byId.get(r.beverageId)!),
        match_Score: r.score,
        match_Reason: r.reason,
        same_Upc: r.sameUpc,
        /** 'barcode+size' (always ranked first) or 'name+size'. */
        match_Evidence: r.evidence,
        /** 0..100: the confidence shown in the lookup panel. */
        match_Confidence: Math.round(r.score * 100),
        name_Match: Math.round(r.nameMatch * 100),
        /** The evidence contradicts itself (proof, ABV, vintage, pack count): never bulk accepted. */
        needs_Review: r.needsReview,
        /** One of masters the store's name fits equally well. */
        tied: r.tied,
      }));
  }
}
