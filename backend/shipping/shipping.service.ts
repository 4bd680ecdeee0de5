import { BadRequestException, Injectable } from '@nestjs/common';
import { toDollars } from '../common/money/money';
import type { CheckoutOptions, ShippingRates } from '../domain/api/checkout';
import { shippingPolicyLines } from '../domain/quote/shipping-rules';
import { PricingVersions } from '../selling-rules/pricing-versions';
import { SellingRulesService } from '../selling-rules/selling-rules.service';
import { StoreCache } from '../selling-rules/store-cache';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import type { Store } from '../tenants/store.entity';
import { ShippingRate } from './shipping-rate.entity';
import { DEFAULT_RATE_TABLE, RateBracket, ratesFor, zip5 } from './shipping-rates';

/** Spec 8 message, shown at checkout and returned by the order API. */
export const DELIVERY_NOT_AVAILABLE =
  'Delivery is not available at given address. Please choose either shipping or pickup to place this order.';
export const SHIPPING_NOT_AVAILABLE = 'Shipping is not available from this store. Please choose delivery or pickup.';

/** What the checkout needs to know about a store (GET /api/shipping/options). */
export type CheckoutSettings = CheckoutOptions;

/** A store's shipping terms as the quote reads them, kept in memory until they change (PricingVersions). */
interface ShippingTerms {
  available: boolean;
  table: readonly RateBracket[];
}

/** Where a store delivers, whether it ships, and what shipping costs (per-store rate table). */
@Injectable()
export class ShippingService {
  private readonly terms: StoreCache<ShippingTerms>;

  constructor(
    private readonly db: StoreDb,
    private readonly rules: SellingRulesService,
    versions: PricingVersions,
  ) {
    this.terms = new StoreCache(versions);
  }

  async settings(ctx: StoreContext): Promise<CheckoutSettings> {
    const store = ctx.store;
    return {
      storeName: store.name,
      storeLocation: store.location,
      storePhone: store.phone,
      deliveryZones: [...store.deliveryZones],
      isShippingAvailable: await this.isShippingAvailable(ctx),
      salesTaxPercent: store.salesTaxPercent,
      timeZone: store.timeZone,
      shippingPolicy: shippingPolicyLines((await this.rules.rulesFor(ctx)).shipping),
    };
  }

  /** The web configuration decides; a store without one ships (the configuration's default). */
  async isShippingAvailable(ctx: StoreContext): Promise<boolean> {
    return (await this.termsOf(ctx)).available;
  }

  /** Whether the store ships and its rate table, in one read of the store's run. */
  private termsOf(ctx: StoreContext): Promise<ShippingTerms> {
    return this.terms.get(ctx.store.id, () =>
      this.db.run(ctx, async (em) => {
        const configs = await em.query<Array<{ is_shipping_available: boolean }>>(
          'SELECT is_shipping_available FROM web_config',
        );
        const rows = await em.find(ShippingRate, { where: { storeId: ctx.store.id } });
        return {
          available: configs.length === 0 ? true : configs[0].is_shipping_available,
          table: rows.length ? rows : DEFAULT_RATE_TABLE,
        };
      }),
    );
  }

  isDeliveryZip(store: Store, zip: string): boolean {
    return store.deliveryZones.includes(zip5(zip));
  }

  assertDeliverable(store: Store, zip: string): void {
    if (!this.isDeliveryZip(store, zip))
      throw new BadRequestException({ status: false, message: DELIVERY_NOT_AVAILABLE });
  }

  /** {option name: cents} for a parcel of `weightLb` pounds. */
  async ratesCents(ctx: StoreContext, weightLb: number, residential: boolean): Promise<Map<string, number>> {
    if (!(await this.isShippingAvailable(ctx)))
      throw new BadRequestException({ status: false, message: SHIPPING_NOT_AVAILABLE });
    return ratesFor((await this.termsOf(ctx)).table, weightLb, residential);
  }

  /** Spec 7 answer: {option name: dollars}. */
  async rates(ctx: StoreContext, weightLb: number, residential: boolean): Promise<ShippingRates> {
    const rates = await this.ratesCents(ctx, weightLb, residential);
    return Object.fromEntries([...rates].map(([name, cents]) => [name, toDollars(cents)]));
  }

  /** The cost of the chosen option, refusing an option the store does not offer for this weight. */
  async costCents(ctx: StoreContext, optionName: string | undefined, weightLb: number): Promise<number> {
    const rates = await this.ratesCents(ctx, weightLb, true);
    const cost = optionName ? rates.get(optionName.trim()) : undefined;
    if (cost === undefined) {
      throw new BadRequestException({
        status: false,
        message: `Please choose a shipping type${rates.size ? ` (${[...rates.keys()].join(', ')})` : ''}.`,
      });
    }
    return cost;
  }
}
