/**
 * Ranked, typo-tolerant product search over one store's snapshot (decisions.md: ranks by relevance,
 * tolerates partial words and small typos, across description, brand, country and varietal).
 *
 * An inverted index from words to products, built once per snapshot. Each query word matches
 * vocabulary words exactly, as a prefix (partial words: 'cab' -> 'cabernet'), or within one edit
 * (two for long words), counting a swap of neighbours as one edit ('vodak' -> 'vodka'). Every query
 * word must match; a product's score adds, per query word, its best match weighted by where the word
 * sits (name > brand > type > country, region, grape, vintage), plus a bonus when the name holds the
 * whole query. Kept in memory: a query costs about a millisecond and no database round trip.
 */
import type { CatalogueProduct } from './catalogue-snapshot';

const FIELD_WEIGHT = { name: 1, brand: 0.9, type: 0.8, other: 0.7 } as const;
const MATCH = { exact: 1, prefix: 0.9, typo: 0.7, typoPrefix: 0.6 } as const;
export const MAX_QUERY_WORDS = 8;

/** Lower case, accents removed ('Rosé' -> 'rose'), apostrophes dropped ("Tito's" -> 'titos'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '');
}

export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Optimal string alignment distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
  }
  return rows[a.length][b.length];
}

export class SearchIndex {
  /** word -> product key -> best field weight */
  private readonly postings = new Map<string, Map<string, number>>();
  private readonly names = new Map<string, string>();
  private readonly vocabulary: string[];

  /** Indexes every product (listed or not: availability changes do not touch the index). */
  constructor(products: readonly CatalogueProduct[]) {
    for (const p of products) {
      const c = p.content;
      this.names.set(p.key, foldText(c.name));
      this.add(p, c.name, FIELD_WEIGHT.name);
      this.add(p, c.brand, FIELD_WEIGHT.brand);
      this.add(p, `${c.subCategory} ${c.group} ${c.mainCategory}`, FIELD_WEIGHT.type);
      this.add(
        p,
        `${c.country} ${c.state} ${c.subRegion1} ${c.subRegion2} ${c.typeOfGrape} ${c.vintage} ${c.winery}`,
        FIELD_WEIGHT.other,
      );
    }
    this.vocabulary = [...this.postings.keys()].sort();
  }

  private add(p: CatalogueProduct, text: string, weight: number) {
    for (const w of words(text)) {
      let posting = this.postings.get(w);
      if (!posting) this.postings.set(w, (posting = new Map()));
      if ((posting.get(p.key) ?? 0) < weight) posting.set(p.key, weight);
    }
  }

  /** Vocabulary words a query word stands for, with how well they match. */
  private expand(q: string): Map<string, number> {
    const out = new Map<string, number>();
    if (this.postings.has(q)) out.set(q, MATCH.exact);
    if (q.length >= 2) {
      // Prefix matches: a contiguous run of the sorted vocabulary.
      let lo = 0;
      let hi = this.vocabulary.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.vocabulary[mid] < q) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.vocabulary.length && this.vocabulary[i].startsWith(q); i++) {
        if (!out.has(this.vocabulary[i])) out.set(this.vocabulary[i], MATCH.prefix);
      }
    }
    if (q.length >= 4) {
      const max = q.length >= 8 ? 2 : 1;
      for (const v of this.vocabulary) {
        if (out.has(v)) continue;
        if (Math.abs(v.length - q.length) <= max && editDistance(q, v, max) <= max) out.set(v, MATCH.typo);
        else if (q.length >= 5 && v.length > q.length && v[0] === q[0] && editDistance(q, v.slice(0, q.length), 1) <= 1)
          out.set(v, MATCH.typoPrefix);
      }
    }
    return out;
  }

  /** Keys of the products matching every word of `query`, with their relevance (higher is better). */
  search(query: string): Map<string, number> {
    const qWords = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
    if (!qWords.length) return new Map();
    let scores: Map<string, number> | undefined;
    for (const q of qWords) {
      const best = new Map<string, number>();
      for (const [word, match] of this.expand(q)) {
        for (const [p, weight] of this.postings.get(word)!) {
          if (scores && !scores.has(p)) continue;
          const s = match * weight;
          if ((best.get(p) ?? 0) < s) best.set(p, s);
        }
      }
      if (scores) for (const [p, s] of best) best.set(p, s + scores.get(p)!);
      scores = best;
      if (!scores.size) return scores;
    }
    const phrase = foldText(query).trim();
    for (const [key, s] of scores!) if (this.names.get(key)!.includes(phrase)) scores!.set(key, s + 0.5);
    return scores!;
  }
}
