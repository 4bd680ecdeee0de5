import { CatalogueService } from '../../backend/catalogue/catalogue.service';
import { QuoteService } from '../../backend/orders/quote/quote.service';
import { StoresService } from '../../backend/tenants/stores.service';
import { startTestApp, TestApp } from '../support/test-app';
import { putItem, storeId } from './orders-fixtures';
import { eventually } from '../support/eventually';

/**
 * While a store's catalogue is in memory, POST /api/cart/quote prices from it instead of reading the
 * items (QuoteService.respond): the same answer as from the database (the master's name, category,
 * brand and the item's own size, as order-lines reads them), and a price or stock change written by
 * another instance (here: straight to the database) shows as fast as in the product page.
 */
describe('the quote from the in-memory catalogue', () => {
  let t: TestApp;
  let northside: number;
  const quote = (body: object) => t.http().post('/api/cart/quote').send(body);
  /** What the quote's figures and problems are (windows and pickup time depend on the clock). */
  const figures = (b: any) => {
    const { deliveryWindows: _w, pickupReadyAt: _p, ...rest } = b;
    return rest;
  };

  beforeAll(async () => {
    t = await startTestApp();
    northside = await storeId(t.db, 'northside');
    await t.db.query('DELETE FROM promotion WHERE store_id = $1', [northside]);
    await putItem(t.db, 'northside', {
      itemNumber: 'QC-OWN',
      description: 'Own Gin',
      mainCategory: 'Liquor',
      unitPriceCents: 25_00,
      stock: 50,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'QC-LOW',
      description: 'Low Rum',
      mainCategory: 'Liquor',
      unitPriceCents: 18_00,
      stock: 2,
    });
    await putItem(t.db, 'northside', {
      itemNumber: 'QC-OFF',
      description: 'Gone Wine',
      mainCategory: 'Wine',
      unitPriceCents: 9_00,
      stock: 5,
      isAvailable: false,
    });
    // Mapped to a master whose texts differ from the item's: the quote names, categorises and sizes it as order-lines does.
    const master = await putItem(t.db, 'northside', {
      itemNumber: 'QC-MAP',
      description: 'item text',
      mainCategory: 'Extras',
      size: '',
      unitPriceCents: 40_00,
      stock: 9,
    });
    const [{ id: bev }] = await t.db.query(
      `INSERT INTO beverage (item_name, main_category, sub_category_1, final_category, size, brand)
       VALUES ('Quote Master Rye', 'Liquor', 'Whiskey', 'Rye Whiskey', '1 L', 'Quoteco') RETURNING id`,
    );
    await t.db.query(`UPDATE inventory_item SET beverage_id = $1, brand = 'Item Brand' WHERE id = $2`, [bev, master]);
    await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, percent)
       VALUES ($1, 'Quoteco 10 % off', '', now()::date - 1, now()::date + 5, 'percent', '{"brands":["quoteco"]}', 10),
              ($1, 'Rye 5 % off', '', now()::date - 1, now()::date + 5, 'percent', '{"subCategories":["Rye Whiskey"]}', 5)`,
      [northside],
    );
  });
  afterAll(() => t.close());

  it('answers as the database does, for known, mapped, low, unavailable, unknown and other-case items', async () => {
    const store = (await t.app.get(StoresService).byId(northside))!;
    const catalogue = t.app.get(CatalogueService);
    await catalogue.snapshot(store);
    expect(catalogue.isWarm(northside)).toBe(true);
    const fromCatalogue = jest.spyOn(catalogue, 'itemsByNumber');
    const ctx = { store, user: null, role: 'guest' as const };
    const quotes = t.app.get(QuoteService);
    const carts = [
      {
        orderType: 'pickup',
        items: [
          { itemNumber: 'QC-MAP', quantity: 2 },
          { itemNumber: 'QC-OWN', quantity: 1 },
        ],
      },
      {
        orderType: 'pickup',
        items: [
          { itemNumber: 'QC-LOW', quantity: 3 },
          { itemNumber: 'QC-OFF', quantity: 1 },
        ],
      },
      {
        orderType: 'pickup',
        items: [
          { itemNumber: 'qc-own', quantity: 1 },
          { itemNumber: 'NOPE', quantity: 1 },
        ],
      },
      {
        orderType: 'shipping',
        items: [{ itemNumber: ' QC-MAP ', quantity: 1 }],
        shippingAddress: { state: 'NY', zipCode: '10118' },
      },
    ];
    for (const cart of carts) {
      const body = (await quote(cart).expect(200)).body;
      const fromDb = await quotes.price(ctx, {
        orderType: cart.orderType as 'pickup' | 'shipping',
        lines: cart.items,
        address: cart.shippingAddress,
      });
      expect(
        body.lines.map((l: any) => [l.itemNumber, l.name, l.unitPrice, l.discount, l.deposit, l.salesTax]),
      ).toEqual(
        fromDb.quote.lines.map((l) => [
          l.itemNumber,
          l.name,
          l.unitPriceCents / 100,
          l.discountCents / 100,
          l.depositCents / 100,
          l.salesTaxCents / 100,
        ]),
      );
      expect(body.problems).toEqual(fromDb.quote.problems);
      expect(Math.round(body.total * 100)).toBe(fromDb.quote.totalCents);
    }
    // Served from the snapshot (the other-case number: from the database).
    const results = await Promise.all(fromCatalogue.mock.results.map((r) => r.value));
    expect(results.map((r) => r === undefined)).toEqual([false, false, true, false]);
    fromCatalogue.mockRestore();
    const mapped = (await quote(carts[0]).expect(200)).body.lines[0];
    expect([mapped.name, mapped.promotion, mapped.discount]).toEqual(['Quote Master Rye', 'Quoteco 10 % off', 8]);
  });

  it('shows a price or stock change written by another instance as fast as the product page does', async () => {
    const cart = { orderType: 'pickup', items: [{ itemNumber: 'QC-OWN', quantity: 5 }] };
    expect(figures((await quote(cart).expect(200)).body).problems).toEqual([]);
    await t.db.query(
      `UPDATE inventory_item SET available_to_sell = 3, unit_price_cents = 2600 WHERE store_id = $1 AND item_number = 'QC-OWN'`,
      [northside],
    );
    const { value: quoted } = await eventually(
      1000,
      async () => (await quote(cart).expect(200)).body,
      (b) => b.lines[0].unitPrice === 26,
    );
    expect(quoted.problems).toEqual([
      { itemNumber: 'QC-OWN', code: 'LOW_STOCK', message: 'Only 3 left in stock.', available: 3 },
    ]);
    const page = (await t.http().get('/api/storeinventory/QC-OWN').expect(200)).body;
    expect(JSON.stringify(page)).toContain('26');
  });
});
