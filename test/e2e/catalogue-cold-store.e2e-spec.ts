import { CatalogueService } from '../../backend/catalogue/catalogue.service';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * A store whose snapshot is not in memory (evicted by the CATALOGUE_CACHE_MB budget, or never
 * read) is answered from PostgreSQL while its snapshot builds in the background. Both paths must
 * give the same answers, byte for byte, and a burst of requests builds the snapshot once.
 */
describe('a cold store is served from the database with the same answers', () => {
  let t: TestApp;
  let svc: CatalogueService;
  let store: { id: number; salesTaxPercent: number; timeZone: string };
  let itemNumbers: string[];
  beforeAll(async () => {
    t = await startTestApp();
    svc = t.app.get(CatalogueService);
    [store] = await t.db.query(
      `SELECT id, sales_tax_percent::float8 AS "salesTaxPercent", time_zone AS "timeZone" FROM store WHERE web_url = 'northside'`,
    );
    // Sales in progress so displayPrice and sale flags differ from the regular prices.
    await t.db.query(
      `UPDATE inventory_item SET unit_sale_price_cents = greatest(unit_price_cents - 300, 99), date_sale_starts = current_date - 1, date_sale_ends = current_date + 3 WHERE id % 13 = 0`,
    );
    // Products with several sizes, unmapped items, an unavailable one and a mixed-case number.
    itemNumbers = (
      await t.db.query(
        `(SELECT item_number FROM inventory_item WHERE store_id = $1 AND beverage_id IS NOT NULL ORDER BY md5(item_number) LIMIT 12)
         UNION ALL (SELECT item_number FROM inventory_item WHERE store_id = $1 AND beverage_id IS NULL ORDER BY id LIMIT 4)
         UNION ALL (SELECT item_number FROM inventory_item WHERE store_id = $1 AND NOT is_available ORDER BY id LIMIT 2)`,
        [store.id],
      )
    ).map((r: { item_number: string }) => r.item_number);
    expect(itemNumbers.length).toBeGreaterThan(12);
  });
  afterAll(() => t.close());

  /** The answer of a cold store (nothing in memory), then of the warm one. */
  async function coldThenWarm(path: string): Promise<{ cold: string; warm: string; status: number }> {
    await svc.snapshot(store); // changes made by the test are read
    svc.forget(store.id);
    const reads = svc.stats.coldReads;
    const cold = await t.http().get(path);
    expect(svc.stats.coldReads).toBe(reads + 1);
    await svc.snapshot(store);
    expect(svc.isWarm(store.id)).toBe(true);
    const warm = await t.http().get(path);
    expect(warm.status).toBe(cold.status);
    expect(svc.stats.coldReads).toBe(reads + 1);
    return { cold: cold.text, warm: warm.text, status: cold.status };
  }

  const listings = [
    'category=wine&subCategory=wine&sort=price_asc&pageSize=24',
    'category=Wine&subCategory=Red%20Wine&types=Pinot%20Noir,Malbec&countries=United%20States,France&sort=price_desc&page=2&pageSize=12',
    'category=liquor&types=Whiskey,Rum&minPrice=20&maxPrice=70&sort=price_asc&pageSize=30',
    'category=vodka&subCategory=vodka&brands=Tito%27s,Absolut,Smirnoff&sort=newest',
    'category=Beer&types=IPA,Lager,Stout&maxPrice=25&sort=price_desc&pageSize=100',
    'category=Whiskey&pageSize=100&page=2',
    'category=no-such-category',
    'search=cab&pageSize=24',
    'search=vodak&pageSize=24',
    'search=chardonay&pageSize=50',
    'search=glenlivit',
    'search=whiskey&sort=price_asc',
    'search=red%20wine&countries=France,Italy',
    'search=rose&pageSize=100',
    'search=titos',
    'search=oregon%20pinot',
    'search=zzqxv',
    'category=Wine&search=napa&sort=newest',
    // Size, on sale and in stock filters, and the collections of the home menu.
    'category=wine&subCategory=wine&sizes=1.5%20L,375%20ml&inStock=true&sort=price_asc',
    'category=liquor&onSale=true&pageSize=50',
    'category=liquor&search=Spirit%20Bundles&pageSize=100',
    'category=whiskey&search=private%20selected&inStock=true',
  ];
  it.each(listings)('listing %s', async (query) => {
    const { cold, warm, status } = await coldThenWarm(`/api/storeinventory/Listing?${query}`);
    expect(status).toBe(200);
    expect(cold).toBe(warm);
    const empty = /no-such|zzqxv/.test(query);
    expect(JSON.parse(cold).total > 0).toBe(!empty);
  });

  it('search endpoints, department filters and pages', async () => {
    for (const path of [
      '/api/storeinventory/Search/merlot',
      '/api/storeinventory/GetAllBySearch/bourbon',
      '/api/storeinventory/SearchAddItem/cabernet',
      '/api/storeinventory/ByDeptAndSubDeptFilters?category=Wine&subCategory=Red%20Wine',
      '/api/storeinventory/ByDepartment?category=Liquor&subCategory=Whiskey&page=1&pageSize=30',
      '/api/storeinventory/FilterItems?category=Wine&countries=France&minPrice=10&maxPrice=50',
    ]) {
      const { cold, warm, status } = await coldThenWarm(path);
      expect(status).toBe(200);
      expect(cold).toBe(warm);
      expect(cold.length).toBeGreaterThan(100);
    }
  });

  it('product detail by any size, any letter case, and unknown numbers', async () => {
    for (const n of [...itemNumbers, itemNumbers[0].toLowerCase(), 'NO-SUCH-ITEM']) {
      const { cold, warm, status } = await coldThenWarm(`/api/storeinventory/${encodeURIComponent(n)}`);
      expect(status).toBe(n === 'NO-SUCH-ITEM' ? 404 : 200);
      expect(cold).toBe(warm);
    }
  });

  it('a burst of requests for a cold store builds its snapshot once and answers them all', async () => {
    await svc.snapshot(store);
    svc.forget(store.id);
    const builds = svc.stats.builds;
    const paths = Array.from({ length: 30 }, (_, k) =>
      k % 3 === 0
        ? `/api/storeinventory/Listing?category=wine&page=${1 + (k % 4)}`
        : k % 3 === 1
          ? `/api/storeinventory/Listing?search=vod&page=${1 + (k % 2)}`
          : `/api/storeinventory/${itemNumbers[k % itemNumbers.length]}`,
    );
    const answers = await Promise.all(paths.map((p) => t.http().get(p)));
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 404)).toBe(true);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(25);
    await svc.snapshot(store);
    expect(svc.stats.builds).toBe(builds + 1);
    expect(svc.isWarm(store.id)).toBe(true);
    // The same answers once warm.
    for (let k = 0; k < paths.length; k += 5) expect((await t.http().get(paths[k])).text).toBe(answers[k].text);
  });

  it('listings and searches that arrive while its snapshot builds wait for it (or take its listing summary) instead of reading the store again', async () => {
    await svc.snapshot(store);
    svc.forget(store.id);
    const build = svc.snapshot(store);
    while (!svc.isBuilding(store.id)) await new Promise((resolve) => setImmediate(resolve));
    // Reads of the store's items for one request: cold answers not made from the listing summary.
    const storeReads = () => svc.stats.coldReads - svc.stats.summaryListings;
    const reads = storeReads();
    const paths = ['category=wine&sort=price_asc', 'category=beer&page=2', 'search=vod', 'search=chardonay'].map(
      (q) => `/api/storeinventory/Listing?${q}`,
    );
    const answers = await Promise.all(paths.map((p) => t.http().get(p)));
    await build;
    expect(storeReads()).toBe(reads);
    for (let k = 0; k < paths.length; k++) {
      expect(answers[k].status).toBe(200);
      expect((await t.http().get(paths[k])).text).toBe(answers[k].text);
    }
  });
});

