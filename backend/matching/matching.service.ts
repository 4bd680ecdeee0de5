import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { canonicalName, mayBeCut } from '../domain/name-similarity';
import { MatchCandidate, MatchQuery, rankSuggestions, RankedSuggestion } from './rank-suggestions';

/** How many same-size candidates pg_trgm hands to the ranking. */
const NAME_CANDIDATES = 40;

/**
 * Mapping assist: master products suggested for a store's item. PostgreSQL fetches
 * the candidates (same size only; same GTIN, then the closest names by pg_trgm similarity), and
 * `rankSuggestions` orders them with the reason shown to the super-admin.
 */
@Injectable()
export class MatchingService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async suggest(query: MatchQuery, limit = 5): Promise<RankedSuggestion[]> {
    if (query.sizeMl === null) return [];
    return rankSuggestions(query, await this.candidates(query), limit);
  }

  async candidates(query: MatchQuery): Promise<MatchCandidate[]> {
    const raw = query.itemName.toLowerCase();
    const canon = canonicalName(query.itemName);
    // A name cut by the POS is the start of the master's: word_similarity finds it inside the longer name.
    const cutTerm = mayBeCut(query.itemName) ? ', word_similarity($4, item_name)' : '';
    const rows: Array<{
      id: number;
      item_name: string;
      size_ml: number | null;
      gtin: string | null;
      brand: string;
      pack_type: string;
    }> = await this.ds.query(
      `(SELECT id, item_name, size_ml, gtin, brand, pack_type FROM beverage WHERE size_ml = $1 AND gtin = $2 LIMIT 20)
       UNION
       (SELECT id, item_name, size_ml, gtin, brand, pack_type FROM beverage WHERE size_ml = $1
         ORDER BY greatest(similarity(item_name, $3), similarity(item_name, $4)${cutTerm}) DESC, id LIMIT $5)`,
      [query.sizeMl, query.gtin ?? '', raw, canon, NAME_CANDIDATES],
    );
    return rows.map((r) => ({
      id: r.id,
      itemName: r.item_name,
      sizeMl: r.size_ml,
      gtin: r.gtin,
      brand: r.brand || null,
      packType: r.pack_type || null,
    }));
  }
}
