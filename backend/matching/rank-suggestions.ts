import { nameSimilarity } from '../domain/name-similarity';

/** What we know of the store's item. */
export interface MatchQuery {
  itemName: string;
  sizeMl: number | null;
  gtin: string | null;
  brand?: string | null;
}

/** A master product fetched as a possible match. */
export interface MatchCandidate {
  id: number;
  itemName: string;
  sizeMl: number | null;
  gtin: string | null;
  brand?: string | null;
}

export interface RankedSuggestion {
  beverageId: number;
  /** 0..1, best first. */
  score: number;
  /** Why it is suggested: 'same UPC and size', '92 % name match, same size'. */
  reason: string;
  sameUpc: boolean;
  nameMatch: number;
}

/** A name-only suggestion needs at least this much name similarity. */
export const MIN_NAME_MATCH = 0.7;
/**
 * A barcode match must still look like the same product: the Iowa catalogue alone has 1,209
 * barcodes shared by different products of one size (gift packs reuse the bottle's UPC).
 */
export const MIN_NAME_MATCH_WITH_UPC = 0.6;

const percent = (x: number) => `${Math.round(x * 100)} %`;

/**
 * Ranks candidates for a store item. Never suggests another size (nor anything when the size is
 * unknown). A same-UPC-and-size candidate scores 0.5 + half its name match, so a barcode shared by
 * an unrelated product loses to a candidate whose name really matches.
 */
export function rankSuggestions(query: MatchQuery, candidates: MatchCandidate[], limit = 5): RankedSuggestion[] {
  if (query.sizeMl === null) return [];
  const seen = new Set<number>();
  const ranked: RankedSuggestion[] = [];
  for (const c of candidates) {
    if (seen.has(c.id) || c.sizeMl !== query.sizeMl) continue;
    seen.add(c.id);
    const nameMatch = nameSimilarity(query.itemName, c.itemName);
    const brandMatch = query.brand && c.brand ? nameSimilarity(query.brand, c.brand) : null;
    const sameUpc = !!query.gtin && query.gtin === c.gtin;
    let score: number;
    let reason: string;
    if (sameUpc) {
      if (nameMatch < MIN_NAME_MATCH_WITH_UPC) continue;
      score = 0.5 + 0.5 * nameMatch;
      reason = nameMatch >= 0.8 ? 'same UPC and size' : `same UPC and size, ${percent(nameMatch)} name match`;
    } else {
      if (nameMatch < MIN_NAME_MATCH) continue;
      // Below a barcode match with the same name: the barcode is the stronger evidence.
      score = 0.95 * nameMatch;
      reason = `${percent(nameMatch)} name match, same size`;
    }
    if (brandMatch !== null && brandMatch >= 0.6) {
      // Only ever a small bonus: stores often send the supplier where we keep the brand.
      score = Math.min(1, score + 0.03);
      reason += ', same brand';
    }
    ranked.push({ beverageId: c.id, score: Math.round(score * 1000) / 1000, reason, sameUpc, nameMatch });
  }
  ranked.sort((a, b) => b.score - a.score || b.nameMatch - a.nameMatch || a.beverageId - b.beverageId);
  return ranked.slice(0, limit);
}
