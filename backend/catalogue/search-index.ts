/**
 * Ranked, typo-tolerant product search over one store's snapshot (it ranks by relevance,
 * tolerates partial words and small typos, across description, brand, country and varietal).
 *
 * An inverted index from words to products, built once per snapshot. Each query word matches
 * vocabulary words exactly, as a prefix (partial words: 'cab' -> 'cabernet'), or, from 4 letters
 * on, within one edit (two from 8 letters), counting a swap of neighbours as one edit ('vodak' ->
 * 'vodka'); a shorter word never matches by a typo ('jd' is no 'jr'). Every query word must match;
 * a product found through exact and prefix matches alone ranks above any that needed a typo; among
 * them a product's score adds, per query word, its best match weighted by where the word sits
 * (name > brand > type > country, region, grape, vintage, winery), plus a bonus when the name holds
 * the whole query. A word or phrase with synonyms (managed by super-admins, see synonyms.ts) also
 * matches through each of them ('jd' -> 'jack daniels'). A search without results offers a
 * "did you mean" made of the catalogue's own words (didYouMean). Kept in memory: a query costs
 * about a millisecond and no database round trip.
 *
 * The winery field is indexed for wine only: for spirits, beer and the rest the source puts the
 * importer or distributor there ('Jdso Inc', 'Vino.Com Dba ...'), which shoppers never see and
 * which made 'jd' find a vodka and 'nino' an amaretto.
 */
import type { CatalogueProduct } from './catalogue-product';
import type { SynonymSet } from './synonyms';
import { foldText, words } from './search-text';
import { parseSearchQuery } from '../domain/search-query';

const FIELD_WEIGHT = { name: 1, brand: 0.9, type: 0.8, other: 0.7 } as const;
const MATCH = { exact: 1, prefix: 0.9, typo: 0.7, typoPrefix: 0.6 } as const;
export const MAX_QUERY_WORDS = 8;
/** Query words shorter than this match only exactly or as a prefix. */
export const MIN_TYPO_LENGTH = 4;
/** Added per query word matched without a typo: exact and prefix matches rank first. */
const NO_TYPO = 10;

/** Query words shorter than this are kept as typed by "did you mean". */
export const MIN_DID_YOU_MEAN_LENGTH = 3;

/** How many edits "did you mean" allows between a typed word and the catalogue's word. */
export function didYouMeanEdits(q: string): number {
  return q.length >= 6 ? 2 : 1;
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

/**
 * The query as slots that must all match: each slot a query word, or a phrase with synonyms, with
 * its alternatives (the typed words first, then each synonym's words). Longest phrases win.
 */
export function querySlots(query: string, synonyms?: SynonymSet): string[][][] {
  const typed = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
  const slots: string[][][] = [];
  for (let i = 0; i < typed.length;) {
    let n = Math.min(synonyms?.maxWords ?? 0, typed.length - i);
    for (; n > 0; n--) {
      const alternatives = synonyms!.byPhrase.get(typed.slice(i, i + n).join(' '));
      if (alternatives) {
        slots.push([typed.slice(i, i + n), ...alternatives]);
        break;
      }
    }
    if (n === 0) {
      slots.push([[typed[i]]]);
      n = 1;
    }
    i += n;
  }
  return slots;
}

/** Bounded distances for the typo scans: editDistance's answer when it is at most `max`, else max + 1. */
const scratch = { rows: [new Int32Array(64), new Int32Array(64), new Int32Array(64)] };

/**
 * editDistance(a, b.slice(0, bLen), max) clamped to max + 1, without allocating: only the cells
 * within `max` of the diagonal are computed (no alignment costing at most `max` leaves that band).
 */
export function boundedEditDistance(a: string, b: string, bLen: number, max: number): number {
  const aLen = a.length;
  const big = max + 1;
  if (Math.abs(aLen - bLen) > max) return big;
  if (scratch.rows[0].length < bLen + 2)
    scratch.rows = [0, 1, 2].map(() => new Int32Array(Math.max(bLen + 2, scratch.rows[0].length * 2)));
  let [pp, p, c] = scratch.rows;
  for (let j = 0; j <= bLen; j++) p[j] = j < big ? j : big;
  for (let i = 1; i <= aLen; i++) {
    const lo = Math.max(1, i - max);
    const hi = Math.min(bLen, i + max);
    c[0] = i < big ? i : big;
    if (lo > 1) c[lo - 1] = big;
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    let best = big;
    for (let j = lo; j <= hi; j++) {
      const bj = b.charCodeAt(j - 1);
      let d = p[j - 1] + (ai === bj ? 0 : 1);
      if (p[j] + 1 < d) d = p[j] + 1;
      if (c[j - 1] + 1 < d) d = c[j - 1] + 1;
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj && pp[j - 2] + 1 < d) d = pp[j - 2] + 1;
      if (d > big) d = big;
      c[j] = d;
      if (d < best) best = d;
    }
    if (hi < bLen) c[hi + 1] = big;
    if (best > max) return big;
    const t = pp;
    pp = p;
    p = c;
    c = t;
  }
  return p[bLen];
}

