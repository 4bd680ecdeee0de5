import { Injectable } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service';
import type { CatalogueProduct } from '../catalogue/catalogue-product';
import type { ListingSort } from '../catalogue/listing';
import type { OfferProductsPage, PromotionView } from '../domain/api/promotions';
import { toDollars } from '../domain/money';
import { pageSizeFor } from '../domain/page-size';
import { applyPromotions } from '../domain/promotions/apply';
import { selectorMatches } from '../domain/promotions/selector';
import type { Promotion } from '../domain/promotions/types';
import { storeToday } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { PromotionEntity } from './entities/promotion.entity';
import { toPromotion } from './promotion-mapping';
import { promotionView } from './promotion-view';

export const OFFER_NOT_FOUND = 'This offer was not found.';

/** Whether a catalogue product has a size the promotion's selector matches. */
export function productMatches(p: Promotion, product: CatalogueProduct): boolean {
  return product.items.some((i) =>
    selectorMatches(p.selector, {
      itemNumber: i.itemNumber,
      category: product.content.mainCategory,
      subCategory: product.content.subCategory,
      brand: product.content.brand,
    }),
  );
}

/** The storefront's side of promotions: offers in force, one offer, and its products from the catalogue. */
@Injectable()
export class OffersService {
  constructor(
    private readonly db: StoreDb,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Promotions in force today without a code (badges, banners). */
  async active(ctx: StoreContext): Promise<PromotionView[]> {
    const store = ctx.store;
    const today = storeToday(store.timeZone);
    const rows = await this.db.run(ctx, (em) =>
      em
        .createQueryBuilder(PromotionEntity, 'p')
        .where('p.storeId = :store', { store: store.id })
        .andWhere('p.endedAt IS NULL AND p.startsOn <= :today AND p.endsOn >= :today', { today })
        .andWhere('p.code IS NULL')
        .orderBy('p.id')
        .getMany(),
    );
    return rows.map((r) => promotionView(r, today));
  }

  private find(ctx: StoreContext, id: number): Promise<PromotionEntity> {
    return this.db.findInStoreOrThrow(ctx, PromotionEntity, id, OFFER_NOT_FOUND);
  }

  async one(ctx: StoreContext, id: number): Promise<PromotionView> {
    return promotionView(await this.find(ctx, id), storeToday(ctx.store.timeZone));
  }

  /** The offer's products through the catalogue listing (its sorts and pages), with their offer prices. */
  async products(
    ctx: StoreContext,
    id: number,
    q: { page?: number; pageSize?: number; sort?: ListingSort },
  ): Promise<OfferProductsPage> {
    const store = ctx.store;
    const promotion = toPromotion(await this.find(ctx, id));
    const snap = await this.catalogue.snapshot(store);
    const r = this.catalogue.listing(snap, {
      collection: { name: promotion.name, description: '', matches: (p) => productMatches(promotion, p) },
      sort: q.sort ?? 'price_asc',
      page: q.page ?? 1,
      pageSize: pageSizeFor('storefront', q.pageSize),
    });
    const items = r.items.map((p) => this.catalogue.view(snap, p));
    const offerPrices: Record<string, number> = {};
    if (promotion.kind === 'percent' || promotion.kind === 'amount')
      for (const [k, p] of r.items.entries()) {
        const v = items[k];
        const line = {
          itemNumber: v.itemNumber,
          category: p.content.mainCategory,
          subCategory: p.content.subCategory,
          brand: p.content.brand,
          quantity: 1,
          priceCents: p.displayPriceCents,
        };
        const off = applyPromotions([line], [{ ...promotion, selector: {} }]).lineCents.get(v.itemNumber) ?? 0;
        offerPrices[v.itemNumber] = toDollars(p.displayPriceCents - off);
      }
    return { items, total: r.total, page: r.page, pageSize: r.pageSize, offerPrices };
  }
}
