import { Injectable } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service';
import type { ListingSort } from '../catalogue/listing';
import type { OfferProductsPage, PromotionView } from '../domain/api/promotions';
import { toDollars } from '../domain/money';
import { pageSizeFor } from '../domain/page-size';
import { storeToday } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { PromotionEntity } from './entities/promotion.entity';
import { toPromotion } from './promotion-mapping';
import { promotionView } from './promotion-view';
import { offerPriceCents } from './offer-prices';
import { offerProducts, offerView } from './offer-sizes';
import { PromotionsService } from './promotions.service';

export const OFFER_NOT_FOUND = 'This offer was not found.';

/** The storefront's side of promotions: offers in force, one offer, and its products from the catalogue. */
@Injectable()
export class OffersService {
  constructor(
    private readonly db: StoreDb,
    private readonly catalogue: CatalogueService,
    private readonly promotions: PromotionsService,
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

  /**
   * The offer's products (offer-sizes.ts: those with a covered size, sorted by what their cards
   * show), a page of them, each cut to the sizes the offer covers. Percent and amount offers give each covered size the price the cart quote
   * charges for one (offer-prices.ts); tiers and order-level offers depend on the cart, so none.
   */
  async products(
    ctx: StoreContext,
    id: number,
    q: { page?: number; pageSize?: number; sort?: ListingSort },
  ): Promise<OfferProductsPage> {
    const store = ctx.store;
    const promotion = toPromotion(await this.find(ctx, id));
    const snap = await this.catalogue.snapshot(store);
    const all = offerProducts(snap, promotion, q.sort ?? 'price_asc');
    const page = q.page ?? 1;
    const pageSize = pageSizeFor('storefront', q.pageSize);
    const shown = all.slice((page - 1) * pageSize, page * pageSize);
    const offerPrices: Record<string, number> = {};
    const priced = promotion.kind === 'percent' || promotion.kind === 'amount';
    // The promotions a cart with this offer's code (if any) is priced with.
    const cart = priced ? await this.promotions.forCart(ctx, promotion.code, null) : null;
    const today = storeToday(store.timeZone);
    const items = shown.map(({ product, sizes }) => {
      for (const size of cart ? sizes : []) {
        const row = product.items.find((i) => i.itemNumber === size.itemNumber)!;
        const cents = offerPriceCents(row, today, cart!.promotions, cart!.code);
        if (cents !== null) offerPrices[size.itemNumber] = toDollars(cents);
      }
      return offerView(this.catalogue.view(snap, product), sizes);
    });
    return { items, total: all.length, page, pageSize, offerPrices };
  }
}
