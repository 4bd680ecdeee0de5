import { buildSnapshot, refreshSnapshot } from './catalogue-snapshot';
import { ItemRow } from './catalogue-product';
import { buildColumns, columnsOf, IN_STOCK, LISTED, ON_SALE } from './listing-columns';
import { itemRow } from './item-row.fixture';
import { runListing } from './listing';

const TODAY = '2025-06-15';

function row(id: number, o: Partial<ItemRow> & { name: string; country?: string }): ItemRow {
  const { name, country, ...item } = o;
  return itemRow(id, item, { itemName: name, ...(country ? { country } : {}) });
}

describe('listing columns (listing-columns.ts)', () => {
  const rows = () => [
    row(1, { name: 'A', sizeDescription: '750 ml' }),
    row(2, { name: 'A', sizeDescription: '750 ML ' }),
    row(3, { name: 'A', sizeDescription: '1.75 L', availableToSell: 0 }),
    row(4, {
      name: 'B',
      country: 'Italy',
      unitSalePriceCents: 500,
      dateSaleStarts: '2025-06-01',
      dateSaleEnds: '2025-06-30',
      availableToSell: 0,
    }),
    row(5, { name: 'C', isAvailable: false }),
  ];

  it('holds each product of `all` at its position: facet numbers, price, flags and shelf sizes once each', () => {
    const snap = buildSnapshot(1, 7, rows(), TODAY);
    const cols = buildColumns(snap.all, snap.products);
    const sizesOf = (at: number) =>
      [...cols.sizeKey.subarray(cols.sizeStart[at], cols.sizeStart[at + 1])].map((k) => cols.sizeKeys[k]);
    snap.all.forEach((p, at) => {
      expect(p.at).toBe(at);
      expect(cols.country[at]).toBe(p.ids.country);
      expect(cols.sub[at]).toBe(p.ids.sub);
      expect(cols.group[at]).toBe(p.ids.group);
      expect(cols.brand[at]).toBe(p.ids.brand);
      expect(cols.price[at]).toBe(p.displayPriceCents);
    });
    const [a, b, c] = ['a', 'b', 'c'].map((n) => snap.all.find((p) => p.lc.name === n)!);
    expect(sizesOf(a.at)).toEqual(['750 ml', '1.75 l']);
    // The text shown is the first size's own.
    expect(cols.shownTexts[cols.sizeShown[cols.sizeStart[a.at]]]).toBe('750 ml');
    expect(cols.flags[a.at]).toBe(LISTED | IN_STOCK);
    expect(cols.flags[b.at]).toBe(LISTED | ON_SALE);
    expect(cols.flags[c.at]).toBe(0);
    expect(sizesOf(c.at)).toEqual([]);
  });

  it('a refreshed snapshot keeps the positions and gets columns of its own', () => {
    const snap = buildSnapshot(1, 7, rows(), TODAY);
    const before = columnsOf(snap);
    const changed = { ...rows()[4], isAvailable: true };
    const next = refreshSnapshot(snap, [changed], new Set([5]), TODAY)!;
    expect(next.all.map((p) => p.key)).toEqual(snap.all.map((p) => p.key));
    next.all.forEach((p, at) => expect(p.at).toBe(at));
    const after = columnsOf(next);
    expect(after).not.toBe(before);
    const c = next.all.find((p) => p.lc.name === 'c')!;
    expect(after.flags[c.at]).toBe(LISTED | IN_STOCK);
    expect(before.flags[c.at]).toBe(0);
  });

  it('ranks names with ties shared, and search results sort by it keeping the found order for equal names', () => {
    const snap = buildSnapshot(
      1,
      7,
      [
        row(1, { name: 'Same', country: 'France', unitPriceCents: 900 }),
        row(2, { name: 'Same', country: 'Italy', unitPriceCents: 900 }),
        row(3, { name: 'Alpha', unitPriceCents: 900 }),
        row(4, { name: 'Zed', isAvailable: false }),
      ],
      TODAY,
    );
    const cols = columnsOf(snap);
    const [same1, same2] = snap.all.filter((p) => p.lc.name === 'same');
    const alpha = snap.all.find((p) => p.lc.name === 'alpha')!;
    const zed = snap.all.find((p) => p.lc.name === 'zed')!;
    expect(cols.nameRank[alpha.at]).toBe(0);
    expect(cols.nameRank[same1.at]).toBe(1);
    expect(cols.nameRank[same2.at]).toBe(1);
    expect(cols.nameRank[zed.at]).toBe(-1);
    expect(cols.created[same2.at]).toBe(same2.createdMs);
    const listed = (order: typeof snap.all) => {
      const searchScores = new Map(order.map((p) => [p, 1]));
      return runListing(snap, { searchScores, sort: 'price_asc', page: 1, pageSize: 10 }).items.map((p) => p.at);
    };
    expect(listed([zed, same2, alpha, same1])).toEqual([alpha.at, same2.at, same1.at]);
    expect(listed([same1, same2, alpha])).toEqual([alpha.at, same1.at, same2.at]);
  });
});
