import type { ArrayQueryable } from './array-queryable';
import { itemRow } from './item-row.fixture';
import { MASTER_COLUMNS, MasterCache } from './master-cache';
import { contentOf, isSharedContent, productKey } from './product-content';

/** A beverage row as the master query returns it (MASTER_COLUMNS order). */
function beverageRow(id: number, name: string): unknown[] {
  const row: unknown[] = MASTER_COLUMNS.map(() => '');
  row[0] = id;
  row[1] = name;
  row[2] = 'Wine';
  row[4] = 'Merlot';
  row[13] = 13.5;
  row[18] = null;
  return row;
}

/** A database of beverages answering the master query, counting the ids it was asked for. */
function fakeDb(names: Map<number, string>) {
  const asked: number[][] = [];
  let before: (() => void) | undefined;
  const pool: ArrayQueryable = {
    async query({ values }) {
      const ids = values[0] as number[];
      asked.push(ids);
      const rows = ids.filter((id) => names.has(id)).map((id) => beverageRow(id, names.get(id)!));
      before?.();
      return { rows };
    },
  };
  return { pool, asked, beforeAnswer: (f: () => void) => (before = f) };
}

describe('MasterCache', () => {
  it('reads each beverage once for every store, and again after a change of the master catalogue', async () => {
    const db = fakeDb(
      new Map([
        [1, 'Alpha Merlot'],
        [2, 'Beta Merlot'],
      ]),
    );
    const cache = new MasterCache(10);
    const first = await cache.load(db.pool, [1, 2, 1, 3]);
    expect([...first.keys()].sort()).toEqual([1, 2]);
    expect(first.get(1)!.itemName).toBe('Alpha Merlot');
    expect(first.get(1)!.abv).toBe(13.5);
    expect(db.asked).toEqual([[1, 2, 3]]);
    const again = await cache.load(db.pool, [2, 1]);
    expect(again.get(1)).toBe(first.get(1));
    expect(db.asked).toHaveLength(1);
    cache.clear();
    const fresh = await cache.load(db.pool, [1]);
    expect(fresh.get(1)).not.toBe(first.get(1));
    expect(fresh.get(1)).toEqual(first.get(1));
    expect(db.asked).toEqual([[1, 2, 3], [1]]);
  });

  it('keeps at most its number of beverages', async () => {
    const db = fakeDb(new Map([1, 2, 3, 4].map((id) => [id, `Wine ${id}`])));
    const cache = new MasterCache(2);
    await cache.load(db.pool, [1, 2, 3, 4]);
    expect(cache.size).toBe(2);
  });

  it('does not keep what a read overtaken by a change read', async () => {
    const db = fakeDb(new Map([[1, 'Old Name']]));
    const cache = new MasterCache(10);
    db.beforeAnswer(() => cache.clear());
    const read = await cache.load(db.pool, [1]);
    expect(read.get(1)!.itemName).toBe('Old Name');
    expect(read.get(1)!.shared).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("stores' items of one shared master share its content, unless they fall back to different item fields", async () => {
    const db = fakeDb(new Map([[1, 'Alpha Merlot']]));
    const cache = new MasterCache(10);
    const bev = (await cache.load(db.pool, [1])).get(1)!;
    const a = itemRow(1, {}, {});
    const b = itemRow(2, {}, {});
    a.bev = bev;
    b.bev = bev;
    const c = contentOf(a);
    expect(contentOf(b)).toBe(c);
    expect(isSharedContent(c)).toBe(true);
    expect(productKey(b)).toBe(productKey(a));
    // The master has no image: the item's own image shows, so that content is the item's own.
    const withImage = itemRow(3, { imageHash: 'abc' }, {});
    withImage.bev = bev;
    expect(contentOf(withImage)).not.toBe(c);
    expect(contentOf(withImage).imageHash).toBe('abc');
    // A master read per item (no cache) gives the same content, not shared.
    const own = itemRow(
      4,
      {},
      { itemName: 'Alpha Merlot', subCategory1: '', size: '', brand: '', country: '', abv: 13.5 },
    );
    expect(contentOf(own)).toEqual(c);
    expect(isSharedContent(contentOf(own))).toBe(false);
  });
});
