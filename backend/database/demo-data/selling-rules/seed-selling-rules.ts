import { DataSource } from 'typeorm';
import { US_STATE_CODES } from '../../../domain/quote/us-states';

/** Wine goes to Iowa and a few neighbours that allow direct shipment from a retailer. */
export const DEMO_WINE_STATES = ['IA', 'IL', 'MN', 'WI', 'NE', 'MO'];

/** Where each category may be shipped ([category, anywhere, states]); the demo shipping policy says the same. */
export const DEMO_SHIPPING_RULES: ReadonlyArray<readonly [string, boolean, readonly string[]]> = [
  ['Liquor', false, ['IA']],
  ['Beer', false, ['IA']],
  ['Wine', false, DEMO_WINE_STATES],
  ['Extras', true, []],
  ['Soda', true, []],
];

/** Mon-Sat 9 am to 10 pm, Sunday 10 am to 8 pm. */
const DEMO_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
  weekday === 0 ? { weekday, opens: '10:00', closes: '20:00' } : { weekday, opens: '09:00', closes: '22:00' },
);

/**
 * Demo selling rules for every store that has none of a kind yet (idempotent): Liquor and Beer ship
 * within Iowa only, Wine to Iowa and its neighbours, Extras and Soda anywhere in the US; Iowa's
 * 5 cent deposit on beer, wine, liquor and soda containers, not taxed; delivery $4.99, $25 minimum,
 * free over $100, 5 orders per 2-hour window; Iowa's sale hours (none from 2 am to 6 am).
 */
export async function seedSellingRules(ds: DataSource, log: (message: string) => void): Promise<void> {
  await ds.transaction(async (em) => {
    const stores: Array<{ id: number }> = await em.query('SELECT id FROM store ORDER BY id');
    for (const { id } of stores) {
      const none = async (table: string) =>
        (await em.query(`SELECT 1 FROM ${table} WHERE store_id = $1 LIMIT 1`, [id])).length === 0;
      if (await none('store_shipping_rule')) {
        for (const [category, anywhere, states] of DEMO_SHIPPING_RULES)
          await em.query(
            'INSERT INTO store_shipping_rule (store_id, category, anywhere, states) VALUES ($1, $2, $3, $4)',
            [id, category, anywhere, states.filter((s) => US_STATE_CODES.includes(s))],
          );
      }
      if (await none('store_deposit_rule')) {
        for (const category of ['Beer', 'Wine', 'Liquor', 'Soda'])
          await em.query(
            'INSERT INTO store_deposit_rule (store_id, category, min_ml, max_ml, cents_per_container, taxable) VALUES ($1, $2, 0, NULL, 5, false)',
            [id, category],
          );
      }
      if (await none('store_delivery_zone')) {
        await em.query(
          `INSERT INTO store_delivery_zone (store_id, name, zip_codes, fee_cents, minimum_cents, free_over_cents, slot_capacity, slot_minutes)
           VALUES ($1, 'All delivery zips', '{}', 499, 2500, 10000, 5, 120)`,
          [id],
        );
      }
      if (await none('store_opening_hours')) {
        for (const h of DEMO_HOURS)
          await em.query('INSERT INTO store_opening_hours (store_id, weekday, opens, closes) VALUES ($1, $2, $3, $4)', [
            id,
            h.weekday,
            h.opens,
            h.closes,
          ]);
      }
      if (await none('store_sale_hours')) {
        await em.query(
          "INSERT INTO store_sale_hours (store_id, no_sales_from, no_sales_until) VALUES ($1, '02:00', '06:00')",
          [id],
        );
      }
    }
  });
  log('Demo selling rules ready (shipping, deposits, delivery, hours).');
}
