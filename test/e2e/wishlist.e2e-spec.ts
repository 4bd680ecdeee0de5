import { startTestApp, TestApp } from '../support/test-app';

/**
 * Wishlist (server-side, per customer and per store). Items are inserted
 * into this file's own database with item numbers no demo row uses.
 */
describe('wishlist (/api/wishlist)', () => {
  let t: TestApp;
  let c1: string;
  let c2: string;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    t = await startTestApp();
    const stores: { id: number; web_url: string }[] = await t.db.query(`SELECT id, web_url FROM store`);
    const id = (w: string) => stores.find((s) => s.web_url === w)!.id;
    const insert = `INSERT INTO inventory_item (store_id, item_number, item_description) VALUES ($1, $2, $3)`;
    await t.db.query(insert, [id('northside'), 'WL-1', 'Wishlist Test Gin 750 ml']);
    await t.db.query(insert, [id('northside'), 'WL-2', 'Wishlist Test Rum 1 L']);
    await t.db.query(insert, [id('northside'), 'WL-3', 'Wishlist Test Vodka']);
    await t.db.query(insert, [id('harbor'), 'WL-H', 'Harbor only Tequila']);
    c1 = await t.login('customer1', 'customer1');
    c2 = await t.login('customer2', 'customer2');
  });
  afterAll(() => t.close());

  it('needs a signed-in customer: 401 without a token, 403 for staff', async () => {
    await t.http().get('/api/wishlist').expect(401);
    await t.http().post('/api/wishlist').send({ itemNumber: 'WL-1' }).expect(401);
    const admin = await t.login('admin@northside.example', 'northside1');
    await t.http().get('/api/wishlist').set(auth(admin)).expect(403);
  });

  it('adds, lists (newest first), keeps a product once and removes it', async () => {
    await t.http().post('/api/wishlist').set(auth(c1)).send({ itemNumber: 'WL-1' }).expect(201);
    const second = await t.http().post('/api/wishlist').set(auth(c1)).send({ itemNumber: 'WL-2' }).expect(201);
    expect(second.body.itemNumber).toBe('WL-2');
    await t.http().post('/api/wishlist').set(auth(c1)).send({ itemNumber: 'WL-2' }).expect(201);
    const list = await t.http().get('/api/wishlist').set(auth(c1)).expect(200);
    expect(list.body.map((e: { itemNumber: string }) => e.itemNumber)).toEqual(['WL-2', 'WL-1']);

    await t.http().delete('/api/wishlist/WL-2').set(auth(c1)).expect(204);
    const after = await t.http().get('/api/wishlist').set(auth(c1)).expect(200);
    expect(after.body.map((e: { itemNumber: string }) => e.itemNumber)).toEqual(['WL-1']);
    const removedAgain = await t.http().delete('/api/wishlist/WL-2').set(auth(c1)).expect(404);
    expect(removedAgain.body.message).toBe('This product is not on your wishlist.');
  });

  it("never shows or changes another customer's rows", async () => {
    const other = await t.http().get('/api/wishlist').set(auth(c2)).expect(200);
    expect(other.body).toEqual([]);
    await t.http().delete('/api/wishlist/WL-1').set(auth(c2)).expect(404);
    const mine = await t.http().get('/api/wishlist').set(auth(c1)).expect(200);
    expect(mine.body.map((e: { itemNumber: string }) => e.itemNumber)).toContain('WL-1');
  });

  it('is per store: an item of another store is refused and lists stay apart', async () => {
    const refused = await t.http().post('/api/wishlist').set(auth(c1)).send({ itemNumber: 'WL-H' }).expect(404);
    expect(refused.body.message).toBe('This product is not available in this store.');
    await t
      .http()
      .post('/api/wishlist')
      .set(auth(c1))
      .set('X-Store', 'harbor')
      .send({ itemNumber: 'WL-H' })
      .expect(201);
    const harbor = await t.http().get('/api/wishlist').set(auth(c1)).set('X-Store', 'harbor').expect(200);
    expect(harbor.body.map((e: { itemNumber: string }) => e.itemNumber)).toEqual(['WL-H']);
    const northside = await t.http().get('/api/wishlist').set(auth(c1)).expect(200);
    expect(northside.body.map((e: { itemNumber: string }) => e.itemNumber)).not.toContain('WL-H');
  });

  it('merges a guest list at login, skipping unknown and duplicate item numbers', async () => {
    const res = await t
      .http()
      .post('/api/wishlist/merge')
      .set(auth(c2))
      .send({ itemNumbers: ['WL-3', 'WL-1', 'WL-3', 'NOPE-404', 'WL-H'] })
      .expect(200);
    expect(res.body.map((e: { itemNumber: string }) => e.itemNumber).sort()).toEqual(['WL-1', 'WL-3']);
    const again = await t
      .http()
      .post('/api/wishlist/merge')
      .set(auth(c2))
      .send({ itemNumbers: ['WL-1'] })
      .expect(200);
    expect(again.body).toHaveLength(2);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await t.db.query(`SELECT count(*)::int AS n FROM wishlist_item`);
    await t.http().post('/api/wishlist').set(auth(c1)).send({}).expect(400);
    await t.http().post('/api/wishlist').set(auth(c1)).send({ itemNumber: 42 }).expect(400);
    const unknown = await t
      .http()
      .post('/api/wishlist')
      .set(auth(c1))
      .send({ itemNumber: 'WL-3', userId: 2 })
      .expect(400);
    expect(unknown.body.message).toContain('Unknown field: userId.');
    await t.http().post('/api/wishlist/merge').set(auth(c1)).send({ itemNumbers: 'WL-1' }).expect(400);
    await t
      .http()
      .post('/api/wishlist/merge')
      .set(auth(c1))
      .send({ itemNumbers: Array.from({ length: 201 }, (_, i) => `X${i}`) })
      .expect(400);
    await t.http().post('/api/wishlist').set(auth(c1)).send({ itemNumber: "' OR 1=1 --" }).expect(404);
    const after = await t.db.query(`SELECT count(*)::int AS n FROM wishlist_item`);
    expect(after[0].n).toBe(before[0].n);
  });

  it('drops an entry when the store withdraws the item', async () => {
    await t.http().post('/api/wishlist').set(auth(c2)).send({ itemNumber: 'WL-2' }).expect(201);
    await t.db.query(`DELETE FROM inventory_item WHERE item_number = 'WL-2'`);
    const list = await t.http().get('/api/wishlist').set(auth(c2)).expect(200);
    expect(list.body.map((e: { itemNumber: string }) => e.itemNumber)).not.toContain('WL-2');
  });
});