/**
 * Scores of products by position, dense (0: not found; every real score is above 0), with the
 * positions found in the order they were found (the order results come out in).
 */
interface Scores {
  ids: number[];
  score: Float64Array;
}

/**
 * What a SearchIndex is made of, in flat arrays: the sorted vocabulary, each word's postings
 * (positions ascending, ids[starts[w] .. starts[w + 1]), with the field weight of each as a number
 * into `weightValues`), and per product position its key and folded name (the names as UTF-8
 * bytes, one array with each name's start: no string per product, so a kept index is read back
 * without making any, and a snapshot's index holds its names outside the heap). A listing summary keeps
 * these (summary/search-image.ts), so a cold store is searched by the same index as a warm one.
 */
export interface SearchIndexParts {
  vocabulary: string[];
  starts: Int32Array;
  ids: Int32Array;
  weights: Uint8Array;
  weightValues: Float64Array;
  /** Empty for an index that answers by position only (searchPositions): a kept one. */
  keys: string[];
  /** Product p's folded name, UTF-8: names[nameStarts[p] .. nameStarts[p + 1]). */
  names: Uint8Array;
  nameStarts: Int32Array;
  /** letterMask of each name. */
  nameLetters: Int32Array;
  /** letterMask of each vocabulary word (computed when absent). */
  letters?: Int32Array;
}

export class SearchIndex {
  /**
   * Each vocabulary word's postings, read in place: the products holding word k are
   * ids[starts[k] .. starts[k + 1]), with the best field weight for each in weights (no object
   * per word: a restored image is searched once, a snapshot's index is kept in the cache).
   */
  private readonly starts: Int32Array;
  private readonly ids: Int32Array;
  private readonly weights: Uint8Array;
  /** Per product position: its key, its folded name and the letters of that name (letterMask). */
  private readonly keys: string[];
  private readonly weightValues: Float64Array;
  private readonly names: Uint8Array;
  private readonly nameStarts: Int32Array;
  private readonly nameLetters: Int32Array;
  /** How many products are indexed. */
  private readonly count: number;
  private readonly vocabulary: string[];
  /** Per vocabulary word, the letters it holds (letterMask): rules out most words before an edit distance. */
  private readonly letters: Int32Array;
  /** Cleared score buffers for reuse (a search runs synchronously; each is handed back zeroed). */
  private readonly free: Float64Array[] = [];

  /** The index of `parts` (SearchIndex.of or a kept index's parts). */
  constructor(private readonly parts: SearchIndexParts) {
    this.vocabulary = parts.vocabulary;
    this.starts = parts.starts;
    this.ids = parts.ids;
    this.weights = parts.weights;
    this.weightValues = parts.weightValues;
    this.keys = parts.keys;
    this.names = parts.names;
    this.nameStarts = parts.nameStarts;
    this.count = parts.nameStarts.length - 1;
    this.letters = parts.letters ?? Int32Array.from(this.vocabulary, letterMask);
    this.nameLetters = parts.nameLetters;
  }

