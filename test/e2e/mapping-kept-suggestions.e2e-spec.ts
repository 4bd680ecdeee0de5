/**
 * The mapping page's suggestions are kept once ranked and served again while still valid: the
 * same item inputs and no change to the master catalogue since they were ranked. Any change to
 * the item (name, brand...) or to the catalogue (a master added, edited or deleted, even one
 * committed while the item was being ranked) makes them ranked again: a stale list is never served.
 *
 * To tell a served kept list from a fresh one, a test writes a marker into the kept list's first
 * reason: the marker shows only while the kept list is served.
 */
import { Client } from 'pg';
import { KEEP_SQL } from '../../backend/pending/stored-suggestions-sql';
import { startTestApp, TestApp } from '../support/test-app';

const MARKER = 'kept list served';

/** A GTIN-14 with its check digit (13 digits given). */
function gtinOf(first13: string): string {
  const sum = [...first13].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return first13 + String((10 - (sum % 10)) % 10);
}

describe('kept mapping suggestions (super-admin)', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let harbor: number;
  let master: { id: number; item_name: string; size_ml: number };
  let newGtin: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = { Authorization: `Bearer ${await t.login('superadmin', 'superadmin1')}` };
    [{ id: harbor }] = await t.db.query(`SELECT id FROM store WHERE web_url = 'harbor'`);
    // A master whose name no other master of its size shares, and a barcode no master has.
    [master] = await t.db.query(
      `SELECT b.id, b.item_name, b.size_ml FROM beverage b
        WHERE b.size_ml = 750 AND b.pack_type = 'Bottle' AND b.item_name ~ '^[A-Z][A-Za-z ]+$' AND length(b.item_name) > 12
          AND NOT EXISTS (SELECT 1 FROM beverage o WHERE o.size_ml = 750 AND o.id <> b.id AND upper(o.item_name) = upper(b.item_name))
        ORDER BY b.id LIMIT 1`,
    );
    expect(master).toBeDefined();
    for (let n = 1; ; n++) {
      newGtin = gtinOf(`0099${String(n).padStart(9, '0')}`);
      if (!(await t.db.query(`SELECT 1 FROM beverage WHERE gtin = $1`, [newGtin])).length) break;
    }
  });
  afterAll(() => t?.close());

  /** Queues a store item named as the master, sent with a barcode no master has (yet). */
  async function queue(itemNumber: string): Promise<number> {
    const [row] = await t.db.query(
      `INSERT INTO pending_item (store_id, item_number, upc, gtin, item_name, size, size_ml, source)
       VALUES ($1, $2, $3, $4, upper($5), '750ML', 750, 'csv') RETURNING id`,
      [harbor, itemNumber, newGtin.replace(/^0+/, ''), newGtin, master.item_name],
    );
    return row.id;
  }

  const suggestions = async (itemNumber: string) =>
    (
      await t
        .http()
        .get('/api/pendinginventory/suggestions')
        .query({ webUrl: 'harbor', itemNumber })
        .set(auth)
        .expect(200)
    ).body as Array<{ id: number; match_Reason: string; match_Evidence: string }>;

  const keptRow = async (pendingId: number) =>
    (
      await t.db.query(
        `SELECT s.computed_at, s.catalogue_version, s.query_key, jsonb_array_length(s.ranked) AS n,
                (SELECT version FROM master_catalogue_version) AS current
           FROM match_suggestion s WHERE s.pending_item_id = $1`,
        [pendingId],
      )
    )[0];

  /** Marks the kept list, then answers whether the next call serves it. */
  async function servesKept(itemNumber: string, pendingId: number): Promise<boolean> {
    await t.db.query(
      `UPDATE match_suggestion SET ranked = jsonb_set(ranked, '{0,reason}', to_jsonb($2::text)) WHERE pending_item_id = $1`,
      [pendingId, MARKER],
    );
    return (await suggestions(itemNumber))[0]?.match_Reason === MARKER;
  }

  it('keeps the ranked list when computed and serves it again, the same answer, while nothing changed', async () => {
    const id = await queue('KEPT-1');
    const first = await suggestions('KEPT-1');
    expect(first[0]).toMatchObject({ id: master.id, match_Evidence: 'name+size' });
    const kept = await keptRow(id);
    expect(kept.n).toBe(first.length);
    expect(kept.catalogue_version).toBe(kept.current);
    // Served as kept: the same answer, nothing ranked again (the same computed_at)...
    expect(await suggestions('KEPT-1')).toEqual(first);
    expect((await keptRow(id)).computed_at).toEqual(kept.computed_at);
    // ...and it is the kept list that answers: its marked reason shows.
    expect(await servesKept('KEPT-1', id)).toBe(true);
    // The mapping edit page's record reads the same kept list.
    const record = await t.http().get('/api/admin/mapping-items/KEPT-1?webUrl=harbor').set(auth).expect(200);
    expect(record.body.suggestions[0].match_Reason).toBe(MARKER);
  });

  it('ranks again once the item changed: its name, or an input beyond name, size and barcode', async () => {
    const id = await queue('KEPT-2');
    await suggestions('KEPT-2');
    expect(await servesKept('KEPT-2', id)).toBe(true);
    // Each change: the marked kept list is stale, the call ranks the item again (no marker) and
    // keeps that, which the next call serves.
    for (const change of [`brand = 'Some Brand'`, 'abv = 41.5', `vintage = '2019'`, 'item_name = lower(item_name)']) {
      await t.db.query(`UPDATE pending_item SET ${change} WHERE id = $1`, [id]);
      expect(await servesKept('KEPT-2', id)).toBe(false);
      expect(await servesKept('KEPT-2', id)).toBe(true);
    }
    expect((await keptRow(id)).query_key).toContain('41.5');
  });

  it('ranks again after any change to the master catalogue: an edit, a delete, a new better master', async () => {
    const id = await queue('KEPT-3');
    await suggestions('KEPT-3');
    const before = await keptRow(id);
    // An edit of an unrelated master that leaves updated_at alone.
    expect(await servesKept('KEPT-3', id)).toBe(true);
    await t.db.query(
      `UPDATE beverage SET tasting_notes = tasting_notes || ' ' WHERE id = (SELECT max(id) FROM beverage WHERE id <> $1)`,
      [master.id],
    );
    expect((await suggestions('KEPT-3'))[0].match_Reason).not.toBe(MARKER);
    expect(Number((await keptRow(id)).catalogue_version)).toBeGreaterThan(Number(before.catalogue_version));
    // The delete of a master.
    const [spare] = await t.db.query(
      `INSERT INTO beverage (item_name, size, size_ml, item_number, main_category) VALUES ('KEPT SPARE', '750 ml', 750, 'KEPT-SPARE', 'Liquor') RETURNING id`,
    );
    await suggestions('KEPT-3');
    expect(await servesKept('KEPT-3', id)).toBe(true);
    await t.db.query(`DELETE FROM beverage WHERE id = $1`, [spare.id]);
    expect((await suggestions('KEPT-3'))[0].match_Reason).not.toBe(MARKER);
    // A new master with the item's barcode and size: suggested first at once.
    expect(await servesKept('KEPT-3', id)).toBe(true);
    const [added] = await t.db.query(
      `INSERT INTO beverage (item_name, size, size_ml, upc_number, gtin, item_number, main_category)
       VALUES (upper($1), '750 ml', 750, $2, $2, 'KEPT-NEW-1', 'Liquor') RETURNING id`,
      [master.item_name, newGtin],
    );
    const fresh = await suggestions('KEPT-3');
    expect(fresh[0]).toMatchObject({ id: added.id, match_Evidence: 'barcode+size' });
    await t.db.query(`DELETE FROM beverage WHERE id = $1`, [added.id]);
    expect((await suggestions('KEPT-3'))[0].id).toBe(master.id);
  });

  it('never keeps as fresh a list ranked while a catalogue change was being committed', async () => {
    const id = await queue('KEPT-4');
    const writer = new Client({ connectionString: t.databaseUrl });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      const {
        rows: [added],
      } = await writer.query(
        `INSERT INTO beverage (item_name, size, size_ml, upc_number, gtin, item_number, main_category)
         VALUES (upper($1), '750 ml', 750, $2, $2, 'KEPT-NEW-2', 'Liquor') RETURNING id`,
        [master.item_name, newGtin],
      );
      // Ranked while the new master is not committed yet: it cannot be among the candidates.
      const during = await suggestions('KEPT-4');
      expect(during[0].id).toBe(master.id);
      expect((await keptRow(id)).n).toBe(during.length);
      await writer.query('COMMIT');
      const after = await suggestions('KEPT-4');
      expect(after[0]).toMatchObject({ id: added.id, match_Evidence: 'barcode+size' });
      await writer.query('DELETE FROM beverage WHERE id = $1', [added.id]);
    } finally {
      await writer.end();
    }
  });

  it('a ranking that finishes late neither puts an older one back nor writes the same one again', async () => {
    const id = await queue('KEPT-5');
    await suggestions('KEPT-5');
    const kept = await keptRow(id);
    const [item] = await t.db.query(`SELECT item_name, size_ml, gtin FROM pending_item WHERE id = $1`, [id]);
    // What the background ranking keeps when it ranked the item at the same time as the request,
    // at the version it read (a bogus list, so a write would show).
    const late = (version: number | string) =>
      t.db.query(KEEP_SQL, [
        harbor,
        JSON.stringify([
          {
            p: id,
            n: item.item_name,
            s: item.size_ml,
            g: item.gtin,
            b: null,
            c: false,
            sc: null,
            k: kept.query_key,
            r: [],
          },
        ]),
        version,
      ]);
    await late(kept.catalogue_version);
    await late(Number(kept.catalogue_version) - 1);
    expect(await keptRow(id)).toEqual(kept);
    expect(await servesKept('KEPT-5', id)).toBe(true);
    // Ranked at a newer version than kept: that one is kept.
    await t.db.query(`UPDATE beverage SET tasting_notes = tasting_notes || ' ' WHERE id = $1`, [master.id]);
    const [{ version }] = await t.db.query(`SELECT version FROM master_catalogue_version`);
    await late(version);
    expect(await keptRow(id)).toMatchObject({ catalogue_version: version, n: 0 });
  });
});
