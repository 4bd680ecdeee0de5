/**
 * A snapshot's ranking features (ranking-features.ts) as columns by product position, built once
 * per snapshot: the category class of each product (the products of one main category, group and
 * sub-category share their category words, a catalogue has a few hundred classes) and whether it
 * has variant markers. A query then weighs each class once (search-ranking.ts) and reads a hit's
 * class number instead of its product: a hit costs typed-array reads, and a query knows which
 * category hits any of its matches can have before it meets them (the type-ahead's bound).
 */
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { rankingOf, RankingFeatures } from './ranking-features';

/** The category words a class of products shares. */
export type CategoryClass = Pick<RankingFeatures, 'category' | 'main' | 'narrow'>;

export interface RankingColumns {
  /** Per product position: its class in `classes`. */
  classOf: Int32Array;
  classes: CategoryClass[];
  /** Every category word of the classes: a query word outside it names no class. */
  categoryWords: ReadonlySet<string>;
  /** Per product position: 1 when it has no variant marker (a plain bottle whatever the query). */
  plain: Uint8Array;
}

const memo = new WeakMap<CatalogueSnapshot, RankingColumns>();

export function rankingColumnsOf(snap: CatalogueSnapshot): RankingColumns {
  let cols = memo.get(snap);
  if (!cols) memo.set(snap, (cols = buildRankingColumns(snap.all.map(rankingOf))));
  return cols;
}

/** Classes are told apart by their word lists (shared per category by ranking-features.ts). */
function buildRankingColumns(features: readonly RankingFeatures[]): RankingColumns {
  const n = features.length;
  const classOf = new Int32Array(n);
  const plain = new Uint8Array(n);
  const classes: CategoryClass[] = [];
  const byCategory = new Map<readonly string[], number[]>();
  for (let i = 0; i < n; i++) {
    const f = features[i];
    let ids = byCategory.get(f.category);
    if (!ids) byCategory.set(f.category, (ids = []));
    let id = ids.find((c) => classes[c].main === f.main && classes[c].narrow === f.narrow);
    if (id === undefined) {
      id = classes.push({ category: f.category, main: f.main, narrow: f.narrow }) - 1;
      ids.push(id);
    }
    classOf[i] = id;
    plain[i] = f.markers.length === 0 ? 1 : 0;
  }
  const categoryWords = new Set(classes.flatMap((c) => c.category));
  return { classOf, classes, categoryWords, plain };
}