  /**
   * Indexes every product (listed or not: availability changes do not touch the index). Results
   * name products by key, or (searchPositions) by their position in `products`.
   */
  static of(products: readonly CatalogueProduct[]): SearchIndex {
    return new SearchIndex(indexParts(products));
  }

  /** What this index is made of, its letter masks included (kept with a listing summary). */
  toParts(): Required<SearchIndexParts> {
    return { ...this.parts, letters: this.letters, nameLetters: this.nameLetters };
  }

  /**
   * Vocabulary words (by number) a query word stands for, with how well they match and whether by
   * a typo, in the order found: the word itself, its prefix run, then typos in vocabulary order.
   */
  private expand(q: string, typos: boolean): Map<number, { match: number; typo: boolean }> {
    const out = new Map<number, { match: number; typo: boolean }>();
    const from = this.lowerBound(q);
    if (this.vocabulary[from] === q) out.set(from, { match: MATCH.exact, typo: false });
    if (q.length >= 2) {
      // Prefix matches: a contiguous run of the sorted vocabulary.
      for (let i = from; i < this.vocabulary.length && this.vocabulary[i].startsWith(q); i++) {
        if (!out.has(i)) out.set(i, { match: MATCH.prefix, typo: false });
      }
    }
    if (typos && q.length >= MIN_TYPO_LENGTH) {
      const max = q.length >= 8 ? 2 : 1;
      const first = q.charCodeAt(0);
      const qLetters = letterMask(q);
      const { vocabulary, letters } = this;
      for (let k = 0; k < vocabulary.length; k++) {
        const v = vocabulary[k];
        const near = Math.abs(v.length - q.length) <= max;
        const longer = q.length >= 5 && v.length > q.length && v.charCodeAt(0) === first;
        if (!near && !longer) continue;
        // Each edit takes at most one of q's letters away: more missing letters than edits cannot match.
        const missing = bitCount(qLetters & ~letters[k]);
        if (missing > max || out.has(k)) continue;
        if (near && boundedEditDistance(q, v, v.length, max) <= max) out.set(k, { match: MATCH.typo, typo: true });
        else if (longer && boundedEditDistance(q, v, q.length, 1) <= 1)
          out.set(k, { match: MATCH.typoPrefix, typo: true });
      }
    }
    return out;
  }

  private lowerBound(q: string): number {
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocabulary[mid] < q) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Whether product p's name holds `phrase` (UTF-8 bytes). Byte for byte is character for character:
   * a UTF-8 sequence never starts inside another.
   */
  private nameHolds(p: number, phrase: Uint8Array): boolean {
    const { names } = this;
    const last = this.nameStarts[p + 1] - phrase.length;
    next: for (let i = this.nameStarts[p]; i <= last; i++) {
      for (let k = 0; k < phrase.length; k++) if (names[i + k] !== phrase[k]) continue next;
      return true;
    }
    return false;
  }

  private take(): Scores {
    return { ids: [], score: this.free.pop() ?? new Float64Array(this.count) };
  }

  private give(s: Scores): void {
    for (const id of s.ids) s.score[id] = 0;
    this.free.push(s.score);
  }

  /** Adds `from`'s score to each of `to`'s products (all of them are in `from`), and hands `from` back. */
  private addInto(to: Scores, from: Scores | undefined): void {
    if (!from) return;
    for (const id of to.ids) to.score[id] += from.score[id];
    this.give(from);
  }

