import { PromotionsService } from '../../backend/promotions/promotions.service';
import { StoresService } from '../../backend/tenants/stores.service';
import { startTestApp, TestApp } from '../support/test-app';
import { putItem, storeId } from './orders-fixtures';
import { eventually } from '../support/eventually';

/**
 * The quote keeps a store's selling rules, promotions and shipping terms in memory. A change written by another instance (here: straight to the database, as the owner) reaches
 * this one through the 'pricing_changed' notifications within a second; a promotion starts and
 * ends at the store's midnight from what is kept, without any change.
 */
describe('what the quote keeps in memory follows changes', () => {
  let t: TestApp;
  let northside: number;
  const quote = (body: object) => t.http().post('/api/cart/quote').send(body);
  const pickup = { orderType: 'pickup', items: [{ itemNumber: 'PC-LIQ', quantity: 2 }] };
  const today = async () =>
    (await t.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS d`))[0].d as string;

  /** Quotes until `ok` holds, for at most `ms`; returns the time it took. */
  const within = async (ms: number, body: object, ok: (b: any) => boolean): Promise<number> =>
    (await eventually(ms, async () => (await quote(body).expect(200)).body, ok)).tookMs;

  beforeAll(async () => {
    t = await startTestApp();
    northside = await storeId(t.db, 'northside');
    await t.db.query('DELETE FROM promotion WHERE store_id = $1', [northside]);
    await putItem(t.db, 'northside', {
      itemNumber: 'PC-LIQ',
      unitPriceCents: 20_00,
      stock: 50,
      mainCategory: 'Liquor',
      size: '750 ml',
    });
  });
  afterAll(() => t.close());

  it('a deposit rule changed by another instance is quoted within a second', async () => {
    const [{ n }] = await t.db.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'wine-shop-pricing-listener'`,
    );
    expect(n).toBe(1);
    const before = (await quote(pickup).expect(200)).body.bottleDeposit;
    await t.db.query(
      `UPDATE store_deposit_rule SET cents_per_container = cents_per_container + 20 WHERE store_id = $1 AND category = 'Liquor'`,
      [northside],
    );
    const took = await within(1000, pickup, (b) => Math.abs(b.bottleDeposit - (before + 0.4)) < 1e-9);
    expect(took).toBeLessThan(1000);
  });

  it('a promotion added and ended by another instance is quoted within a second', async () => {
    const d = await today();
    const [{ id }] = await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, percent)
       VALUES ($1, 'Spirits 10 % off', '', $2::date, $2::date + 3, 'percent', '{"categories":["Liquor"]}', 10) RETURNING id`,
      [northside, d],
    );
    await within(1000, pickup, (b) => b.discount === 4);
    await t.db.query('UPDATE promotion SET ended_at = now() WHERE id = $1', [id]);
    await within(1000, pickup, (b) => b.discount === 0);
  });

  it('a promotion starts and ends by its dates from what is kept, with no change announced', async () => {
    const d = await today();
    await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, percent)
       VALUES ($1, 'Tomorrow only', '', $2::date + 1, $2::date + 1, 'percent', '{"categories":["Liquor"]}', 20)`,
      [northside, d],
    );
    await within(1000, pickup, () => true);
    const [tomorrow, after] = (
      await t.db.query(`SELECT to_char($1::date + 1, 'YYYY-MM-DD') AS a, to_char($1::date + 2, 'YYYY-MM-DD') AS b`, [d])
    ).map((r: { a: string; b: string }) => [r.a, r.b])[0];
    const store = (await t.app.get(StoresService).byId(northside))!;
    const ctx = { store, user: null, role: 'guest' as const };
    const promotions = t.app.get(PromotionsService);
    const names = async (day: string) => (await promotions.inForce(ctx, day)).map((p) => p.name);
    expect(await names(d)).not.toContain('Tomorrow only');
    expect(await names(tomorrow)).toContain('Tomorrow only');
    expect(await names(after)).not.toContain('Tomorrow only');
  });

  it('a promotion used by an order (its redemption count) announces no change', async () => {
    const [{ id }] = await t.db.query(
      `INSERT INTO promotion (store_id, name, description, starts_on, ends_on, kind, selector, percent, code)
       VALUES ($1, 'Coded', '', now()::date - 1, now()::date + 5, 'percent', '{}', 5, 'PCTEST') RETURNING id`,
      [northside],
    );
    const listener = await t.db.createQueryRunner();
    await listener.connect();
    try {
      const client = (listener as any).databaseConnection;
      const heard: string[] = [];
      client.on('notification', (m: { channel: string; payload: string }) => heard.push(`${m.channel}:${m.payload}`));
      await client.query('LISTEN pricing_changed');
      await t.db.query('UPDATE promotion SET redemption_count = redemption_count + 1 WHERE id = $1', [id]);
      await t.db.query(`UPDATE promotion SET name = 'Coded (renamed)' WHERE id = $1`, [id]);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard).toEqual([`pricing_changed:${northside}`]);
    } finally {
      await listener.release();
    }
  });
});
