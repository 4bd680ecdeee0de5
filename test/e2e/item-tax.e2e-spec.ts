import { ItemTaxStoreRate1795567000000 } from '../../backend/database/migrations/1795567000000-ItemTaxStoreRate';
import { eventually } from '../support/eventually';
import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem, storeId } from './orders-fixtures';

/**
 * An item's tax: null is the store's rate (Northside: 7 %), 0 is tax exempt and charges nothing, any
 * other percent is the item's own. The quote, the order, the product page and the back office agree.
 */
describe('item sales tax: store rate (null) or tax exempt (0)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;
  let northside: number;

  beforeAll(async () => {
    t = await startTestApp();
    [admin, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('customer1', 'customer1'),
    ]);
    northside = await storeId(t.db, 'northside');
    for (const itemNumber of ['TX-STORE', 'TX-EXEMPT'])
      await putItem(t.db, 'northside', {
        itemNumber,
        description: `Tax ${itemNumber}`,
        unitPriceCents: 2000,
        stock: 50,
      });
  });
  afterAll(() => t.close());

  const idOf = async (itemNumber: string): Promise<number> =>
    (
      await t.db.query('SELECT id FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
        northside,
        itemNumber,
      ])
    )[0].id;
  const taxOf = async (itemNumber: string): Promise<string | null> =>
    (
      await t.db.query('SELECT sales_tax_percent AS tax FROM inventory_item WHERE store_id = $1 AND item_number = $2', [
        northside,
        itemNumber,
      ])
    )[0].tax;
  const setTax = (id: number, salesTax: number | null) =>
    t.http().put(`/api/admin/inventory/${id}`).set('Authorization', `Bearer ${admin}`).send({ salesTax });
  const quote = (itemNumber: string, quantity = 2) =>
    t
      .http()
      .post('/api/cart/quote')
      .send({ orderType: 'pickup', items: [{ itemNumber, quantity }] })
      .expect(200);
  const auditOf = async (id: number) =>
    (
      await t
        .http()
        .get(
          `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'inventory_item', entityId: String(id) }))}`,
        )
        .set('Authorization', `Bearer ${admin}`)
        .expect(200)
    ).body;

  it('charges a store-rate item (null) the store rate on the quote and the order', async () => {
    expect(await taxOf('TX-STORE')).toBeNull();
    const record = await t
      .http()
      .get(`/api/admin/inventory/${await idOf('TX-STORE')}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(record.body.salesTax).toBeNull();
    const q = await quote('TX-STORE');
    expect(q.body).toMatchObject({ subtotal: 40, salesTax: 2.8, total: 42.8 });
    expect(q.body.lines[0]).toMatchObject({ itemNumber: 'TX-STORE', salesTax: 2.8 });
    const orderId = await placeOrder(
      t,
      customer,
      orderBody({ orderItems: [{ itemId: 'TX-STORE', quantity: 2, itemPrice: 20 }] }),
    );
    const [order] = await t.db.query(
      `SELECT o.sales_tax_cents AS tax, o.total_cents AS total, i.sales_tax_percent::float8 AS percent, i.tax_cents AS "lineTax"
         FROM customer_order o JOIN order_item i ON i.order_id = o.id WHERE o.id = $1`,
      [orderId],
    );
    expect(order).toEqual({ tax: 280, total: 4280, percent: 7, lineTax: 280 });
  });

  it('charges a tax-exempt item (0) no tax anywhere, and audits the change from the store rate', async () => {
    const id = await idOf('TX-EXEMPT');
    const saved = await setTax(id, 0).expect(200);
    expect(saved.body.salesTax).toBe(0);
    expect(Number(await taxOf('TX-EXEMPT'))).toBe(0);
    expect((await auditOf(id))[0]).toMatchObject({
      action: 'update',
      before: { salesTax: null },
      after: { salesTax: 0 },
    });

    const q = await quote('TX-EXEMPT');
    expect(q.body).toMatchObject({ subtotal: 40, salesTax: 0, total: 40 });
    expect(q.body.lines[0]).toMatchObject({ itemNumber: 'TX-EXEMPT', salesTax: 0 });
    const orderId = await placeOrder(
      t,
      customer,
      orderBody({ orderItems: [{ itemId: 'TX-EXEMPT', quantity: 2, itemPrice: 20 }], totalAmount: 40 }),
    );
    const [order] = await t.db.query(
      `SELECT o.sales_tax_cents AS tax, o.total_cents AS total, i.sales_tax_percent::float8 AS percent, i.tax_cents AS "lineTax"
         FROM customer_order o JOIN order_item i ON i.order_id = o.id WHERE o.id = $1`,
      [orderId],
    );
    expect(order).toEqual({ tax: 0, total: 4000, percent: 0, lineTax: 0 });

    // Back to the store rate: stored as null again, audited, taxed at 7 % again.
    const back = await setTax(id, null).expect(200);
    expect(back.body.salesTax).toBeNull();
    expect(await taxOf('TX-EXEMPT')).toBeNull();
    expect((await auditOf(id))[0]).toMatchObject({ before: { salesTax: 0 }, after: { salesTax: null } });
    expect((await quote('TX-EXEMPT')).body.salesTax).toBe(2.8);
  });

  it("shows a tax-exempt item's product page with salesTax 0, a store-rate one with the store's 7", async () => {
    // Tito's Handmade Vodka, a demo product at the store rate; the page's salesTax is its shown size's.
    const product = () => t.http().get('/api/storeinventory/38176').expect(200);
    const before = (await product()).body;
    expect(before.salesTax).toBe(7);
    const id = await idOf(before.itemNumber);
    await setTax(id, 0).expect(200);
    await eventually(
      5000,
      async () => (await product()).body.salesTax,
      (tax) => tax === 0,
    );
    await setTax(id, null).expect(200);
    await eventually(
      5000,
      async () => (await product()).body.salesTax,
      (tax) => tax === 7,
    );
  });

  it('migrates the old zeros (which meant the store rate) to null and keeps an own rate', async () => {
    const migration = new ItemTaxStoreRate1795567000000();
    const runner = t.db.createQueryRunner();
    try {
      await migration.down(runner); // the schema as it was: 0 for "store rate", NOT NULL, default 0
      await putItem(t.db, 'northside', { itemNumber: 'TX-OLD', unitPriceCents: 2000, stock: 50, salesTaxPercent: 0 });
      await putItem(t.db, 'northside', { itemNumber: 'TX-OWN', unitPriceCents: 2000, stock: 50, salesTaxPercent: 7.5 });
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(await taxOf('TX-OLD')).toBeNull();
    expect(Number(await taxOf('TX-OWN'))).toBe(7.5);
    const [{ zeros }] = await t.db.query(
      'SELECT count(*)::int AS zeros FROM inventory_item WHERE sales_tax_percent = 0',
    );
    expect(zeros).toBe(0);
    const [column] = await t.db.query(
      `SELECT is_nullable AS nullable, column_default AS "default" FROM information_schema.columns
        WHERE table_name = 'inventory_item' AND column_name = 'sales_tax_percent'`,
    );
    expect(column).toEqual({ nullable: 'YES', default: null });
    expect((await quote('TX-OLD')).body.salesTax).toBe(2.8); // the store's 7 %, as before the migration
    expect((await quote('TX-OWN')).body.salesTax).toBe(3); // its own 7.5 %
  });
});