  /** Products matching every word of one alternative (a synonym's words match without typos). */
  private matchAll(alternative: readonly string[], typos: boolean): Scores | undefined {
    let scores: Scores | undefined;
    for (const q of alternative) {
      const best = this.take();
      const { ids, weights, weightValues } = this;
      for (const [word, { match, typo }] of this.expand(q, typos)) {
        const bonus = typo ? 0 : NO_TYPO;
        for (let k = this.starts[word], end = this.starts[word + 1]; k < end; k++) {
          const p = ids[k];
          if (scores && scores.score[p] === 0) continue;
          const s = match * weightValues[weights[k]] + bonus;
          const old = best.score[p];
          if (old === 0) best.ids.push(p);
          if (old < s) best.score[p] = s;
        }
      }
      this.addInto(best, scores);
      scores = best;
      if (!scores.ids.length) return scores;
    }
    return scores;
  }

  /**
   * Calls `found` with the position (in the indexed products) and relevance (higher is better) of
   * each product matching every word of `query`: a product matched without any typo always scores
   * above one that needed one.
   */
  searchPositions(query: string, synonyms: SynonymSet | undefined, found: (at: number, score: number) => void): void {
    const slots = querySlots(query, synonyms);
    if (!slots.length) return;
    let scores: Scores | undefined;
    for (const slot of slots) {
      // Per slot, a product's best alternative, its score averaged over the alternative's words.
      const best = this.take();
      slot.forEach((alternative, i) => {
        const matched = this.matchAll(alternative, i === 0);
        if (!matched) return;
        for (const p of matched.ids) {
          if (scores && scores.score[p] === 0) continue;
          const mean = matched.score[p] / alternative.length;
          const old = best.score[p];
          if (old === 0) best.ids.push(p);
          if (old < mean) best.score[p] = mean;
        }
        this.give(matched);
      });
      this.addInto(best, scores);
      scores = best;
      if (!scores.ids.length) break;
    }
    // The whole query in the name: only a name holding every letter of it is searched for it.
    const phrase = foldText(query).trim();
    const needs = letterMask(phrase);
    const bytes = Buffer.from(phrase);
    const { nameLetters } = this;
    for (const p of scores!.ids) {
      const inName = (nameLetters[p] & needs) === needs && this.nameHolds(p, bytes);
      found(p, inName ? scores!.score[p] + 0.5 : scores!.score[p]);
    }
    this.give(scores!);
  }

  /**
   * Keys of the products matching every word of `query`, with their relevance (higher is better):
   * a product matched without any typo always scores above one that needed one.
   */
  search(query: string, synonyms?: SynonymSet): Map<string, number> {
    if (this.keys.length !== this.count) throw new Error('This search index answers by position only.');
    const out = new Map<string, number>();
    this.searchPositions(query, synonyms, (at, score) => out.set(this.keys[at], score));
    return out;
  }

  /**
   * For a search that finds nothing: the same words, each one the catalogue lacks replaced by its
   * closest catalogue word (fewest edits, then the most products), when that finds a product
   * `listed` says is listed (by position). Words under 3 letters are kept as typed. Undefined
   * when nothing better is known.
   */
  didYouMean(query: string, listed: (at: number) => boolean): string | undefined {
    const typed = [...new Set(words(query))].slice(0, MAX_QUERY_WORDS);
    if (!typed.length) return undefined;
    let changed = false;
    const fixed = typed.map((q) => {
      if (q.length < MIN_DID_YOU_MEAN_LENGTH || this.expand(q, false).size) return q;
      const max = didYouMeanEdits(q);
      let pick: string | undefined;
      let pickDistance = max + 1;
      let pickCount = 0;
      for (let k = 0; k < this.vocabulary.length; k++) {
        const v = this.vocabulary[k];
        if (Math.abs(v.length - q.length) > max || /^\d+$/.test(v)) continue;
        const d = boundedEditDistance(q, v, v.length, max);
        const count = this.starts[k + 1] - this.starts[k];
        if (d < pickDistance || (d === pickDistance && d <= max && count > pickCount)) {
          pick = v;
          pickDistance = d;
          pickCount = count;
        }
      }
      if (!pick) return q;
      changed = true;
      return pick;
    });
    if (!changed) return undefined;
    const text = fixed.join(' ');
    let lists = false;
    this.searchPositions(text, undefined, (at) => (lists ||= listed(at)));
    return lists ? text : undefined;
  }
}

