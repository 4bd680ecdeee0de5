/**
 * Mapping assist accuracy (decisions.md 'Mapping assist'), measured on real data: the master
 * catalogue is loaded from the Iowa product list committed with the demo data (IOWA_CSV, all but a
 * held-out tenth), and a noisy store export is built from the same file the way POS systems write
 * it (barcodes without leading zeros or missing, names abbreviated and re-cased, sizes as '750ML',
 * '.75 L', '25.4 OZ').
 * The held-out rows are products the master does not have: any suggestion for them is a false
 * match unless it is a duplicate listing of the same product. Figures are printed.
 */
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { IOWA_CSV } from '../../backend/database/demo-data/catalogue/iowa';
import { normaliseGtin } from '../../backend/domain/gtin';
import { nameTokens } from '../../backend/domain/name-similarity';
import { parseSizeMl } from '../../backend/domain/size';
import { MatchingService } from '../../backend/matching/matching.service';
import { noisyName, noisySize, noisyUpc, seededRandom } from '../../backend/matching/store-noise';
import { startTestApp, TestApp } from '../support/test-app';

const SAMPLE = Number(process.env.MATCH_SAMPLE || 1500);

interface Row {
  itemNumber: string;
  name: string;
  sizeMl: number;
  upc: string;
  gtin: string | null;
}

/**
 * The same product listed twice (Iowa relists items under new numbers): the same words in any
 * order and the same size. Mapping to either listing gives the shop the same product.
 */
const sameListing = (a: Row, b: Row) =>
  a.sizeMl === b.sizeMl && nameTokens(a.name).sort().join(' ') === nameTokens(b.name).sort().join(' ');

describe('mapping suggestions: accuracy on a noisy store export of the Iowa catalogue', () => {
  let t: TestApp;
  const all: Row[] = [];
  const inMaster = new Set<string>();
  const idOf = new Map<number, Row>();

  beforeAll(async () => {
    t = await startTestApp();
    const records: Record<string, string>[] = parse(readFileSync(IOWA_CSV), { columns: true, skip_empty_lines: true });
    const pick = seededRandom(7);
    for (const r of records) {
      const sizeMl = parseSizeMl(r['Bottle Volume (ml)']);
      if (!sizeMl) continue;
      all.push({
        itemNumber: r['Item Number'],
        name: r['Item Description'],
        sizeMl,
        upc: r.UPC,
        gtin: normaliseGtin(r.UPC),
      });
    }
    const master = all.filter(() => pick() >= 0.1);
    master.forEach((m) => inMaster.add(m.itemNumber));
    // This file's own database: the demo catalogue makes way for the Iowa master.
    await t.db.query('TRUNCATE beverage CASCADE');
    for (let i = 0; i < master.length; i += 500) {
      const chunk = master.slice(i, i + 500);
      const inserted: Array<{ id: number; item_number: string }> = await t.db.query(
        `INSERT INTO beverage (item_name, size, size_ml, upc_number, gtin, item_number, main_category)
         SELECT n, s || ' ml', s, u, g, i, 'Liquor' FROM unnest($1::varchar[], $2::int[], $3::varchar[], $4::varchar[], $5::varchar[]) AS x(n, s, u, g, i)
         RETURNING id, item_number`,
        [
          chunk.map((m) => m.name),
          chunk.map((m) => m.sizeMl),
          chunk.map((m) => m.upc),
          chunk.map((m) => m.gtin),
          chunk.map((m) => m.itemNumber),
        ],
      );
      for (const b of inserted)
        idOf.set(
          b.id,
          chunk.find((m) => m.itemNumber === b.item_number)!,
        );
    }
    await t.db.query('ANALYZE beverage');
  });
  afterAll(() => t?.close());

  it('puts the right master product first for >= 95 % of the items it suggests for, and never another size', async () => {
    const matching = t.app.get(MatchingService);
    const rnd = seededRandom(20240601);
    const sample = all.filter(() => rnd() < SAMPLE / all.length);
    let suggested = 0;
    let exact = 0;
    let duplicate = 0;
    let heldOut = 0;
    let heldOutSuggested = 0;
    let crossSize = 0;
    let byUpc = 0;
    const wrong: string[] = [];
    const started = Date.now();
    for (const row of sample) {
      const upc = noisyUpc(row.upc, rnd);
      const itemName = noisyName(row.name, rnd);
      const size = noisySize(row.sizeMl, rnd);
      const sizeMl = parseSizeMl(size);
      expect(sizeMl).toBe(row.sizeMl);
      const ranked = await matching.suggest({ itemName, sizeMl, gtin: normaliseGtin(upc) });
      const known = inMaster.has(row.itemNumber);
      if (!known) heldOut++;
      crossSize += ranked.filter((r) => idOf.get(r.beverageId)!.sizeMl !== row.sizeMl).length;
      if (!ranked.length) continue;
      suggested++;
      if (!known) heldOutSuggested++;
      const top = idOf.get(ranked[0].beverageId)!;
      if (ranked[0].sameUpc) byUpc++;
      if (top.itemNumber === row.itemNumber) exact++;
      else if (sameListing(top, row)) duplicate++;
      else
        wrong.push(
          `${known ? '' : '[not in master] '}'${itemName}' ${size} [${upc}] -> '${top.name}' (${ranked[0].reason}); right: '${row.name}'`,
        );
    }
    const precision = (exact + duplicate) / suggested;
    const knownCount = sample.length - heldOut;
    const recall = exact / knownCount;
    const ms = Date.now() - started;

    console.log(
      [
        `Mapping suggestions on ${sample.length} noisy store items (${knownCount} in the master of ${idOf.size}, ${heldOut} not):`,
        `  top-1 precision ${(precision * 100).toFixed(2)} % (${exact} exact + ${duplicate} identical duplicate listings of ${suggested} suggested)`,
        `  strict top-1 precision ${((exact / suggested) * 100).toFixed(2)} %; right product found first for ${(recall * 100).toFixed(2)} % of known items`,
        `  ${byUpc} top suggestions by barcode; ${heldOutSuggested} of ${heldOut} unknown items got a (false) suggestion`,
        `  cross-size suggestions: ${crossSize}; ${(ms / sample.length).toFixed(1)} ms per item`,
        ...wrong.slice(0, 12).map((w) => `  wrong: ${w}`),
      ].join('\n'),
    );
    expect(sample.length).toBeGreaterThan(SAMPLE * 0.8);
    expect(crossSize).toBe(0);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  }, 600_000);
});
