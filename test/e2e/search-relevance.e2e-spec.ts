import { CatalogueService } from '../../backend/catalogue/catalogue.service';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Search that understands shoppers, on the demo catalogue (the Iowa file): short words
 * match loosely no more, exact and prefix matches come first, and a search that finds nothing
 * offers the catalogue's own words; synonyms managed by super-admins apply to every store's search.
 */
describe('storefront search relevance (GET /api/storeinventory/Listing?search=)', () => {
  let t: TestApp;
  interface Item {
    itemDescription: string;
    brand: string;
    mainCategory: string;
    subCategory: string;
  }
  const listing = async (search: string, extra: Record<string, string> = {}) =>
    (
      await t
        .http()
        .get('/api/storeinventory/Listing')
        .query({ search, pageSize: '100', ...extra })
        .expect(200)
    ).body as { items: Item[]; total: number; didYouMean?: string };
  /** The words a shopper sees on a product card or page. */
  const shown = (i: Item) => `${i.itemDescription} ${i.brand} ${i.mainCategory} ${i.subCategory}`.toLowerCase();

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('a word under 4 letters matches no product by a typo or through a name the shopper never sees', async () => {
    // 'jd' found Gannett Peak Whiskey, a vodka and a rum through their distributor 'Jdso Inc'.
    const jd = await listing('jd');
    expect(jd.items.map((i) => i.itemDescription)).not.toContain('Asteria Vodka');
    expect(jd.items.map((i) => i.itemDescription)).not.toContain('Gannett Peak Whiskey');
    // 'nino' found Amaretto Gozio through its distributor 'Vino.Com'.
    const nino = await listing('nino');
    expect(nino.items.map((i) => i.itemDescription)).not.toContain('Amaretto Gozio');
    for (const q of ['gin', 'rum']) {
      const r = await listing(q);
      expect(r.total).toBeGreaterThan(0);
      for (const i of r.items) expect(shown(i)).toMatch(new RegExp(`\\b${q}`));
    }
  });

  it('lists exact and prefix matches before typo matches', async () => {
    const r = await listing('cane');
    const exact = r.items.map((i) => /\bcane/.test(shown(i)));
    expect(exact[0]).toBe(true);
    expect(exact).toContain(false); // typo matches ('cake', 'can') are still listed, after
    expect(exact.indexOf(false)).toBe(exact.lastIndexOf(true) + 1);
    // The wine listing keeps its typo tolerance.
    const typo = await listing('chardonay');
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.didYouMean).toBeUndefined();
  });

  it('a search that finds nothing says "did you mean" in the catalogue\'s words', async () => {
    const none = await listing('wodkka');
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('vodka');
    const fixed = await listing(none.didYouMean!);
    expect(fixed.total).toBeGreaterThan(0);
    // Nothing close: no suggestion; a search with results: none either.
    expect((await listing('xyzzyq')).didYouMean).toBeUndefined();
    expect((await listing('vodka')).didYouMean).toBeUndefined();
  });

  it('says "did you mean" while a store\'s catalogue is still loading (answered from PostgreSQL)', async () => {
    const svc = t.app.get(CatalogueService);
    const [store] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
    const cold = async (search: string) => {
      svc.forget(store.id);
      const reads = svc.stats.coldReads;
      const body = (
        await t.http().get('/api/storeinventory/Listing').set('X-Store', 'harbor').query({ search }).expect(200)
      ).body as { total: number; didYouMean?: string };
      expect(svc.stats.coldReads).toBeGreaterThan(reads); // answered cold, not from a snapshot
      return body;
    };
    const none = await cold('wodkka');
    expect(none.total).toBe(0);
    expect(none.didYouMean).toBe('vodka');
    // Two words, one the catalogue knows: only the other is fixed, as on a warm store.
    const two = await cold('smirnof wodkka');
    expect(two.total).toBe(0);
    svc.forget(store.id);
    await svc.snapshot(
      (
        await t.db.query(
          `SELECT id, sales_tax_percent AS "salesTaxPercent", time_zone AS "timeZone" FROM store WHERE id = $1`,
          [store.id],
        )
      )[0],
    );
    const warm = (
      await t
        .http()
        .get('/api/storeinventory/Listing')
        .set('X-Store', 'harbor')
        .query({ search: 'smirnof wodkka' })
        .expect(200)
    ).body as { total: number; didYouMean?: string };
    expect(svc.isWarm(store.id)).toBe(true);
    expect(two.didYouMean).toBe(warm.didYouMean);
    expect((await cold('xyzzyq')).didYouMean).toBeUndefined();
  });

  describe('synonyms managed by super-admins', () => {
    let superToken: string;
    const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string, token = superToken) =>
      t.http()[method](`/api/admin/search-synonyms${path}`).set('Authorization', `Bearer ${token}`);
    beforeAll(async () => {
      superToken = await t.login('superadmin', 'superadmin1');
    });

    it("the demo's 'jd' means Jack Daniel's; 'whiskey' and 'whisky' mean each other", async () => {
      const jd = await listing('jd');
      expect(jd.total).toBeGreaterThan(3);
      for (const i of jd.items) expect(i.brand).toBe("Jack Daniel's");
      const whiskey = await listing('whiskey');
      const whisky = await listing('whisky');
      expect(whiskey.total).toBe(whisky.total);
      const [{ n }] = await t.db.query(
        `SELECT count(DISTINCT b.item_name)::int AS n FROM inventory_item i JOIN beverage b ON b.id = i.beverage_id
          JOIN store s ON s.id = i.store_id WHERE s.web_url = 'northside' AND b.item_name ~* '\\mwhisky\\M'`,
      );
      expect(n).toBeGreaterThan(0);
      expect(whiskey.total).toBeGreaterThan(n);
      // Suggestions apply them too.
      const s = (await t.http().get('/api/storeinventory/Suggest?q=jd').expect(200)).body;
      expect(s.products.length).toBeGreaterThan(0);
      for (const p of s.products) expect(p.brand).toBe("Jack Daniel's");
    });

    it('a rule added, changed and removed takes effect at once, on a warm and on a cold store', async () => {
      expect((await listing('firewater')).total).toBe(0);
      const created = await admin('post', '')
        .send({ term: ' FireWater ', synonyms: 'cinnamon whiskey, moonshine' })
        .expect(201);
      expect(created.body).toEqual(
        expect.objectContaining({ term: 'firewater', synonyms: ['cinnamon whiskey', 'moonshine'], twoWay: false }),
      );
      const warm = await listing('firewater');
      expect(warm.total).toBeGreaterThan(0);
      for (const i of warm.items) expect(shown(i)).toMatch(/cinnamon.*whisk|moonshine/);
      // One way: 'moonshine' does not find what 'firewater' names alone.
      expect((await listing('moonshine')).total).toBeLessThanOrEqual(warm.total);

      // The cold path (the store's snapshot not in memory) reads the rows through the same rule.
      const svc = t.app.get(CatalogueService);
      const [store] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
      svc.forget(store.id);
      const reads = svc.stats.coldReads;
      const cold = (
        await t.http().get('/api/storeinventory/Listing').set('X-Store', 'harbor').query({ search: 'firewater' })
      ).body;
      expect(svc.stats.coldReads).toBe(reads + 1);
      expect(cold.total).toBeGreaterThan(0);

      await admin('put', `/${created.body.id}`)
        .send({ term: 'firewater', synonyms: ['moonshine'] })
        .expect(200);
      const changed = await listing('firewater');
      expect(changed.total).toBe((await listing('moonshine')).total);
      const list = await admin('get', '')
        .query({ filter: JSON.stringify({ q: 'firew' }) })
        .expect(200);
      expect(list.headers['content-range']).toMatch(/^search-synonyms 0-0\/1$/);
      await admin('delete', `/${created.body.id}`).expect(200);
      expect((await listing('firewater')).total).toBe(0);
      await admin('get', `/${created.body.id}`).expect(404);
    });

    it('bad rules get a clear 400 and write nothing; only super-admins manage them', async () => {
      const before = (await t.db.query('SELECT count(*)::int AS n FROM search_synonym'))[0].n;
      const bad: Array<[object, string]> = [
        [{ term: 'a, b', synonyms: ['c'] }, 'Term must be one word or phrase, without commas.'],
        [{ term: 'gin', synonyms: [] }, 'Add at least one synonym.'],
        [{ term: 'gin', synonyms: ['gin'] }, 'Add at least one synonym other than the term itself.'],
        [{ term: '!!', synonyms: ['gin'] }, 'Term must contain a letter or a digit.'],
        [{ term: 'gin', synonyms: ['x'.repeat(101)] }, 'Each synonym must be at most 100 characters.'],
      ];
      for (const [body, message] of bad) {
        const res = await admin('post', '').send(body).expect(400);
        expect(JSON.stringify(res.body.message)).toContain(message);
      }
      expect((await t.db.query('SELECT count(*)::int AS n FROM search_synonym'))[0].n).toBe(before);
      await t.http().get('/api/admin/search-synonyms').expect(401);
      const customer = await t.login('customer1', 'customer1');
      await admin('get', '', customer).expect(403);
      await admin('post', '', customer)
        .send({ term: 'x', synonyms: ['y'] })
        .expect(403);
      const storeAdmin = await t.login('admin@northside.example', 'northside1');
      await admin('get', '', storeAdmin).expect(403);
    });
  });
});