/** The parts of the index of `products` (see SearchIndex.of). */
function indexParts(products: readonly CatalogueProduct[]): SearchIndexParts {
  const building = new Map<string, { ids: number[]; weights: number[] }>();
  const add = (at: number, text: string, weight: number) => {
    for (const w of words(text)) {
      let posting = building.get(w);
      if (!posting) building.set(w, (posting = { ids: [], weights: [] }));
      const last = posting.ids.length - 1;
      if (last >= 0 && posting.ids[last] === at) {
        if (posting.weights[last] < weight) posting.weights[last] = weight;
      } else {
        posting.ids.push(at);
        posting.weights.push(weight);
      }
    }
  };
  const keys: string[] = [];
  const names: Buffer[] = [];
  const nameStarts = new Int32Array(products.length + 1);
  const nameLetters = new Int32Array(products.length);
  products.forEach((p, at) => {
    const c = p.content;
    keys.push(p.key);
    const name = foldText(c.name);
    names.push(Buffer.from(name));
    nameLetters[at] = letterMask(name);
    nameStarts[at + 1] = nameStarts[at] + names[at].length;
    add(at, c.name, FIELD_WEIGHT.name);
    add(at, c.brand, FIELD_WEIGHT.brand);
    add(at, `${c.subCategory} ${c.group} ${c.mainCategory}`, FIELD_WEIGHT.type);
    const winery = isWine(c.mainCategory) ? c.winery : '';
    add(
      at,
      `${c.country} ${c.state} ${c.subRegion1} ${c.subRegion2} ${c.typeOfGrape} ${c.vintage} ${winery}`,
      FIELD_WEIGHT.other,
    );
  });
  const vocabulary = [...building.keys()].sort();
  const weightValues = Float64Array.from(Object.values(FIELD_WEIGHT));
  const codeOf = new Map(Array.from(weightValues, (w, code) => [w, code]));
  let total = 0;
  for (const w of vocabulary) total += building.get(w)!.ids.length;
  const starts = new Int32Array(vocabulary.length + 1);
  const ids = new Int32Array(total);
  const weights = new Uint8Array(total);
  let at = 0;
  vocabulary.forEach((w, k) => {
    const posting = building.get(w)!;
    starts[k] = at;
    ids.set(posting.ids, at);
    posting.weights.forEach((weight, j) => (weights[at + j] = codeOf.get(weight)!));
    at += posting.ids.length;
  });
  starts[vocabulary.length] = at;
  return {
    vocabulary,
    starts,
    ids,
    weights,
    weightValues,
    keys,
    names: new Uint8Array(Buffer.concat(names)),
    nameStarts,
    nameLetters,
  };
}

/**
 * The letters of a word as bits (a-z one bit each, any other character on one of six shared bits).
 * Turning q into v with d edits removes at most d of q's letters (a swap removes none), so q's bits
 * that v lacks number at most d; a shared bit can only hide a missing letter, never add one.
 */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return mask;
}

function bitCount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Whether a main category is wine (its winery field names the winery). */
function isWine(mainCategory: string): boolean {
  return foldText(mainCategory).trim() === 'wine';
}

/**
 * SearchIndex.didYouMean for a shopper's search text: its words only (a price, size or pack asked
 * for is not offered another spelling); the index is made only when there are words. The warm
 * catalogue and a kept search image both offer through here.
 */
export function didYouMeanFor(
  index: () => SearchIndex,
  text: string,
  listed: (at: number) => boolean,
): string | undefined {
  const query = parseSearchQuery(text).text;
  return query ? index().didYouMean(query, listed) : undefined;
}
