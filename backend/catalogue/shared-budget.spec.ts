import { LRUCache } from 'lru-cache';
import { fitWithin, snapshotRoom } from './shared-budget';

describe('the snapshots share their part of the cache with the kept listing images', () => {
  const cache = (evicted: string[]) => {
    const c = new LRUCache<string, string>({
      maxSize: 100,
      dispose: (_v, k, reason) => evicted.push(`${k}:${reason}`),
    });
    c.set('a', 'a', { size: 30 });
    c.set('b', 'b', { size: 30 });
    c.set('c', 'c', { size: 30 });
    return c;
  };

  it('gives the snapshots what the images leave', () => {
    expect(snapshotRoom(100, 0)).toBe(100);
    expect(snapshotRoom(100, 45)).toBe(55);
    expect(snapshotRoom(100, 120)).toBe(0);
  });

  it('evicts the least recently used snapshots until they fit, as evictions', () => {
    const evicted: string[] = [];
    const c = cache(evicted);
    c.get('a'); // now b is the least recently used
    fitWithin(c, 60);
    expect([...c.keys()].sort()).toEqual(['a', 'c']);
    expect(evicted).toEqual(['b:evict']);
    fitWithin(c, 59);
    expect([...c.keys()]).toEqual(['a']);
  });

  it('keeps the most recently used snapshot however little room is left', () => {
    const evicted: string[] = [];
    const c = cache(evicted);
    fitWithin(c, 0);
    expect([...c.keys()]).toEqual(['c']);
    expect(evicted).toEqual(['a:evict', 'b:evict']);
  });

  it('leaves a cache within its room alone', () => {
    const evicted: string[] = [];
    const c = cache(evicted);
    fitWithin(c, 90);
    expect(c.size).toBe(3);
    expect(evicted).toEqual([]);
  });
});
