import { startTestApp, TestApp } from '../support/test-app';
import { putItem, storeId } from './orders-fixtures';

/** The storefront's offers and the back office's `promotions` resource. */
describe('offers and the promotions resource', () => {
  let t: TestApp;
  let admin: string;
  let harborAdmin: string;
  let today: string;
  const addDays = (d: string, n: number) =>
    new Date(Date.parse(`${d}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const as = (token: string) => ({
    get: (url: string) => t.http().get(url).set('Authorization', `Bearer ${token}`),
    post: (url: string, body: object = {}) => t.http().post(url).set('Authorization', `Bearer ${token}`).send(body),
    put: (url: string, body: object) => t.http().put(url).set('Authorization', `Bearer ${token}`).send(body),
  });

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.login('admin@northside.example', 'northside1');
    harborAdmin = await t.login('admin@harbor.example', 'harbor1');
    today = (await t.db.query(`SELECT to_char(now() AT TIME ZONE 'America/Chicago', 'YYYY-MM-DD') AS d`))[0].d;
    await t.db.query('DELETE FROM promotion WHERE store_id = $1', [await storeId(t.db, 'northside')]);
    for (const [itemNumber, price] of [
      ['OF-1', 4000],
      ['OF-2', 2500],
    ] as const)
      await putItem(t.db, 'northside', {
        itemNumber,
        description: `Offer Gin ${itemNumber}`,
        mainCategory: 'Liquor',
        unitPriceCents: price,
        stock: 20,
      });
  });
  afterAll(() => t.close());

  it('a store admin creates, lists by phase, edits and ends promotions; each change is audited; bad input is a 400', async () => {
    const sale = {
      name: 'Gin days',
      description: 'Selected gins 20 % off',
      startsOn: today,
      endsOn: addDays(today, 10),
      kind: 'percent',
      percent: 20,
      selector: { itemNumbers: ['OF-1', 'OF-2'] },
    };
    const created = await as(admin).post('/api/admin/promotions', sale).expect(201);
    expect(created.body).toMatchObject({ name: 'Gin days', phase: 'active', badge: '20 % off', percent: 20 });
    const id = created.body.id;
    await as(admin)
      .post('/api/admin/promotions', {
        ...sale,
        name: 'Later',
        startsOn: addDays(today, 5),
        kind: 'tiers',
        tiers: [{ minQuantity: 6, percent: 10 }],
      })
      .expect(201);
    await as(admin)
      .post('/api/admin/promotions', { ...sale, percent: 0 })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('Percent off must be a whole number from 1 to 100.'));
    await as(admin)
      .post('/api/admin/promotions', { ...sale, endsOn: addDays(today, -1) })
      .expect(400)
      .expect((r) => expect(r.body.message).toBe('The end date must not be before the start date.'));
    const phase = async (p: string) =>
      (
        await as(admin)
          .get(`/api/admin/promotions?filter=${encodeURIComponent(JSON.stringify({ phase: p }))}`)
          .expect(200)
      ).body.map((r: { name: string }) => r.name);
    expect(await phase('active')).toEqual(['Gin days']);
    expect(await phase('scheduled')).toEqual(['Later']);
    expect(await phase('ended')).toEqual([]);

    // The storefront sees the offer, its badge, its products and their prices under the offer.
    const active = (await t.http().get('/api/promotions').expect(200)).body;
    expect(active.map((p: { name: string; badge: string }) => [p.name, p.badge])).toEqual([['Gin days', '20 % off']]);
    const offer = (await t.http().get(`/api/promotions/${id}`).expect(200)).body;
    expect(offer).toMatchObject({
      name: 'Gin days',
      description: 'Selected gins 20 % off',
      startsOn: today,
      phase: 'active',
    });
    const products = (await t.http().get(`/api/promotions/${id}/products`).expect(200)).body;
    expect(products.items.map((p: { itemNumber: string }) => p.itemNumber)).toEqual(['OF-2', 'OF-1']);
    expect(products.offerPrices).toEqual({ 'OF-2': 20, 'OF-1': 32 });
    expect(
      (
        await as(admin)
          .get(`/api/admin/promotions/preview?selector=${encodeURIComponent('{"itemNumbers":["OF-1"]}')}`)
          .expect(200)
      ).body,
    ).toEqual({ count: 1 });

    await as(admin)
      .put(`/api/admin/promotions/${id}`, { ...created.body, percent: 25 })
      .expect(200);
    const ended = await as(admin).post(`/api/admin/promotions/${id}/end`).expect(201);
    expect(ended.body.phase).toBe('ended');
    expect(await phase('ended')).toEqual(['Gin days']);
    expect((await t.http().get('/api/promotions').expect(200)).body).toEqual([]);
    const trail = await t.db.query(
      `SELECT action, after FROM audit_entry WHERE entity = 'promotion' AND entity_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(trail.map((a: { action: string }) => a.action)).toEqual(['create', 'update', 'end']);
    expect(trail[1].after).toEqual({ percent: 25 });

    // Another store's admin, and the storefront of another store, do not see it.
    await as(harborAdmin).get(`/api/admin/promotions/${id}`).expect(404);
    await t.http().get(`/api/promotions/${id}`).set('X-Store', 'harbor').expect(404);
    await t.http().get('/api/promotions/abc').expect(400);
  });
});
