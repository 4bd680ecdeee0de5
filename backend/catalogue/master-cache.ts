/**
 * Master beverages shared by every store's catalogue: the stores of a platform sell mostly the same
 * master products, so a beverage's texts (name, descriptions, tasting notes, categories...) are read
 * from PostgreSQL once for the whole process, not once per store and per cold request. A store's
 * items are then read without the master's columns (the biggest part of each row) and joined with
 * the beverages here; the products made from them share one content object and one copy of its
 * texts across all the stores' snapshots (see contentOf).
 *
 * Bounded (least recently used beverages make way) and emptied on any change of the master
 * catalogue (CatalogueService.invalidate: the 'beverage' notification). A read that started before
 * such a change keeps its rows for its own answer but does not store them.
 */
import { LRUCache } from 'lru-cache';
import type { ItemRow } from './catalogue-product';
import type { ArrayQueryable } from './array-queryable';

export type MasterBeverage = NonNullable<ItemRow['bev']>;

/** The master beverage's columns, in MasterBeverage order (the beverage id first). */
export const MASTER_COLUMNS = [
  'b.id',
  'b.item_name',
  'b.main_category',
  'b.sub_category_1',
  'b.final_category',
  'b.size',
  'b.brand',
  'b.country',
  'b.state',
  'b.vintage',
  'b.type_of_grape',
  'b.sub_region_one',
  'b.sub_region_two',
  'b.abv::float8',
  'b.winery',
  'b.primary_desc',
  'b.tasting_notes',
  'b.special_rating',
  'b.image_hash',
];

/**
 * Estimated heap bytes of a cached beverage with the content made from it and their texts
 * (measured: 1,446 bytes per master over the 15,000 masters of the platform catalogue).
 */
export const BYTES_PER_MASTER = 1500;

/**
 * A master beverage from its row (`at`: the index of its item_name; the columns of MASTER_COLUMNS
 * after the id follow in order), short texts shared through `intern`.
 */
export function masterFromRow(v: unknown[], at: number, intern: (s: string | null) => string): MasterBeverage {
  const r = v as any[];
  const s = (i: number) => (r[at + i] === null ? '' : String(r[at + i]));
  return {
    itemName: s(0),
    mainCategory: intern(r[at + 1]),
    subCategory1: intern(r[at + 2]),
    finalCategory: intern(r[at + 3]),
    size: intern(r[at + 4]),
    brand: intern(r[at + 5]),
    country: intern(r[at + 6]),
    state: intern(r[at + 7]),
    vintage: intern(r[at + 8]),
    typeOfGrape: intern(r[at + 9]),
    subRegionOne: intern(r[at + 10]),
    subRegionTwo: intern(r[at + 11]),
    abv: r[at + 12] === null ? null : Number(r[at + 12]),
    winery: intern(r[at + 13]),
    primaryDesc: s(14),
    tastingNotes: s(15),
    specialRating: intern(r[at + 16]),
    imageHash: r[at + 17],
  };
}

export class MasterCache {
  private readonly beverages: LRUCache<number, MasterBeverage>;
  /** Short texts shared by the cached beverages (emptied with them). */
  private texts = new Map<string, string>();
  /** Changes with every clear(): a read begun before a clear does not store what it read. */
  private generation = 0;
  /** Counters for tests: beverages read from the database. */
  readonly stats = { read: 0 };

  constructor(readonly maxEntries: number) {
    this.beverages = new LRUCache<number, MasterBeverage>({ max: Math.max(1, maxEntries) });
  }

  /** Forgets every beverage (the master catalogue changed). */
  clear(): void {
    this.generation++;
    this.beverages.clear();
    this.texts = new Map();
  }

  get size(): number {
    return this.beverages.size;
  }

  private intern = (s: string | null): string => {
    if (s === null || s === undefined) return '';
    const hit = this.texts.get(s);
    if (hit !== undefined) return hit;
    this.texts.set(s, s);
    return s;
  };

  /**
   * The beverages with these ids, read from the database when not cached (an id missing from the
   * database is missing from the answer).
   */
  async load(pool: ArrayQueryable, ids: Iterable<number>): Promise<Map<number, MasterBeverage>> {
    const out = new Map<number, MasterBeverage>();
    const missing = new Set<number>();
    for (const id of ids) {
      if (out.has(id) || missing.has(id)) continue;
      const hit = this.beverages.get(id);
      if (hit) out.set(id, hit);
      else missing.add(id);
    }
    if (!missing.size) return out;
    const generation = this.generation;
    const { rows } = await pool.query({
      text: `SELECT ${MASTER_COLUMNS.join(', ')} FROM beverage b WHERE b.id = ANY($1::int[])`,
      values: [[...missing]],
      rowMode: 'array',
    });
    this.stats.read += rows.length;
    const keep = generation === this.generation;
    // A read that a change overtook keeps its texts to itself.
    const intern = keep ? this.intern : (s: string | null) => s ?? '';
    for (const r of rows) {
      const bev = masterFromRow(r, 1, intern);
      const id = Number(r[0]);
      out.set(id, bev);
      if (keep) {
        bev.shared = {};
        this.beverages.set(id, bev);
      }
    }
    return out;
  }
}
