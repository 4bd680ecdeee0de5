/**
 * Search synonyms ("jd" -> Jack Daniel's, "bourbon" <-> "whiskey" where wanted), managed
 * by super-admins and applied to the storefront search of every store (search-index.ts, and the
 * cold path's SQL in cold-query.ts). A rule has a term and its synonyms: searching the term also
 * finds what its synonyms find; a two-way rule makes all of them equivalent (each finds what the
 * others find).
 */
import { words } from './search-text';

export interface SynonymRule {
  term: string;
  synonyms: string[];
  twoWay: boolean;
}

/** The rules as the search applies them: folded phrase -> the other phrases it also means (as words). */
export interface SynonymSet {
  /** Changes whenever the rules change (cache keys). */
  version: string;
  byPhrase: Map<string, string[][]>;
  /** The most words in a phrase that has synonyms. */
  maxWords: number;
}

export const NO_SYNONYMS: SynonymSet = { version: '0', byPhrase: new Map(), maxWords: 0 };

export function synonymSet(rules: readonly SynonymRule[], version: string): SynonymSet {
  const byPhrase = new Map<string, string[][]>();
  let maxWords = 0;
  const link = (from: string[], to: string[]) => {
    if (!from.length || !to.length) return;
    const key = from.join(' ');
    if (key === to.join(' ')) return;
    const list = byPhrase.get(key) ?? [];
    if (!list.some((l) => l.join(' ') === to.join(' '))) list.push(to);
    byPhrase.set(key, list);
    maxWords = Math.max(maxWords, from.length);
  };
  for (const r of rules) {
    const phrases = [r.term, ...r.synonyms].map((t) => words(t));
    // One-way: the term means each synonym. Two-way: all of them mean each other.
    for (let i = 0; i < (r.twoWay ? phrases.length : 1); i++)
      for (let j = 0; j < phrases.length; j++) if (i !== j) link(phrases[i], phrases[j]);
  }
  return { version, byPhrase, maxWords };
}
