import { buildSnapshot, refreshSnapshot } from './catalogue-snapshot';
import { itemRow } from './item-row.fixture';
import { rankingOf } from './ranking-features';

const TODAY = '2026-01-15';
const vodka = { mainCategory: 'Spirits', subCategory1: 'Vodka', finalCategory: 'Vodka' };

function snapshot() {
  return buildSnapshot(
    1,
    0,
    [
      itemRow(
        1,
        { sizeDescription: '750 ml', availableToSell: 4 },
        { ...vodka, itemName: 'Smirnoff Vodka', size: '750 ml' },
      ),
      itemRow(
        2,
        { sizeDescription: '1.75 L', availableToSell: 3 },
        { ...vodka, itemName: 'Smirnoff Vodka', size: '1.75 L' },
      ),
      itemRow(
        3,
        { sizeDescription: '750 ml', packQuantity: 6 },
        { ...vodka, itemName: 'Smirnoff Vodka', size: '750 ml' },
      ),
      itemRow(4, {}, { ...vodka, itemName: 'Smirnoff Vanilla Vodka' }),
      itemRow(5, { sizeDescription: '50 ml' }, { ...vodka, itemName: 'Smirnoff Vodka Traveler' }),
      itemRow(6, {}, { itemName: 'Cherry Hill Merlot' }),
    ],
    TODAY,
  );
}

const named = (snap: ReturnType<typeof snapshot>, name: string) => snap.all.find((p) => p.content.name === name)!;

describe('ranking features', () => {
  it('are computed when the snapshot makes each product: category words, sizes, packs, stock', () => {
    const snap = snapshot();
    const plain = rankingOf(named(snap, 'Smirnoff Vodka'));
    expect(plain.main).toEqual(['spirit']);
    expect(plain.category).toContain('vodka');
    expect([...plain.sizes].sort()).toEqual([1750, 750]);
    expect([...plain.packs].sort()).toEqual([1, 6]);
    expect(plain.stock).toBe(12);
    expect(plain.markers).toEqual([]);
  });

  it('mark flavours (not in wine), and minis by their sizes', () => {
    const snap = snapshot();
    expect(rankingOf(named(snap, 'Smirnoff Vanilla Vodka')).markers).toEqual([{ words: ['vanilla'], level: 1 }]);
    expect(rankingOf(named(snap, 'Smirnoff Vodka Traveler')).markers).toEqual([{ family: 'mini', level: 2 }]);
    expect(rankingOf(named(snap, 'Cherry Hill Merlot')).markers).toEqual([]);
  });

  it('are shared per category, and recomputed for a product a refresh changes', () => {
    const snap = snapshot();
    expect(rankingOf(named(snap, 'Smirnoff Vanilla Vodka')).category).toBe(
      rankingOf(named(snap, 'Smirnoff Vodka')).category,
    );
    const sold = itemRow(
      1,
      { sizeDescription: '750 ml', availableToSell: 0 },
      { ...vodka, itemName: 'Smirnoff Vodka', size: '750 ml' },
    );
    const next = refreshSnapshot(snap, [sold], new Set([1]), TODAY)!;
    expect(rankingOf(named(next, 'Smirnoff Vodka')).stock).toBe(8);
    expect(rankingOf(named(next, 'Cherry Hill Merlot'))).toBe(rankingOf(named(snap, 'Cherry Hill Merlot')));
  });
});
