import type { AuditEntryView, AuditFacets } from '../../backend/domain/api/audit';
import { localDate } from '../../backend/domain/store-time';
import { startTestApp, TestApp } from '../support/test-app';
import { insertItem, storeId } from './admin-fixtures';

/**
 * The audit screen's list (GET /api/admin/audit): a store admin reads their own
 * store's trail only; a super-admin reads every store's and the platform's (store-less) changes.
 */
describe('Audit screen (GET /api/admin/audit)', () => {
  let t: TestApp;
  let north: string;
  let harbor: string;
  let superadmin: string;
  let northId: number;
  let harborId: number;
  let synonymId: number;
  const items: Record<string, number> = {};

  const get = (token: string, filter: object = {}, range: [number, number] = [0, 499]) =>
    t
      .http()
      .get(
        `/api/admin/audit?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(JSON.stringify(range))}`,
      )
      .set('Authorization', `Bearer ${token}`);
  const rows = async (token: string, filter: object = {}): Promise<AuditEntryView[]> =>
    (await get(token, filter).expect(200)).body;
  const editPrice = (token: string, id: number, itemUnitPrice: number) =>
    t
      .http()
      .put(`/api/admin/inventory/${id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ itemUnitPrice })
      .expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    [north, harbor, superadmin] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('superadmin', 'superadmin1'),
    ]);
    northId = await storeId(t.db, 'northside');
    harborId = await storeId(t.db, 'harbor');
    items.north = await insertItem(t.db, northId, { itemNumber: 'T14-AU-1', unitPriceCents: 2000 });
    items.harbor = await insertItem(t.db, harborId, { itemNumber: 'T14-AU-9', unitPriceCents: 3000 });
    await editPrice(north, items.north, 18.5);
    await editPrice(harbor, items.harbor, 27.5);
    // A platform change: the super-admin's search synonym is recorded with no store.
    synonymId = (
      await t
        .http()
        .post('/api/admin/search-synonyms')
        .set('Authorization', `Bearer ${superadmin}`)
        .send({ term: 't14-audit', synonyms: ['t14-trail'] })
        .expect(201)
    ).body.id;
    await editPrice(north, items.north, 19.5);
  });
  afterAll(() => t.close());

  it('records the super-admin’s search synonym changes as platform entries (no store)', async () => {
    const [entry] = await t.db.query(
      `SELECT store_id, actor_email, action, after FROM audit_entry WHERE entity = 'search_synonym' AND entity_id = $1`,
      [String(synonymId)],
    );
    expect(entry).toEqual({
      store_id: null,
      actor_email: 'superadmin@example.com',
      action: 'create',
      after: { term: 't14-audit', synonyms: ['t14-trail'], twoWay: false },
    });
  });

  it('gives a store admin their own store’s changes only, never another store’s nor the platform’s', async () => {
    const mine = await rows(north);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((r) => r.storeId === northId)).toBe(true);
    expect(mine.filter((r) => r.entity === 'inventory_item' && r.entityId === String(items.north))).toHaveLength(2);
    expect(mine.some((r) => r.entityId === String(items.harbor) && r.entity === 'inventory_item')).toBe(false);
    expect(mine.some((r) => r.entity === 'search_synonym')).toBe(false);
    const theirs = await rows(harbor);
    expect(theirs.every((r) => r.storeId === harborId)).toBe(true);
    expect(theirs.some((r) => r.entityId === String(items.harbor))).toBe(true);

    // Asking for another store's or the platform's rows by filter is refused, not answered.
    await get(north, { storeId: harborId }).expect(400);
    await get(north, { storeId: 'platform' }).expect(400);
    // The filter choices hold the store's own kinds of change only.
    const facets: AuditFacets = (
      await t.http().get('/api/admin/audit/facets').set('Authorization', `Bearer ${north}`).expect(200)
    ).body;
    expect(facets.entities).toContain('inventory_item');
    expect(facets.entities).not.toContain('search_synonym');
  });

  it('gives the super-admin every store’s changes and the platform’s, newest first, with a store filter', async () => {
    const all = await rows(superadmin);
    expect(all.some((r) => r.storeId === northId)).toBe(true);
    expect(all.some((r) => r.storeId === harborId)).toBe(true);
    expect(all.some((r) => r.storeId === null && r.entity === 'search_synonym')).toBe(true);
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => b - a));

    const platform = await rows(superadmin, { storeId: 'platform' });
    expect(platform.length).toBeGreaterThan(0);
    expect(platform.every((r) => r.storeId === null)).toBe(true);
    const harborOnly = await rows(superadmin, { storeId: harborId });
    expect(harborOnly.length).toBeGreaterThan(0);
    expect(harborOnly.every((r) => r.storeId === harborId)).toBe(true);
    const facets: AuditFacets = (
      await t.http().get('/api/admin/audit/facets').set('Authorization', `Bearer ${superadmin}`).expect(200)
    ).body;
    expect(facets.entities).toEqual(expect.arrayContaining(['inventory_item', 'search_synonym']));
  });

  it('filters by who, what and when, and pages newest first', async () => {
    const byWhat = await rows(north, { entity: 'inventory_item', entityId: String(items.north), action: 'update' });
    expect(byWhat).toHaveLength(2);
    expect(byWhat[0].after).toEqual({ itemUnitPrice: 19.5 });
    expect(byWhat[1].after).toEqual({ itemUnitPrice: 18.5 });

    expect(
      (await rows(superadmin, { actor: 'HARBOR.example' })).every((r) => r.actorEmail === 'admin@harbor.example'),
    ).toBe(true);
    expect((await rows(superadmin, { actor: 'harbor.example' })).some((r) => r.entityId === String(items.harbor))).toBe(
      true,
    );
    expect(await rows(north, { actor: 'nobody-at-all' })).toEqual([]);
    expect(await rows(north, { action: 'no-such-action' })).toEqual([]);

    const today = localDate('America/Chicago');
    const todays = await rows(north, { from: today, to: today, entityId: String(items.north) });
    expect(todays).toHaveLength(2);
    expect(await rows(north, { to: '2020-01-01', entityId: String(items.north) })).toEqual([]);
    expect(await rows(north, { from: '2999-01-01' })).toEqual([]);

    // Pages: the second page starts where the first ended.
    const page1: AuditEntryView[] = (await get(north, { entityId: String(items.north) }, [0, 0]).expect(200)).body;
    const page2: AuditEntryView[] = (await get(north, { entityId: String(items.north) }, [1, 1]).expect(200)).body;
    expect(page1[0].id).toBeGreaterThan(page2[0].id);
    expect((await get(north, { entityId: String(items.north) }, [0, 0])).headers['content-range']).toMatch(/\/2$/);
  });

  it('answers bad filters with a 400', async () => {
    for (const filter of [
      { from: 'yesterday' },
      { to: '2026-02-30' },
      { from: '2026-1-1' },
      { entity: 12 },
      { action: ['update', { x: 1 }] },
      { actorId: 'someone' },
      { actor: ['a'] },
      { storeId: 'everything' },
      { unknown: 1 },
    ]) {
      const res = await get(filter.storeId ? superadmin : north, filter);
      expect([res.status, filter]).toEqual([400, filter]);
    }
    await t
      .http()
      .get('/api/admin/audit?sort=%5B%22actorEmail%22%2C%22ASC%22%5D')
      .set('Authorization', `Bearer ${north}`)
      .expect(400);
  });
});
