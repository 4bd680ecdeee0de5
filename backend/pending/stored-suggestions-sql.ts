/**
 * The statements of the kept suggestions (stored-suggestions.ts, table match_suggestion).
 * master_catalogue_version holds one number that every committed change to the master catalogue
 * bumps; a kept suggestion is valid only at the number it was ranked at.
 */

/**
 * The catalogue's version (always one row), with the items' kept suggestions ranked at that
 * version ($1: pending item ids; $2: with the whole ranked lists, or only the tops).
 */
export const KEPT_SQL = `
  WITH v AS (SELECT version::text AS version FROM master_catalogue_version)
  SELECT v.version, s.pending_item_id, s.query_key, s.beverage_id, s.confirmed, s.score,
         CASE WHEN $2::boolean THEN s.ranked END AS ranked
    FROM v LEFT JOIN match_suggestion s
      ON s.pending_item_id = ANY($1::int[]) AND s.catalogue_version = v.version::bigint`;

/**
 * Keeps ranked suggestions, one upsert for any number ($1: store id; $2: a JSON array of
 * {p: pending item id, n, s, g: its name, size and barcode, b, c, sc: the top's master, confirmed
 * and score, k: the query key, r: the ranked list}; $3: the catalogue version they were ranked at).
 * A row kept meanwhile at a newer version, or at the same version for the same inputs, stays: the
 * background ranking and a request may rank the same item at once, and the later of the two must
 * neither put an older ranking back nor write the same one again.
 */
export const KEEP_SQL = `
  INSERT INTO match_suggestion (pending_item_id, store_id, item_name, size_ml, gtin, beverage_id, confirmed, score,
                                query_key, catalogue_version, ranked, computed_at)
  SELECT x.p, $1, x.n, x.s, x.g, x.b, x.c, x.sc, x.k, $3::bigint, x.r, now()
    FROM jsonb_to_recordset($2::jsonb) AS x(p int, n varchar, s int, g varchar, b int, c boolean, sc real, k text, r jsonb)
  ON CONFLICT (pending_item_id) DO UPDATE SET item_name = EXCLUDED.item_name, size_ml = EXCLUDED.size_ml,
    gtin = EXCLUDED.gtin, beverage_id = EXCLUDED.beverage_id, confirmed = EXCLUDED.confirmed, score = EXCLUDED.score,
    query_key = EXCLUDED.query_key, catalogue_version = EXCLUDED.catalogue_version, ranked = EXCLUDED.ranked,
    computed_at = EXCLUDED.computed_at
   WHERE coalesce(match_suggestion.catalogue_version, 0) < EXCLUDED.catalogue_version
      OR (match_suggestion.catalogue_version = EXCLUDED.catalogue_version
          AND match_suggestion.query_key IS DISTINCT FROM EXCLUDED.query_key)`;

/**
 * Open items of every store that could be bulk accepted (barcode and size known) whose kept
 * suggestion is missing or stale ($1: at most this many), for the background ranking.
 */
export const STALE_FOR_WARMING_SQL = `
  SELECT p.id FROM pending_item p LEFT JOIN match_suggestion s ON s.pending_item_id = p.id
   WHERE p.is_review_pending AND p.gtin IS NOT NULL AND p.size_ml IS NOT NULL
     AND (s.pending_item_id IS NULL OR s.item_name <> p.item_name OR s.size_ml IS DISTINCT FROM p.size_ml
          OR s.gtin IS DISTINCT FROM p.gtin
          OR s.catalogue_version IS DISTINCT FROM (SELECT version FROM master_catalogue_version))
   ORDER BY p.id LIMIT $1`;
