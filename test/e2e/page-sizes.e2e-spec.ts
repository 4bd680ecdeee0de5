import { PAGE_SIZES } from '../../backend/domain/page-size';
import { startTestApp, TestApp } from '../support/test-app';
import { storeId } from './admin-fixtures';

/** One page-size rule (domain/page-size.ts): each audience's default, and a larger page cut to its cap. */
describe('page sizes', () => {
  let t: TestApp;
  let north: string;
  let offerId: number;

  beforeAll(async () => {
    t = await startTestApp();
    north = await t.login('admin@northside.example', 'northside1');
    const store = await storeId(t.db, 'northside');
    // More items than one admin page holds.
    await t.db.query(
      `INSERT INTO inventory_item (store_id, item_number, item_description, unit_price_cents, available_to_sell)
       SELECT $1, 'T5-PS-' || n, 'Page size item ' || n, 999, 1 FROM generate_series(1, $2::int) n`,
      [store, PAGE_SIZES.admin.default + 5],
    );
    [{ id: offerId }] = await t.db.query(
      `INSERT INTO promotion (store_id, name, starts_on, ends_on, kind, percent, selector)
       VALUES ($1, 'Everything', current_date - 1, current_date + 30, 'percent', 10, '{}') RETURNING id`,
      [store],
    );
  });
  afterAll(() => t.close());

  it('an admin list asked for no range answers the admin default page (100 rows)', async () => {
    const res = await t.http().get('/api/admin/inventory').set('Authorization', `Bearer ${north}`).expect(200);
    expect(PAGE_SIZES.admin.default).toBe(100);
    expect(res.body).toHaveLength(PAGE_SIZES.admin.default);
    expect(res.headers['content-range']).toMatch(new RegExp(`^inventory 0-${PAGE_SIZES.admin.default - 1}/\\d+$`));
  });

  it('an admin list asked for more than its cap is cut to it, not refused', async () => {
    const range = encodeURIComponent(JSON.stringify([0, PAGE_SIZES.admin.max + 100]));
    const res = await t
      .http()
      .get(`/api/admin/inventory?range=${range}`)
      .set('Authorization', `Bearer ${north}`)
      .expect(200);
    expect(res.body.length).toBeLessThanOrEqual(PAGE_SIZES.admin.max);
  });

  it('offers cut pageSize=101 to the storefront cap, like the listings', async () => {
    const res = await t.http().get(`/api/promotions/${offerId}/products?pageSize=101`).expect(200);
    expect(res.body.pageSize).toBe(PAGE_SIZES.storefront.max);
    const listing = await t.http().get('/api/storeinventory/Listing?pageSize=101').expect(200);
    expect(listing.body.pageSize).toBe(PAGE_SIZES.storefront.max);
  });

  it('offers answer the storefront default page when none is asked for', async () => {
    const res = await t.http().get(`/api/promotions/${offerId}/products`).expect(200);
    expect(res.body.pageSize).toBe(PAGE_SIZES.storefront.default);
  });
});
