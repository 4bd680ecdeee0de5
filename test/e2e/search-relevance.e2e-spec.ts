import { startTestApp, TestApp } from '../support/test-app';

/**
 * Issue 15, "search that understands shoppers", on the demo catalogue (the Iowa file): short words
 * match loosely no more, exact and prefix matches come first, and a search that finds nothing
 * offers the catalogue's own words.
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
    for (const i of jd.items) expect(shown(i)).toMatch(/\bjd/);
    expect(jd.items.map((i) => i.itemDescription)).not.toContain('Asteria Vodka');
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
});
