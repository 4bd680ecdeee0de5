import { DataSource } from 'typeorm';

/**
 * Demo promotions for every store that has none yet (idempotent), relative to the day the
 * demo data is loaded (store-local):
 * - a mix-and-match wine case discount, no code: 6+ bottles 10 %, 12+ 15 %;
 * - the home banner's "Summer Spirits Sale": 20 % off selected whiskey, gin and rum, for two months
 *   from today (each store selects its own bottles);
 * - WELCOME10: $10 off a first order over $75, once per customer.
 */
export async function seedPromotions(ds: DataSource, log: (message: string) => void): Promise<void> {
  await ds.transaction(async (em) => {
    const stores: Array<{ id: number; webUrl: string; timeZone: string }> = await em.query(
      'SELECT id, web_url AS "webUrl", time_zone AS "timeZone" FROM store ORDER BY id',
    );
    let added = 0;
    for (const [n, store] of stores.entries()) {
      if ((await em.query('SELECT 1 FROM promotion WHERE store_id = $1 LIMIT 1', [store.id])).length) continue;
      const [{ today }] = await em.query(`SELECT to_char(now() AT TIME ZONE $1, 'YYYY-MM-DD') AS today`, [
        store.timeZone || 'America/Chicago',
      ]);
      // Selected bottles: every 9th whiskey, gin and rum of the store, a different offset per store, at most 8 of each.
      const selected: Array<{ itemNumber: string }> = await em.query(
        `SELECT "itemNumber" FROM (
           SELECT i.item_number AS "itemNumber", b.final_category AS kind,
                  row_number() OVER (PARTITION BY b.final_category ORDER BY i.item_number) AS k
             FROM inventory_item i JOIN beverage b ON b.id = i.beverage_id
            WHERE i.store_id = $1 AND b.main_category = 'Liquor' AND b.final_category IN ('Whiskey', 'Gin', 'Rum')
              AND i.is_available AND i.available_to_sell > 0 AND i.unit_price_cents > 0) x
          WHERE k % 9 = $2 AND k <= 72 ORDER BY "itemNumber"`,
        [store.id, (n * 4 + 2) % 9],
      );
      await em.query(
        `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, tiers)
         VALUES ($1, 'Wine case discount', 'Mix and match any wines: 10 % off 6 or more bottles, 15 % off a case of 12 or more.',
                 $2::date, $2::date + 365, 'tiers', '{"categories":["Wine"]}',
                 '[{"minQuantity":6,"percent":10},{"minQuantity":12,"percent":15}]')`,
        [store.id, today],
      );
      await em.query(
        `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, percent)
         VALUES ($1, 'Summer Spirits Sale', 'Up to 20% off selected whiskey, gin and rum, while the sale lasts.',
                 $2::date, ($2::date + interval '2 months')::date, 'percent', $3::jsonb, 20)`,
        [
          store.id,
          today,
          JSON.stringify({
            categories: ['Liquor'],
            subCategories: ['Whiskey', 'Gin', 'Rum'],
            itemNumbers: selected.map((s) => s.itemNumber),
          }),
        ],
      );
      await em.query(
        `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, amount_cents, threshold_cents,
            code, first_order_only, per_customer_limit)
         VALUES ($1, 'Welcome offer', '$10 off your first order over $75 with the code WELCOME10.',
                 $2::date, $2::date + 365, 'threshold', '{}', 1000, 7500, 'WELCOME10', true, 1)`,
        [store.id, today],
      );
      added++;
    }
    if (added) log(`Demo promotions ready (${added} stores).`);
  });
}
