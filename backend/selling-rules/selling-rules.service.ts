import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { DeliveryZone } from '../domain/quote/delivery';
import type { DepositRule } from '../domain/quote/deposits';
import type { ShippingRule } from '../domain/quote/shipping-rules';
import { DEFAULT_WINDOW_RULES, type SellingHours, type WindowRules } from '../domain/quote/windows';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { PricingVersions } from './pricing-versions';
import { StoreCache } from './store-cache';

/** Everything a quote needs to know about one store's rules. */
export interface StoreSellingRules {
  shipping: ShippingRule[];
  deposits: DepositRule[];
  zones: DeliveryZone[];
  hours: SellingHours;
  /** Window length and lead time; capacity comes from the zone. */
  windows: WindowRules;
}

interface RuleRow {
  shipping: ShippingRule[] | null;
  deposits: DepositRule[] | null;
  zones: Array<DeliveryZone & { slotMinutes: number }> | null;
  hours: SellingHours['openingHours'] | null;
  sale: { noSalesFrom: string; noSalesUntil: string } | null;
}

/**
 * Reads a store's selling rules in one round trip and keeps them in memory until they change
 * (PricingVersions: a change through this instance at once, through another within a second).
 * Read in the context's store (StoreDb.run, which joins the caller's open run for that store):
 * row-level security limits each rule table to that store's rows.
 */
@Injectable()
export class SellingRulesService {
  private readonly cache: StoreCache<StoreSellingRules>;

  constructor(
    private readonly db: StoreDb,
    private readonly versions: PricingVersions,
  ) {
    this.cache = new StoreCache(versions);
  }

  /** After a change to a store's rules (committed): every instance re-reads them. */
  forget(storeId: number): void {
    this.versions.changed(storeId);
  }

  /** The store's rules (inside a caller's run for the same store, read in its transaction). */
  async rulesFor(ctx: StoreContext): Promise<StoreSellingRules> {
    const store = ctx.store;
    const rules = await this.cache.get(store.id, async () =>
      toRules(await this.db.run(ctx, (em) => this.read(em)), store.timeZone),
    );
    // The time zone is the store's row, not a rule table (no pricing change moves it): the context's wins.
    return rules.hours.timeZone === store.timeZone
      ? rules
      : { ...rules, hours: { ...rules.hours, timeZone: store.timeZone } };
  }

  /** The rule tables of the transaction's store, as JSON, in one statement. */
  private async read(em: EntityManager): Promise<RuleRow> {
    const [row]: RuleRow[] = await em.query(
      `SELECT
        (SELECT json_agg(json_build_object('category', category, 'anywhere', anywhere, 'states', states) ORDER BY id)
           FROM store_shipping_rule) AS shipping,
        (SELECT json_agg(json_build_object('category', category, 'minMl', min_ml, 'maxMl', max_ml,
                'centsPerContainer', cents_per_container, 'taxable', taxable) ORDER BY min_ml, id)
           FROM store_deposit_rule) AS deposits,
        (SELECT json_agg(json_build_object('zipCodes', zip_codes, 'feeCents', fee_cents, 'minimumCents', minimum_cents,
                'freeOverCents', free_over_cents, 'slotCapacity', slot_capacity, 'slotMinutes', slot_minutes) ORDER BY id)
           FROM store_delivery_zone) AS zones,
        (SELECT json_agg(json_build_object('weekday', weekday, 'opens', opens, 'closes', closes) ORDER BY weekday)
           FROM store_opening_hours) AS hours,
        (SELECT json_build_object('noSalesFrom', no_sales_from, 'noSalesUntil', no_sales_until)
           FROM store_sale_hours) AS sale`,
    );
    return row;
  }
}

function toRules(row: RuleRow, timeZone: string): StoreSellingRules {
  const zones = row.zones ?? [];
  return {
    shipping: row.shipping ?? [],
    deposits: row.deposits ?? [],
    zones,
    hours: { timeZone, openingHours: row.hours ?? [], saleLimit: row.sale },
    windows: { ...DEFAULT_WINDOW_RULES, slotMinutes: zones[0]?.slotMinutes ?? DEFAULT_WINDOW_RULES.slotMinutes },
  };
}
