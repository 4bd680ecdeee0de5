import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toBeverageApi } from '../beverage/beverage-api';
import { BeveragesService } from '../beverage/beverages.service';
import { MatchingService } from '../matching/matching.service';
import type { Store } from '../tenants/store.entity';
import { StoresService } from '../tenants/stores.service';
import { toPendingApi } from './pending-api';
import { PendingItem } from './pending-item.entity';

/** The most open items one store's queue lists at once (oldest first). */
export const MAX_PENDING_LIST = 1000;

/** Spec 7 'Pending inventory': the review queue per store, read side. */
@Injectable()
export class PendingService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly stores: StoresService,
    private readonly matching: MatchingService,
    private readonly beverages: BeveragesService,
  ) {}

  /** Spec 'Tenant' {name, webUrl}, with how many items wait for review in each. */
  async tenants(): Promise<Array<{ name: string; webUrl: string; pendingCount: number }>> {
    const counts: Array<{ store_id: number; n: string }> = await this.ds.query(
      'SELECT store_id, count(*) AS n FROM pending_item WHERE is_review_pending GROUP BY store_id',
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

  async listOpen(webUrl: string) {
    const store = await this.store(webUrl);
    const rows = await this.ds.getRepository(PendingItem).find({
      where: { storeId: store.id, isReviewPending: true },
      order: { createdAt: 'ASC', id: 'ASC' },
      take: MAX_PENDING_LIST,
    });
    return rows.map((p) => toPendingApi(p, store));
  }

  async openItem(webUrl: string, itemNumber: string): Promise<{ store: Store; item: PendingItem }> {
    const store = await this.store(webUrl);
    const item = await this.ds
      .getRepository(PendingItem)
      .findOneBy({ storeId: store.id, itemNumber: String(itemNumber ?? ''), isReviewPending: true });
    if (!item) throw new NotFoundException(`Item ${itemNumber} is not waiting for review in ${store.name}.`);
    return { store, item };
  }

  async getOpen(webUrl: string, itemNumber: string) {
    const { store, item } = await this.openItem(webUrl, itemNumber);
    return toPendingApi(item, store);
  }

  /** Ranked master products for the lookup panel, each with the reason it is suggested. */
  async suggestions(webUrl: string, itemNumber: string) {
    const { item } = await this.openItem(webUrl, itemNumber);
    const ranked = await this.matching.suggest({
      itemName: item.itemName,
      sizeMl: item.sizeMl,
      gtin: item.gtin,
      brand: item.brand,
    });
    const byId = await this.beverages.byIds(ranked.map((r) => r.beverageId));
    return ranked
      .filter((r) => byId.has(r.beverageId))
      .map((r) => ({
        ...toBeverageApi(byId.get(r.beverageId)!),
        match_Score: r.score,
        match_Reason: r.reason,
        same_Upc: r.sameUpc,
      }));
  }
}
