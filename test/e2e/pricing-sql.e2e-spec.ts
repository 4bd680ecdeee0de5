import fc from 'fast-check';
import type { QueryRunner } from 'typeorm';
import {
  currentPriceCents,
  hasActiveSale,
  isOnSale,
  regularPriceCents,
  salePriceCents,
  type PricedItem,
  type SaleWindow,
} from '../../backend/domain/pricing';
import {
  currentPriceSql,
  hasActiveSaleSql,
  isOnSaleSql,
  regularPriceSql,
  salePriceSql,
} from '../../backend/domain/pricing-sql';
import { startTestApp, TestApp } from '../support/test-app';

type Item = PricedItem & SaleWindow;

const TODAY = '2025-03-09';
/** A date a few days around TODAY, so windows open, close and start on either side of it. */
const day = fc.integer({ min: -3, max: 3 }).map((d) => {
  const at = new Date(`${TODAY}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + d);
  return at.toISOString().slice(0, 10);
});
/** Prices hit 0 (unpriced) often, and otherwise collide often (sale = regular, sale above regular). */
const cents = fc.oneof(fc.constant(0), fc.constantFrom(999, 1000, 1500), fc.integer({ min: 1, max: 5000 }));
const item: fc.Arbitrary<Item> = fc.record({
  packQuantity: fc.constantFrom(0, 1, 2, 6, 12, 24),
  caseQuantity: fc.constantFrom(1, 6, 12, 24),
  unitPriceCents: cents,
  packPriceCents: cents,
  casePriceCents: cents,
  unitSalePriceCents: cents,
  packSalePriceCents: cents,
  caseSalePriceCents: cents,
  dateSaleStarts: fc.option(day, { nil: null }),
  dateSaleEnds: fc.option(day, { nil: null }),
});

/**
 * The SQL forms of the pricing rules (domain/pricing-sql.ts) against the rules themselves
 * (domain/pricing.ts), on random items stored in PostgreSQL with inventory_item's own column types.
 */
describe('pricing rules in SQL agree with domain/pricing.ts on random items (property test)', () => {
  let t: TestApp;
  let q: QueryRunner;

  beforeAll(async () => {
    t = await startTestApp();
    q = t.db.createQueryRunner();
    await q.connect();
    await q.query('CREATE TEMP TABLE priced (LIKE inventory_item INCLUDING DEFAULTS)');
  });
  afterAll(async () => {
    await q?.release();
    await t?.close();
  });

  async function evaluate(items: Item[]) {
    await q.query('TRUNCATE priced');
    for (const [n, i] of items.entries()) {
      await q.query(
        `INSERT INTO priced (id, store_id, item_number, item_description, pack_quantity, case_quantity, unit_price_cents, pack_price_cents,
           case_price_cents, unit_sale_price_cents, pack_sale_price_cents, case_sale_price_cents, date_sale_starts, date_sale_ends)
         VALUES ($1, 1, $2, 'Random item', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          n,
          `P-${n}`,
          i.packQuantity,
          i.caseQuantity,
          i.unitPriceCents,
          i.packPriceCents,
          i.casePriceCents,
          i.unitSalePriceCents,
          i.packSalePriceCents,
          i.caseSalePriceCents,
          i.dateSaleStarts,
          i.dateSaleEnds,
        ],
      );
    }
    const today = '$1::date';
    const rows: Array<Record<string, number | boolean>> = await q.query(
      `SELECT i.id, ${regularPriceSql('i')} AS regular, ${salePriceSql('i')} AS sale,
              ${currentPriceSql('i', today)} AS current, ${isOnSaleSql('i', today)} AS "onSale",
              ${hasActiveSaleSql('i', today)} AS "activeSale",
              NOT ${hasActiveSaleSql('i', today)} AS "notActiveSale"
         FROM priced i ORDER BY i.id`,
      [TODAY],
    );
    return rows;
  }

  it('gives the same regular, sale and current price, on-sale and active-sale answer for every item', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, { minLength: 1, maxLength: 40 }), async (items) => {
        const rows = await evaluate(items);
        expect(rows).toHaveLength(items.length);
        items.forEach((i, n) => {
          const active = hasActiveSale(i, TODAY);
          expect({ ...rows[n], id: undefined }).toEqual({
            id: undefined,
            regular: regularPriceCents(i),
            sale: salePriceCents(i),
            current: currentPriceCents(i, TODAY),
            onSale: isOnSale(i, TODAY),
            activeSale: active,
            // The "not on sale" filter is the exact complement (never NULL).
            notActiveSale: !active,
          });
        });
      }),
      { numRuns: 40 },
    );
  });

  it('does not count a sale above the regular price ($15 on a $10 item) as on sale', async () => {
    const odd: Item = {
      packQuantity: 1,
      caseQuantity: 12,
      unitPriceCents: 1000,
      packPriceCents: 0,
      casePriceCents: 0,
      unitSalePriceCents: 1500,
      packSalePriceCents: 0,
      caseSalePriceCents: 0,
      dateSaleStarts: null,
      dateSaleEnds: '2025-03-20',
    };
    const [row] = await evaluate([odd]);
    expect(hasActiveSale(odd, TODAY)).toBe(false);
    expect(row).toMatchObject({ activeSale: false, notActiveSale: true, onSale: true });
  });
});
