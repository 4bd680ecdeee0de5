import { Client } from 'pg';
import { BUDGETS, Scenario } from './scenarios';

/** The quote is measured with this many active promotions in the store. */
export const ACTIVE_PROMOTIONS = 50;

/**
 * The cart quote row of `npm run bench`: `POST /api/cart/quote` for four
 * realistic carts (wines for the case discount, spirits, beer, a mixed basket; pickup, delivery to a
 * zone zip and shipping within Iowa) in the demo store 'northside', after topping its promotions up
 * to ACTIVE_PROMOTIONS active ones of every kind (percent and amount off brands and categories,
 * volume tiers, order thresholds, free delivery), so the quote matches every line against all of them.
 */
export async function quoteScenario(url: string): Promise<Scenario> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const [{ id: storeId }] = (await db.query(`SELECT id FROM store WHERE web_url = 'northside'`)).rows;
    await topUpPromotions(db, storeId);
    const pick = async (category: string, n: number) =>
      (
        await db.query(
          `SELECT i.item_number FROM inventory_item i JOIN beverage b ON b.id = i.beverage_id
            WHERE i.store_id = $1 AND b.main_category = $2 AND i.is_available AND i.available_to_sell >= 10
              AND i.unit_price_cents BETWEEN 800 AND 6000 AND i.pack_quantity = 1
            ORDER BY md5(i.item_number || 'quote') LIMIT $3`,
          [storeId, category, n],
        )
      ).rows.map((r) => r.item_number as string);
    const [wines, spirits, beers] = [await pick('Wine', 6), await pick('Liquor', 3), await pick('Beer', 2)];
    const lines = (numbers: string[], quantity: number) => numbers.map((itemNumber) => ({ itemNumber, quantity }));
    const iowa = { state: 'IA', zipCode: '50309' };
    const carts = [
      { orderType: 'pickup', items: lines(wines, 1) },
      { orderType: 'delivery', items: [...lines(spirits, 1), ...lines(wines.slice(0, 2), 3)], shippingAddress: iowa },
      { orderType: 'shipping', items: lines(wines.slice(2), 2), shippingAddress: iowa },
      { orderType: 'pickup', items: [...lines(beers, 4), ...lines(spirits.slice(0, 1), 1), ...lines(wines, 2)] },
    ];
    return {
      name: `cart quote (${ACTIVE_PROMOTIONS} active promotions)`,
      budget: BUDGETS.quote,
      requests: carts.map((cart) => ({
        path: '/api/cart/quote',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(cart),
      })),
    };
  } finally {
    await db.end();
  }
}

/** Adds active promotions to the store until it has ACTIVE_PROMOTIONS (idempotent across runs). */
async function topUpPromotions(db: Client, storeId: number): Promise<void> {
  const today = `(now() AT TIME ZONE (SELECT time_zone FROM store WHERE id = $1))::date`;
  const [{ n }] = (
    await db.query(
      `SELECT count(*)::int AS n FROM promotion WHERE store_id = $1 AND ended_at IS NULL AND starts_on <= ${today} AND ends_on >= ${today}`,
      [storeId],
    )
  ).rows;
  const missing = ACTIVE_PROMOTIONS - n;
  if (missing <= 0) return;
  const brands: string[] = (
    await db.query(
      `SELECT b.brand FROM inventory_item i JOIN beverage b ON b.id = i.beverage_id
        WHERE i.store_id = $1 AND b.brand <> '' GROUP BY b.brand ORDER BY count(*) DESC LIMIT $2`,
      [storeId, missing],
    )
  ).rows.map((r) => r.brand as string);
  const subCategories = ['Red Wine', 'White Wine', 'Whiskey', 'Vodka', 'Tequila', 'IPA', 'Rum', 'Gin'];
  for (let k = 0; k < missing; k++) {
    const brand = brands[k % Math.max(1, brands.length)] ?? 'Bench';
    const kind = ['percent', 'amount', 'tiers', 'percent', 'threshold', 'free_delivery'][k % 6];
    const selector =
      kind === 'threshold' || kind === 'free_delivery'
        ? {}
        : k % 2
          ? { brands: [brand] }
          : { subCategories: [subCategories[k % subCategories.length]] };
    await db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, percent, amount_cents, tiers, threshold_cents)
       VALUES ($1, $2, 'Benchmark promotion', ${today} - 1, ${today} + 60, $3, $4, $5, $6, $7, $8)`,
      [
        storeId,
        `Bench promotion ${k + 1}`,
        kind,
        JSON.stringify(selector),
        kind === 'percent' ? 5 + (k % 15) : null,
        kind === 'amount' ? 100 + k * 10 : kind === 'threshold' ? 500 : null,
        kind === 'tiers' ? JSON.stringify([{ minQuantity: 3 + (k % 4), percent: 5 + (k % 10) }]) : null,
        kind === 'threshold' ? 5000 + k * 100 : kind === 'free_delivery' ? 7500 + k * 100 : null,
      ],
    );
  }
}
