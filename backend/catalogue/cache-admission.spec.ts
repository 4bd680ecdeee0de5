import { CacheAdmission, CacheFill } from './cache-admission';

describe('CacheAdmission (which cold store may evict a cached one)', () => {
  let clock = 0;
  const admission = () => new CacheAdmission({ admitAfter: 4, decayMs: 10_000, now: () => clock });
  const full = (victim: number | undefined): CacheFill => ({ entries: 4, used: 100, max: 110, victim });
  const asked = (a: CacheAdmission, storeId: number, times: number) => {
    for (let i = 0; i < times; i++) a.count(storeId);
  };
  beforeEach(() => (clock = 0));

  it('admits every store while one more snapshot fits', () => {
    const a = admission();
    expect(a.admits(7, { entries: 0, used: 0, max: 100, victim: undefined })).toBe(true);
    expect(a.admits(7, { entries: 2, used: 40, max: 100, victim: 1 })).toBe(true);
  });

  it('has room while one more snapshot of the average size fits', () => {
    expect(CacheAdmission.hasRoom({ entries: 0, used: 0, max: 100, victim: undefined })).toBe(true);
    expect(CacheAdmission.hasRoom({ entries: 2, used: 60, max: 90, victim: 1 })).toBe(true);
    expect(CacheAdmission.hasRoom({ entries: 2, used: 60, max: 89, victim: 1 })).toBe(false);
    expect(CacheAdmission.hasRoom(full(1))).toBe(false);
  });

  it('once the cache has made way for a store, room opening in it is not room for another store', () => {
    const roomy = { entries: 2, used: 40, max: 100, victim: 1 };
    expect(CacheAdmission.hasRoom(roomy)).toBe(true);
    expect(CacheAdmission.hasRoom({ ...roomy, filled: true })).toBe(false);
    const a = admission();
    asked(a, 9, 1);
    expect(a.admits(9, roomy)).toBe(true);
    expect(a.admits(9, { ...roomy, filled: true })).toBe(false);
  });

  it('with a margin of 2, a store must be asked for more than twice as often as the one it evicts', () => {
    const a = admission();
    asked(a, 1, 5);
    asked(a, 9, 10);
    expect(a.admits(9, full(1))).toBe(true);
    expect(a.admits(9, full(1), 2)).toBe(false);
    a.count(9);
    expect(a.admits(9, full(1), 2)).toBe(true);
    // Still at least admitAfter requests, whatever the victim.
    const b = admission();
    asked(b, 9, 3);
    expect(b.admits(9, full(undefined), 2)).toBe(false);
  });

  it('keeps a store of the long tail out when the cache is full', () => {
    const a = admission();
    asked(a, 1, 2); // the cached store that would be evicted
    asked(a, 9, 3); // a tail store, asked for less than admitAfter times
    expect(a.admits(9, full(1))).toBe(false);
  });

  it('never lets a store evict one asked for as often or more', () => {
    const a = admission();
    asked(a, 1, 6);
    asked(a, 9, 6);
    expect(a.admits(9, full(1))).toBe(false);
    a.count(9);
    expect(a.admits(9, full(1))).toBe(true);
  });

  it('admits a popular cold store over a cold-ish cached one', () => {
    const a = admission();
    asked(a, 1, 1);
    asked(a, 9, 5);
    expect(a.admits(9, full(1))).toBe(true);
    expect(a.admits(9, full(undefined))).toBe(true);
  });

  it('halves the counts as time passes, forgetting stores asked for once', () => {
    const a = admission();
    asked(a, 1, 8);
    asked(a, 2, 1);
    clock = 10_000;
    a.count(3);
    expect(a.recent(1)).toBe(4);
    expect(a.recent(2)).toBe(0);
    expect(a.recent(3)).toBe(1);
    // A store popular long ago loses to one popular now.
    clock = 30_000;
    a.count(3);
    asked(a, 9, 4);
    expect(a.recent(1)).toBe(2);
    expect(a.admits(9, full(1))).toBe(true);
  });

  it('once full, admits at most one store per replaceEveryMs, however popular the others', () => {
    const a = new CacheAdmission({ admitAfter: 4, decayMs: 60_000, replaceEveryMs: 5_000, now: () => clock });
    asked(a, 1, 4);
    asked(a, 8, 20);
    asked(a, 9, 20);
    expect(a.admits(8, full(1))).toBe(true);
    clock = 4_999;
    expect(a.admits(9, full(1))).toBe(false);
    // While there is room, nothing waits.
    expect(a.admits(9, { entries: 1, used: 10, max: 100, victim: 1 })).toBe(true);
    clock = 5_000;
    expect(a.admits(9, full(1))).toBe(true);
    // A store that does not win leaves the turn to the next one.
    clock = 10_000;
    expect(a.admits(1, full(9))).toBe(false);
    expect(a.admits(8, full(1))).toBe(true);
  });
});
