/**
 * The mapping rows of the bench: a queue of 600 store items sent with a master's barcode and size
 * (store 'harbor'), then
 * - the mapping page's suggestion call (GET pendinginventory/suggestions) for each of them, as a
 *   couple of super-admins working the queue would (2 connections), p95 <= 50 ms; the queue is
 *   ranked (and kept) by the preview before, as the background ranking does after an import, so
 *   this is the call that serves kept suggestions. The call that ranks (nothing kept) is in the notes;
 * - the bulk-accept preview of the 600, reading the suggestions kept when they were computed,
 *   <= 5 s (the time with nothing kept is in the notes);
 * - the bulk accept of the 600 as a background job, from the POST to the job done, <= 10 s.
 */
import { Client } from 'pg';
import { percentile, Row, runScenario, Scenario } from './scenarios';

export const QUEUE_ITEMS = 600;
/** Suggestion calls timed with nothing kept (a note, no budget). */
const RANKING_CALLS = 40;
export const MAPPING_BUDGETS = {
  suggestions: { p95Ms: 50 },
  preview: { p95Ms: 5000 },
  accept: { p95Ms: 10_000 },
};

/** A fresh queue of QUEUE_ITEMS items in 'harbor' (earlier bench items and their store items removed). */
async function seedQueue(dbUrl: string): Promise<string[]> {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  try {
    const [{ id: store }] = (await db.query(`SELECT id FROM store WHERE web_url = 'harbor'`)).rows;
    await db.query(`DELETE FROM inventory_item WHERE store_id = $1 AND item_number LIKE 'BMAP-%'`, [store]);
    await db.query(`DELETE FROM pending_item WHERE store_id = $1 AND item_number LIKE 'BMAP-%'`, [store]);
    await db.query(
      `INSERT INTO pending_item (store_id, item_number, item_name, size, size_ml, upc, gtin, source)
       SELECT $1, 'BMAP-' || lpad(k::text, 4, '0'), upper(b.item_name), b.size, b.size_ml, b.upc_number, b.gtin, 'csv'
         FROM (SELECT b.*, row_number() OVER (ORDER BY md5(b.id::text)) AS k FROM beverage b
                WHERE b.gtin IS NOT NULL AND b.size_ml IS NOT NULL
                  AND NOT EXISTS (SELECT 1 FROM beverage o WHERE o.gtin = b.gtin AND o.size_ml = b.size_ml AND o.id <> b.id)
                  AND NOT EXISTS (SELECT 1 FROM inventory_item i WHERE i.store_id = $1 AND i.beverage_id = b.id)) b
        WHERE k <= $2`,
      [store, QUEUE_ITEMS],
    );
    await db.query('SELECT refresh_catalogue_statistics()');
    return (
      await db.query(`SELECT item_number FROM pending_item WHERE store_id = $1 AND item_number LIKE 'BMAP-%'`, [store])
    ).rows.map((r) => r.item_number as string);
  } finally {
    await db.end();
  }
}

async function superAdminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: 'superadmin1' }),
  });
  if (!res.ok) throw new Error(`super-admin sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Suggestion calls one after another, each for an item with nothing kept: their p50 and p95 in ms. */
async function rankingCalls(
  base: string,
  dbUrl: string,
  items: string[],
  headers: Record<string, string>,
): Promise<{ p50: number; p95: number }> {
  const db = new Client({ connectionString: dbUrl });
  await db.connect();
  const ms: number[] = [];
  try {
    for (const n of items) {
      // The background ranking of new queue items may have kept this one already.
      await db.query(
        `DELETE FROM match_suggestion WHERE pending_item_id IN (SELECT id FROM pending_item WHERE item_number = $1)`,
        [n],
      );
      const call = await timed(() =>
        fetch(`${base}/api/pendinginventory/suggestions?webUrl=harbor&itemNumber=${n}`, { headers }),
      );
      if (!call.value.ok) throw new Error(`suggestions for ${n} answered ${call.value.status}`);
      await call.value.arrayBuffer();
      ms.push(call.ms);
    }
    // Nothing kept again, for the preview that ranks every item.
    await db.query(
      `DELETE FROM match_suggestion WHERE pending_item_id IN (SELECT id FROM pending_item WHERE item_number = ANY($1))`,
      [items],
    );
  } finally {
    await db.end();
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
}

/** One timed call as a row (p50 = p95 = p99 = its time). */
function timedRow(name: string, ms: number, budget: { p95Ms: number }, errors: number, peakRssMb: number): Row {
  return { name, rps: 0, p50: ms, p95: ms, p99: ms, errors, peakRssMb, bytes: 0, budget, count: 1 };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = process.hrtime.bigint();
  const value = await work();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, value };
}

/** The three mapping rows and a note, against the started app. */
export async function mappingRows(
  base: string,
  pid: number,
  dbUrl: string,
  opts: { duration: number },
): Promise<{ rows: Row[]; notes: string[] }> {
  const items = await seedQueue(dbUrl);
  const headers = { Authorization: `Bearer ${await superAdminToken(base)}` };
  const json = async (res: Response) => {
    if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
    return res.json();
  };
  const preview = () => fetch(`${base}/api/pendinginventory/bulk-accept-preview?webUrl=harbor`, { headers }).then(json);
  const ranking = await rankingCalls(base, dbUrl, items.slice(0, RANKING_CALLS), headers);
  // Nothing kept yet: every item ranked by the preview itself.
  const cold = await timed(preview);
  const suggestions: Scenario = {
    name: 'mapping page suggestions (2 connections)',
    budget: MAPPING_BUDGETS.suggestions,
    requests: items.map((n) => ({ path: `/api/pendinginventory/suggestions?webUrl=harbor&itemNumber=${n}`, headers })),
  };
  const suggestRow = await runScenario(base, pid, suggestions, { duration: opts.duration, connections: 2 });
  const warm = await timed(preview);
  const previewed = warm.value as Array<{ item_Number: string }>;
  const accept = await timed(async () => {
    const job = await json(
      await fetch(`${base}/api/pendinginventory/bulk-accept`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ webUrl: 'harbor', itemNumbers: previewed.map((p) => p.item_Number) }),
      }),
    );
    for (;;) {
      const now = await json(await fetch(`${base}/api/pendinginventory/bulk-accept/${job.id}`, { headers }));
      if (now.status === 'done') return now as { accepted: number; total: number };
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  return {
    rows: [
      suggestRow,
      timedRow(
        `bulk-accept preview, ${previewed.length} items (kept suggestions)`,
        warm.ms,
        MAPPING_BUDGETS.preview,
        previewed.length < QUEUE_ITEMS ? 1 : 0,
        suggestRow.peakRssMb,
      ),
      timedRow(
        `bulk accept, ${accept.value.total} items (job start to done)`,
        accept.ms,
        MAPPING_BUDGETS.accept,
        accept.value.accepted === accept.value.total ? 0 : 1,
        suggestRow.peakRssMb,
      ),
    ],
    notes: [
      `Mapping: a suggestion call that ranks the item (nothing kept), ${RANKING_CALLS} calls one at a time: p50 ${ranking.p50.toFixed(1)} ms, p95 ${ranking.p95.toFixed(1)} ms.`,
      `Mapping: the bulk-accept preview of ${items.length} items with nothing kept (each ranked then) took ${(cold.ms / 1000).toFixed(1)} s; after the suggestion calls kept them, ${(warm.ms / 1000).toFixed(1)} s. The accept mapped ${accept.value.accepted} of ${accept.value.total}.`,
    ],
  };
}
