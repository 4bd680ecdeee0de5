/**
 * Every list the API pages through orders by a unique key last: paged with a small page size and
 * sorted by a field many rows share (an import gives all its rows one creation time), each list
 * shows every row exactly once. The mapping queue is the case that skipped and repeated rows; the
 * other admin lists and the storefront listing are paged the same way, sorted by a field with ties.
 * (Lists whose demo data has fewer rows than a page pass trivially here; their order is held by
 * the list helper, whose unique key a list cannot leave out.)
 */
import { startTestApp, TestApp } from '../support/test-app';

const NEW_ITEMS = 60;
const PAGE = 7;

describe('paging: every row exactly once, even when the sort values are equal', () => {
  let t: TestApp;
  let superAdmin: { Authorization: string };
  let storeAdmin: { Authorization: string };

  beforeAll(async () => {
    t = await startTestApp();
    superAdmin = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
    storeAdmin = { Authorization: `Bearer ${await t.login('admin@northside.example', 'northside1')}` };
    // One import: every queued row gets the same creation time (one transaction).
    const known: Array<{ item_number: string }> = await t.db.query(
      `SELECT item_number FROM inventory_item WHERE store_id = (SELECT id FROM store WHERE web_url = 'northside')
        ORDER BY id LIMIT 30`,
    );
    const csv = [
      'SKU,Description,Size,Price,QOH',
      ...Array.from({ length: NEW_ITEMS }, (_, i) => `PG-${1000 + i},Paging Probe ${i % 3},750ML,19.99,5`),
      ...known.map((k) => `${k.item_number},,,,77`),
    ].join('\n');
    const up = await t
      .http()
      .post('/api/admin/inventory-sync?fileName=paging.csv')
      .set(storeAdmin)
      .set('Content-Type', 'text/csv')
      .send(csv)
      .expect(201);
    await t
      .http()
      .post(`/api/admin/inventory-sync/${up.body.id}/apply`)
      .set(storeAdmin)
      .send({ mapping: up.body.mapping })
      .expect(200);
    const [{ n }] = await t.db.query(
      `SELECT count(DISTINCT created_at)::int AS n FROM pending_item WHERE item_number LIKE 'PG-%'`,
    );
    expect(n).toBe(1);
  });
  afterAll(() => t?.close());

  /** Pages through a react-admin list (range + Content-Range), returning every id in the order served. */
  async function pageThrough(path: string, auth: Record<string, string>, sort: [string, string], filter: object = {}) {
    const ids: number[] = [];
    let total = Infinity;
    for (let from = 0; from < total; from += PAGE) {
      const res = await t
        .http()
        .get(path)
        .query({
          sort: JSON.stringify(sort),
          range: JSON.stringify([from, from + PAGE - 1]),
          filter: JSON.stringify(filter),
        })
        .set(auth)
        .expect(200);
      total = Number(String(res.headers['content-range']).split('/')[1]);
      ids.push(...res.body.map((r: { id: number }) => r.id));
      if (!res.body.length) break;
    }
    return { ids, total };
  }

  const expectEachOnce = ({ ids, total }: { ids: number[]; total: number }) => {
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
  };

  it('the mapping queue (back office resource): every queued row once, in both directions', async () => {
    for (const order of ['ASC', 'DESC']) {
      const paged = await pageThrough('/api/admin/pending-items', superAdmin, ['created_At', order], {
        webUrl: 'northside',
      });
      expect(paged.total).toBeGreaterThanOrEqual(NEW_ITEMS);
      expectEachOnce(paged);
    }
  });

  it('the mapping queue (GET pendinginventory/{webUrl} with page and pageSize): every queued row once', async () => {
    const seen: number[] = [];
    let total = Infinity;
    for (let page = 1; (page - 1) * PAGE < total; page++) {
      const res = await t
        .http()
        .get('/api/pendinginventory/northside')
        .query({ page, pageSize: PAGE })
        .set(superAdmin)
        .expect(200);
      total = Number(res.headers['x-total-count']);
      seen.push(...res.body.map((r: { id: number }) => r.id));
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
  });

  // Each admin list, sorted by a field many of its rows share.
  const lists: Array<[string, 'super' | 'store', [string, string], object]> = [
    ['/api/admin/product-requests', 'store', ['createdAt', 'DESC'], { source: 'csv' }],
    ['/api/admin/beverages', 'super', ['main_Category', 'ASC'], { final_Category: 'Gin' }],
    ['/api/admin/inventory', 'store', ['availableToSell', 'ASC'], { q: 'gin' }],
    ['/api/admin/audit', 'store', ['createdAt', 'DESC'], { entity: 'inventory_item' }],
    ['/api/admin/orders', 'store', ['status', 'ASC'], { status: 'all' }],
    ['/api/admin/promotions', 'store', ['kind', 'ASC'], {}],
    ['/api/admin/search-synonyms', 'super', ['twoWay', 'ASC'], {}],
    ['/api/admin/stores', 'super', ['salesTaxPercent', 'ASC'], {}],
    ['/api/admin/store-admins', 'super', ['createdAt', 'ASC'], {}],
    ['/api/admin/shipping-rules', 'store', ['category', 'ASC'], {}],
    ['/api/admin/deposit-rules', 'store', ['id', 'ASC'], {}],
    ['/api/admin/delivery-zones', 'store', ['id', 'ASC'], {}],
    ['/api/admin/opening-hours', 'store', ['weekday', 'ASC'], {}],
    ['/api/admin/sale-hours', 'store', ['id', 'ASC'], {}],
  ];

  it.each(lists)('%s sorted by a shared value: every row once', async (path, who, sort, filter) => {
    const paged = await pageThrough(path, who === 'super' ? superAdmin : storeAdmin, sort, filter);
    expectEachOnce(paged);
  });

  it.each(['newest', 'price_asc', 'price_desc', 'relevance'])(
    'the storefront listing sorted %s: every product once across pages',
    async (sort) => {
      const seen: string[] = [];
      let total = Infinity;
      for (let page = 1; (page - 1) * 13 < total; page++) {
        const res = await t
          .http()
          .get('/api/storeinventory/Listing')
          .query({ category: 'Liquor', subCategory: 'Gin', sort, page, pageSize: 13 })
          .expect(200);
        total = res.body.total;
        seen.push(...res.body.items.map((p: { itemNumber: string }) => p.itemNumber));
      }
      expect(total).toBeGreaterThan(13 * 3);
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
    },
  );

  it('lists with many equal values are really paged here (the test has ties to break)', async () => {
    const [ties] = await t.db.query(
      `SELECT (SELECT count(*)::int FROM pending_item WHERE item_number LIKE 'PG-%') AS queued,
              (SELECT count(*)::int FROM beverage WHERE final_category = 'Gin') AS gins`,
    );
    expect(ties.queued).toBe(NEW_ITEMS);
    expect(ties.gins).toBeGreaterThan(PAGE * 5);
  });
});
