import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { canonicalName, mayBeCut } from '../domain/name-similarity';
import { MatchCandidate, MatchQuery, rankSuggestions, RankedSuggestion } from './rank-suggestions';

/** How many same-size candidates pg_trgm hands to the ranking, per way of reading the name. */
const NAME_CANDIDATES = 40;

const COLUMNS = 'id, item_name, size_ml, gtin, brand, pack_type, abv, vintage';

/**
 * The candidates: masters of the size sharing the GTIN, then for each way of reading the store's
 * name (as written, canonical, and for a name the POS may have cut, as the start of a longer one)
 * the nearest names by trigram distance. Each `ORDER BY ... LIMIT` walks the GiST trigram index
 * nearest first (migration BeverageNameKnnIndex) instead of scoring every master of the size; the
 * union holds every candidate the best of the three similarities would rank in its top n.
 */
export const CANDIDATES_SQL = (cut: boolean) => `
  (SELECT ${COLUMNS} FROM beverage WHERE size_ml = $1 AND gtin = $2 LIMIT 20)
  UNION
  (SELECT ${COLUMNS} FROM beverage WHERE size_ml = $1 ORDER BY item_name <-> $3 LIMIT $5)
  UNION
  (SELECT ${COLUMNS} FROM beverage WHERE size_ml = $1 ORDER BY item_name <-> $4 LIMIT $5)${
    cut ? `\n  UNION\n  (SELECT ${COLUMNS} FROM beverage WHERE size_ml = $1 ORDER BY $4 <<-> item_name LIMIT $5)` : ''
  }`;

/**
 * Mapping assist: master products suggested for a store's item. PostgreSQL fetches
 * the candidates (same size only; same GTIN, then the closest names by pg_trgm distance), and
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
    const rows: Array<{
      id: number;
      item_name: string;
      size_ml: number | null;
      gtin: string | null;
      brand: string;
      pack_type: string;
      abv: string | number | null;
      vintage: string | null;
    }> = await this.ds.query(CANDIDATES_SQL(mayBeCut(query.itemName)), [
      query.sizeMl,
      query.gtin ?? '',
      query.itemName.toLowerCase(),
      canonicalName(query.itemName),
      NAME_CANDIDATES,
    ]);
    return rows.map((r) => ({
      id: r.id,
      itemName: r.item_name,
      sizeMl: r.size_ml,
      gtin: r.gtin,
      brand: r.brand || null,
      packType: r.pack_type || null,
      abv: r.abv === null || r.abv === '' ? null : Number(r.abv),
      vintage: r.vintage || null,
    }));
  }
}
