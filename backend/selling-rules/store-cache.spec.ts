import type { DataSource } from 'typeorm';
import { PricingVersions, UNLISTENED_MS } from './pricing-versions';
import { StoreCache } from './store-cache';

/** A PricingVersions with no database URL: no listener, so entries also age out after UNLISTENED_MS. */
const versions = () => new PricingVersions({ options: {} } as unknown as DataSource);

describe('per-store pricing cache (StoreCache over PricingVersions)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps a store value until that store changes, and only that store', async () => {
    const v = versions();
    const cache = new StoreCache<string>(v);
    let reads = 0;
    const load = (id: number) => () => Promise.resolve(`store ${id} read ${++reads}`);
    expect(await cache.get(1, load(1))).toBe('store 1 read 1');
    expect(await cache.get(2, load(2))).toBe('store 2 read 2');
    expect(await cache.get(1, load(1))).toBe('store 1 read 1');
    v.changed(1);
    expect(await cache.get(1, load(1))).toBe('store 1 read 3');
    expect(await cache.get(2, load(2))).toBe('store 2 read 2');
    v.changedAll();
    expect(await cache.get(2, load(2))).toBe('store 2 read 4');
  });

  it('a change announced while a read runs makes the next call read again', async () => {
    const v = versions();
    const cache = new StoreCache<number>(v);
    let release!: (n: number) => void;
    const first = cache.get(1, () => new Promise<number>((r) => (release = r)));
    v.changed(1);
    release(1);
    expect(await first).toBe(1);
    expect(await cache.get(1, () => Promise.resolve(2))).toBe(2);
  });

  it('concurrent misses share one read; a failed read is not kept', async () => {
    const cache = new StoreCache<number>(versions());
    let reads = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++reads), 5));
    expect(await Promise.all([cache.get(1, slow), cache.get(1, slow), cache.get(1, slow)])).toEqual([1, 1, 1]);
    const failing = new StoreCache<number>(versions());
    await expect(failing.get(1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await failing.get(1, () => Promise.resolve(7))).toBe(7);
  });

  it('without a listener (other instances unheard), a value is trusted for at most UNLISTENED_MS', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const cache = new StoreCache<number>(versions());
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    expect(await cache.get(1, load)).toBe(1);
    now += UNLISTENED_MS - 1;
    expect(await cache.get(1, load)).toBe(1);
    now += 1;
    expect(await cache.get(1, load)).toBe(2);
  });

  it('holds at most maxStores stores, dropping the least recently used', async () => {
    const cache = new StoreCache<number>(versions(), 2);
    let reads = 0;
    const load = () => Promise.resolve(++reads);
    await cache.get(1, load); // 1
    await cache.get(2, load); // 2
    await cache.get(1, load); // hit: 1 is now the most recent
    await cache.get(3, load); // 3, drops 2
    expect(cache.size).toBe(2);
    expect(await cache.get(1, load)).toBe(1);
    expect(await cache.get(2, load)).toBe(4);
  });
});
