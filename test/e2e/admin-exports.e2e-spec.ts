import { parse } from 'csv-parse/sync';
import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, placeOrder, storeId } from './admin-fixtures';

/** The CSV download's records (header row first) as objects keyed by the header. */
function readCsv(text: string): Array<Record<string, string>> {
  return parse(text, { bom: true, columns: true, skip_empty_lines: true });
}

describe('CSV exports of the order list and the inventory (GET /api/admin/{orders,inventory}/export.csv)', () => {
  let t: TestApp;
  let north: string;
  let harbor: string;
  let customer: string;
  let northId: number;
  let harborId: number;
  const orders: Record<string, number> = {};

  const get = (url: string, token = north) => t.http().get(url).set('Authorization', `Bearer ${token}`);
  const q = (filter: object, sort?: [string, string]) =>
    `filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}`;

  beforeAll(async () => {
    t = await startTestApp();
    [north, harbor, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('customer1', 'customer1'),
    ]);
    northId = await storeId(t.db, 'northside');
    harborId = await storeId(t.db, 'harbor');
    await insertItem(t.db, northId, { itemNumber: 'T14-X-1', itemDescription: 'Exportia Rye', unitPriceCents: 2000 });
    await insertItem(t.db, northId, { itemNumber: 'T14-X-2', itemDescription: 'Exportia Gin', unitPriceCents: 1000 });
    await insertItem(t.db, harborId, {
      itemNumber: 'T14-X-9',
      itemDescription: 'Harbor Only Exportia Rum',
      unitPriceCents: 1500,
    });
    // 1,200 more items in Northside, so the export streams several batches.
    await t.db.query(
      `INSERT INTO inventory_item (store_id, item_number, item_description, upc, unit_price_cents, available_to_sell, size_description)
       SELECT $1, 'T14-BULK-' || g, 'Bulk Export Wine ' || g, '', 1000 + g, g % 7, '750 ml' FROM generate_series(1, 1200) g`,
      [northId],
    );
    orders.rye = (await placeOrder(t.http, customer, [{ itemId: 'T14-X-1', quantity: 2 }])).orderId;
    orders.gin = (await placeOrder(t.http, customer, [{ itemId: 'T14-X-2', quantity: 1 }])).orderId;
    orders.harbor = (
      await placeOrder(t.http, customer, [{ itemId: 'T14-X-9', quantity: 1 }], { store: 'harbor' })
    ).orderId;
  });
  afterAll(() => t.close());

  it('exports the order list as filtered and searched, as a CSV download of the caller’s store only', async () => {
    const res = await get(`/api/admin/orders/export.csv?${q({ q: 'Exportia' })}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-northside\.csv"/);
    const rows = readCsv(res.text);
    expect(rows.map((r) => Number(r.Order)).sort()).toEqual([orders.rye, orders.gin].sort());
    const rye = rows.find((r) => Number(r.Order) === orders.rye)!;
    expect(rye).toMatchObject({ Status: 'Received', Customer: 'Ava Martinez', Items: '2', Subtotal: '40.00' });
    expect(rye.Date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);

    // The list's search and tab hold in the export: one product, one status.
    const gin = readCsv((await get(`/api/admin/orders/export.csv?${q({ q: 'Exportia Gin' })}`).expect(200)).text);
    expect(gin.map((r) => Number(r.Order))).toEqual([orders.gin]);
    const complete = readCsv(
      (await get(`/api/admin/orders/export.csv?${q({ q: 'Exportia', status: 'Complete' })}`).expect(200)).text,
    );
    expect(complete).toEqual([]);
    // Sorted as the list is.
    const byTotal = readCsv(
      (await get(`/api/admin/orders/export.csv?${q({ q: 'Exportia' }, ['totalAmount', 'ASC'])}`).expect(200)).text,
    );
    expect(byTotal.map((r) => Number(r.Order))).toEqual([orders.gin, orders.rye]);
  });

  it('never puts another store’s orders in a store admin’s export', async () => {
    const northAll = readCsv((await get(`/api/admin/orders/export.csv?${q({ status: 'Received' })}`).expect(200)).text);
    const harborAll = readCsv(
      (await get(`/api/admin/orders/export.csv?${q({ status: 'Received' })}`, harbor).expect(200)).text,
    );
    const [{ n: northCount }] = await t.db.query(
      `SELECT count(*)::int AS n FROM customer_order WHERE store_id = $1 AND order_status = 'Received'`,
      [northId],
    );
    expect(northAll).toHaveLength(northCount);
    expect(northAll.map((r) => Number(r.Order))).not.toContain(orders.harbor);
    expect(harborAll.map((r) => Number(r.Order))).toContain(orders.harbor);
    expect(harborAll.map((r) => Number(r.Order))).not.toContain(orders.rye);
    const northIds = new Set(
      (await t.db.query(`SELECT id FROM customer_order WHERE store_id = $1`, [northId])).map((r: any) => r.id),
    );
    expect(harborAll.some((r) => northIds.has(Number(r.Order)))).toBe(false);
  });

  it('exports the whole inventory of the caller’s store, streamed in batches, with the list’s filters', async () => {
    const res = await get(`/api/admin/inventory/export.csv`).expect(200);
    expect(res.headers['content-disposition']).toMatch(/filename="inventory-northside\.csv"/);
    const rows = readCsv(res.text);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM inventory_item WHERE store_id = $1`, [northId]);
    expect(n).toBeGreaterThan(1200);
    expect(rows).toHaveLength(n);
    expect(new Set(rows.map((r) => r['Item number'])).size).toBe(n);
    expect(rows.some((r) => r.Description.includes('Harbor Only'))).toBe(false);
    // In the list's order (by description by default), page after page.
    const page = await get(`/api/admin/inventory?range=[0,499]`).expect(200);
    expect(rows.slice(0, 500).map((r) => r['Item number'])).toEqual(page.body.map((r: any) => r.itemNumber));

    const filtered = readCsv(
      (await get(`/api/admin/inventory/export.csv?${q({ q: 'exportia rye' }, ['price', 'DESC'])}`).expect(200)).text,
    );
    expect(filtered).toEqual([
      expect.objectContaining({ 'Item number': 'T14-X-1', Description: 'Exportia Rye', 'Unit price': '20.00' }),
    ]);
    const harborRows = readCsv((await get(`/api/admin/inventory/export.csv`, harbor).expect(200)).text);
    expect(harborRows.some((r) => r['Item number'].startsWith('T14-BULK-'))).toBe(false);
    expect(harborRows.map((r) => r['Item number'])).toContain('T14-X-9');
  });

  it('finds items by words in any order, and orders by number or phone', async () => {
    const words = await get(`/api/admin/inventory?${q({ q: 'rye exportia' })}`).expect(200);
    expect(words.body.map((r: any) => r.itemNumber)).toEqual(['T14-X-1']);
    const list = (filter: object) => get(`/api/admin/orders?${q(filter)}&range=[0,99]`).expect(200);
    expect((await list({ q: String(orders.gin) })).body.map((o: any) => o.orderId)).toContain(orders.gin);
    expect((await list({ q: `#${orders.gin}` })).body.map((o: any) => o.orderId)).toEqual([orders.gin]);
    const byPhone = (await list({ q: '515-555-0101' })).body.map((o: any) => o.orderId);
    expect(byPhone).toEqual(expect.arrayContaining([orders.rye, orders.gin]));
    expect((await list({ q: '5550101' })).body.length).toBe(byPhone.length);
    expect((await list({ q: '999-000-1234' })).body).toEqual([]);
  });

  it('answers a bad filter or sort with a 400 before any CSV is sent', async () => {
    const bad = await get(`/api/admin/orders/export.csv?${q({ nope: 1 })}`).expect(400);
    expect(bad.headers['content-type']).toMatch(/json/);
    await get(`/api/admin/inventory/export.csv?${q({}, ['password', 'ASC'])}`).expect(400);
    await get(`/api/admin/orders/export.csv?${q({ status: 'Shipped?' })}`).expect(400);
    await t.http().get('/api/admin/orders/export.csv').expect(401);
  });
});
