/**
 * The demo master catalogue: the Iowa spirits list plus generated wine, beer, sake, extras and
 * soda. Item numbers: Iowa's own (up to 6 digits), generated ones from 3,000,000 up, and the
 * large benchmark expansion from 5,000,000 up, so they never collide.
 */
import { loadIowaCatalogue } from './iowa';
import { MasterRow } from './master-row';
import { generateBeers, generateExtras, generateSake, generateSoda } from './other';
import { generateWines } from './wine';

export const DEMO_WINES = 520;
export const DEMO_BEERS = 96;
export const BENCH_FIRST_NUMBER = 5_000_000;

export interface MasterCatalogue {
  rows: MasterRow[];
  skipped: { itemNumber: string; reason: string }[];
}

export function buildDemoMaster(): MasterCatalogue {
  const iowa = loadIowaCatalogue();
  const rows = [
    ...iowa.rows,
    ...generateWines(DEMO_WINES, 3_000_000),
    ...generateBeers(DEMO_BEERS, 3_500_000),
    ...generateSake(3_800_000),
    ...generateExtras(3_900_000),
    ...generateSoda(3_950_000),
  ];
  return { rows, skipped: iowa.skipped };
}

/**
 * More master rows for the benchmark catalogue: about `rowsWanted` generated wines and beers
 * numbered from `firstNumber` (deterministic for a given first number), named 'Lot n'.
 */
export function buildBenchMaster(rowsWanted: number, lot: number, firstNumber: number): MasterRow[] {
  const wines = generateWines(Math.ceil((rowsWanted * 0.7) / 1.25), firstNumber, `bench-wine-${firstNumber}`);
  const beers = generateBeers(
    Math.ceil((rowsWanted * 0.3) / 2.4),
    firstNumber + wines.length,
    `bench-beer-${firstNumber}`,
  );
  // Keep every benchmark name distinct from the demo ones and from other lots.
  return [...wines, ...beers]
    .slice(0, rowsWanted)
    .map((r) => ({ ...r, itemName: `${r.itemName} Lot ${lot}`, family: `${r.family}|lot${firstNumber}` }));
}
