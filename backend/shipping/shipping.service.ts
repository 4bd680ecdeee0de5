import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { toDollars } from '../common/money/money';
import type { Store } from '../tenants/store.entity';
import { ShippingRate } from './shipping-rate.entity';
import { DEFAULT_RATE_TABLE, RateBracket, ratesFor, zip5 } from './shipping-rates';

/** Spec 8 message, shown at checkout and returned by the order API. */
export const DELIVERY_NOT_AVAILABLE =
  'Delivery is not available at given address. Please choose either shipping or pickup to place this order.';
export const SHIPPING_NOT_AVAILABLE = 'Shipping is not available from this store. Please choose delivery or pickup.';

export interface CheckoutSettings {
  storeName: string;
  /** Pickup shows the store location (spec 2.11). */
  storeLocation: string;
  storePhone: string;
  deliveryZones: string[];
  isShippingAvailable: boolean;
  /** The store's percent (spec 7 SalesTax). */
  salesTaxPercent: number;
}

/** Where a store delivers, whether it ships, and what shipping costs (per-store rate table). */
@Injectable()
export class ShippingService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async settings(store: Store, em: EntityManager = this.ds.manager): Promise<CheckoutSettings> {
    return {
      storeName: store.name,
      storeLocation: store.location,
      storePhone: store.phone,
      deliveryZones: [...store.deliveryZones],
      isShippingAvailable: await this.isShippingAvailable(store.id, em),
      salesTaxPercent: store.salesTaxPercent,
    };
  }

  /** The web configuration decides; a store without one ships (the configuration's default). */
  async isShippingAvailable(storeId: number, em: EntityManager = this.ds.manager): Promise<boolean> {
    const rows: Array<{ is_shipping_available: boolean }> = await em.query(
      'SELECT is_shipping_available FROM web_config WHERE store_id = $1',
      [storeId],
    );
    return rows.length === 0 ? true : rows[0].is_shipping_available;
  }

  isDeliveryZip(store: Store, zip: string): boolean {
    return store.deliveryZones.includes(zip5(zip));
  }

  assertDeliverable(store: Store, zip: string): void {
    if (!this.isDeliveryZip(store, zip))
      throw new BadRequestException({ status: false, message: DELIVERY_NOT_AVAILABLE });
  }

  /** {option name: cents} for a parcel of `weightLb` pounds. */
  async ratesCents(
    store: Store,
    weightLb: number,
    residential: boolean,
    em: EntityManager = this.ds.manager,
  ): Promise<Map<string, number>> {
    if (!(await this.isShippingAvailable(store.id, em)))
      throw new BadRequestException({ status: false, message: SHIPPING_NOT_AVAILABLE });
    return ratesFor(await this.table(store.id, em), weightLb, residential);
  }

  /** Spec 7 answer: {option name: dollars}. */
  async rates(store: Store, weightLb: number, residential: boolean): Promise<Record<string, number>> {
    const rates = await this.ratesCents(store, weightLb, residential);
    return Object.fromEntries([...rates].map(([name, cents]) => [name, toDollars(cents)]));
  }

  /** The cost of the chosen option, refusing an option the store does not offer for this weight. */
  async costCents(
    store: Store,
    optionName: string | undefined,
    weightLb: number,
    em: EntityManager = this.ds.manager,
  ): Promise<number> {
    const rates = await this.ratesCents(store, weightLb, true, em);
    const cost = optionName ? rates.get(optionName.trim()) : undefined;
    if (cost === undefined) {
      throw new BadRequestException({
        status: false,
        message: `Please choose a shipping type${rates.size ? ` (${[...rates.keys()].join(', ')})` : ''}.`,
      });
    }
    return cost;
  }

  private async table(storeId: number, em: EntityManager): Promise<readonly RateBracket[]> {
    const rows = await em.find(ShippingRate, { where: { storeId } });
    return rows.length ? rows : DEFAULT_RATE_TABLE;
  }
}