describe('cold answers are kept only until their store changes', () => {
  let t: TestApp;
  let svc: CatalogueService;
  let storeId: number;
  beforeAll(async () => {
    t = await startTestApp();
    svc = t.app.get(CatalogueService);
    [{ id: storeId }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'northside'`);
  });
  afterAll(() => t.close());

  it('a cold listing or product page asked again is answered from its kept answer without reading the store again', async () => {
    const [{ item_number: itemNumber }] = await t.db.query(
      `SELECT item_number FROM inventory_item WHERE store_id = $1 AND is_available ORDER BY id DESC LIMIT 1`,
      [storeId],
    );
    const cold = async (path: string) => {
      await makeCold(storeId);
      const reads = svc.stats.coldReads;
      const res = await t.http().get(path).expect(200);
      return { text: res.text, reads: svc.stats.coldReads - reads };
    };
    for (const path of [
      '/api/storeinventory/Listing?category=wine&sort=newest&pageSize=17',
      `/api/storeinventory/${itemNumber}`,
    ]) {
      const first = await cold(path);
      const second = await cold(path); // kept from its second request on (seen-twice.ts)
      const third = await cold(path);
      expect([first.reads, second.reads, third.reads]).toEqual([1, 1, 0]);
      expect(third.text).toBe(first.text);
    }
  });

  /** The store as the catalogue takes it. */
  const storeRow = async (id: number): Promise<{ id: number; salesTaxPercent: number; timeZone: string }> =>
    (
      await t.db.query(
        `SELECT id, sales_tax_percent::float8 AS "salesTaxPercent", time_zone AS "timeZone" FROM store WHERE id = $1`,
        [id],
      )
    )[0];

  /** A promise held until `release` is called. */
  function holdable(): { held: Promise<void>; release: () => void } {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    return { held, release };
  }

  /** The store made cold: its build under way finished, its snapshot dropped. */
  async function makeCold(id: number): Promise<void> {
    while (svc.isBuilding(id)) await new Promise((resolve) => setTimeout(resolve, 10));
    svc.forget(id);
  }

  it('identical requests for a cold store arriving together are answered once, and alike', async () => {
    const store = await storeRow(storeId);
    const need = { kind: 'listing', category: 'wine' } as const;
    let made = 0;
    const { held, release } = holdable();
    const make = async () => {
      made++;
      await held;
      return { bytes: Buffer.from(`{"made":${made}}`), etag: `W/"${made}"` };
    };
    await makeCold(storeId);
    const burst = Array.from({ length: 6 }, () => svc.coldOnce(store, need, 'burst-test', make));
    while (made === 0) await new Promise((resolve) => setImmediate(resolve));
    release();
    const bodies = await Promise.all(burst);
    expect(made).toBe(1);
    expect(new Set(bodies)).toEqual(new Set([bodies[0]]));
    // Once answered, the next request makes its own (this answer was not put in the response cache).
    svc.forget(storeId);
    await svc.coldOnce(store, need, 'burst-test', make);
    expect(made).toBe(2);

    // Over HTTP: a burst of the same product page and listing of a cold store, every answer the same.
    const [{ item_number: itemNumber }] = await t.db.query(
      `SELECT item_number FROM inventory_item WHERE store_id = $1 AND is_available ORDER BY id LIMIT 1`,
      [storeId],
    );
    for (const path of [`/api/storeinventory/${itemNumber}`, '/api/storeinventory/Listing?category=wine&pageSize=13']) {
      await makeCold(storeId);
      const answers = await Promise.all(Array.from({ length: 8 }, () => t.http().get(path)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    }
  });

  it('cold listings are made four at a time; product pages and stores in memory do not wait for them', async () => {
    const store = await storeRow(storeId);
    const listing = { kind: 'listing', category: 'wine' } as const;
    let started = 0;
    const { held, release } = holdable();
    const make = (tag: string) => async () => {
      started++;
      await held;
      return { bytes: Buffer.from(`"${tag}"`), etag: `W/"${tag}"` };
    };
    const quick = (tag: string) => async () => ({ bytes: Buffer.from(`"${tag}"`), etag: `W/"${tag}"` });
    await makeCold(storeId);
    const cold = Array.from({ length: 6 }, (_, k) => svc.coldOnce(store, listing, `gate-${k}`, make(`l${k}`)));
    while (started < 4) await new Promise((resolve) => setImmediate(resolve));
    // A product page of the same cold store is answered meanwhile, as is a store in memory.
    const page = await svc.coldOnce(store, { kind: 'item', itemNumber: 'x' }, 'gate-item', quick('item'));
    expect(page.bytes.toString()).toBe('"item"');
    const [warm] = await t.db.query(
      `SELECT id, sales_tax_percent::float8 AS "salesTaxPercent", time_zone AS "timeZone" FROM store WHERE id <> $1
        AND id IN (SELECT store_id FROM inventory_item) ORDER BY id LIMIT 1`,
      [storeId],
    );
    await svc.snapshot(warm);
    expect((await svc.coldOnce(warm, listing, 'gate-warm', quick('warm'))).bytes.toString()).toBe('"warm"');
    // Four made at once; after all that reading, the fifth and sixth still wait for a turn.
    expect(started).toBe(4);
    release();
    expect((await Promise.all(cold)).map((b) => b.bytes.toString())).toEqual([
      '"l0"',
      '"l1"',
      '"l2"',
      '"l3"',
      '"l4"',
      '"l5"',
    ]);
    expect(started).toBe(6);
  });

  it('a price changed in the database is answered by the next cold request within a second', async () => {
    const [item] = await t.db.query(
      `SELECT item_number, unit_price_cents FROM inventory_item WHERE store_id = $1 AND is_available AND unit_price_cents > 0 AND unit_sale_price_cents = 0 ORDER BY id LIMIT 1`,
      [storeId],
    );
    const price = async () => {
      svc.forget(storeId);
      const res = await t.http().get(`/api/storeinventory/${item.item_number}`).expect(200);
      return res.body.itemBySize.find((v: { itemNumber: string }) => v.itemNumber === item.item_number).regularPrice;
    };
    expect(await price()).toBe(item.unit_price_cents / 100);
    expect(await price()).toBe(item.unit_price_cents / 100); // answered again (from the cold cache)
    await t.db.query(
      `UPDATE inventory_item SET unit_price_cents = unit_price_cents + 111 WHERE store_id = $1 AND item_number = $2`,
      [storeId, item.item_number],
    );
    const deadline = Date.now() + 1000;
    let seen = await price();
    while (seen !== (item.unit_price_cents + 111) / 100 && Date.now() < deadline) seen = await price();
    expect(seen).toBe((item.unit_price_cents + 111) / 100);
  });
});
