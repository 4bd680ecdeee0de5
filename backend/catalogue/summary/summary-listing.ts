/**
 * A cold store's category listing answered by PostgreSQL from the store's listing summary (see
 * summary-rows.ts): one statement filters the store's summary rows, counts every facet with "all
 * other filters" (as runListing's scan does), takes the price bounds and the page's products in
 * the asked order. Node receives the counts and the page's item ids, not the store.
 *
 * The rules are runListing's, stated over the summary's columns: t, c, b, p, z, s, k below are its
 * T, C, B, P, Z, S, K, and each count uses the same conditions (listing.ts scanListing). A search
 * text, a collection or the legacy vineyard filter is not answered here (the caller reads the
 * store's needed items instead).
 */
import type { ArrayQueryable } from '../array-queryable';
import {
  facetOrder,
  FacetTally,
  ListingQuery,
  ListingResult,
  MAX_BRAND_FACETS,
  queryTerms,
  sizeOrder,
} from '../listing';
import { norm } from '../product-content';
import { CURRENT_SUMMARY } from './summary-store';
import { FACET } from './summary-rows';

/** runListing's answer with the page as item ids (each product's items), not yet as products. */
export type SummaryAnswer = Omit<ListingResult, 'items'> & { pageItemIds: number[][] };

const keys = (values?: string[]) => (values && values.length ? values.map(norm) : null);

/**
 * Whether the summary can answer this query (else the cold store's items are read for it). A
 * search is given as the hits its search image found (search-image.ts), not as searchHits.
 */
export function summaryAnswers(q: ListingQuery): boolean {
  return !q.searchHits && !q.searchScores && !q.collection && !(q.vineyards && q.vineyards.length);
}

/** The listing order's place of a summary row (price_desc is ascending price reversed, ties too). */
const ORDER = `CASE $13::text WHEN 'price_asc' THEN l.price_pos WHEN 'price_desc' THEN -l.price_pos
  WHEN 'newest' THEN l.newest_pos ELSE l.name_pos END`;

/**
 * A search listing's order (listing.ts searchOrder): by price or newest, ties by name rank, then
 * in the hits' order; by relevance, the hits' order ($16: name_pos in ranking order).
 */
const SEARCH_ORDER = `row_number() OVER (ORDER BY
  CASE $13::text WHEN 'price_asc' THEN l.price WHEN 'price_desc' THEN -l.price WHEN 'newest' THEN -l.created ELSE 0 END,
  CASE WHEN $13::text IN ('price_asc', 'price_desc', 'newest') THEN l.name_rank ELSE 0 END, h.hit)`;
const SEARCH_HITS = `JOIN unnest($16::int[]) WITH ORDINALITY AS h(pos, hit) ON h.pos = l.name_pos`;

const ids = (kind: string, param: string) =>
  `CASE WHEN ${param}::text[] IS NULL THEN NULL
     ELSE ARRAY(SELECT f.id FROM catalogue_facet f WHERE f.store_id = $1 AND f.kind = '${kind}' AND f.key = ANY(${param}::text[])) END`;
const one = (kind: string) =>
  `coalesce((SELECT f.id FROM catalogue_facet f WHERE f.store_id = $1 AND f.kind = '${kind}' AND f.key = $4), -1)`;

const sqlOf = (search: boolean) => `
WITH q AS (
  SELECT
    (SELECT f.id FROM catalogue_facet f WHERE f.store_id = $1 AND f.kind = '${FACET.category}' AND f.key = $3) AS cat,
    ${one(FACET.type)} AS sub_t, ${one(FACET.brand)} AS sub_b, ${one(FACET.country)} AS sub_n,
    EXISTS (SELECT 1 FROM catalogue_facet f WHERE f.store_id = $1 AND f.kind = '${FACET.type}' AND f.key = $4 AND f.is_item) AS sub_item,
    ${ids(FACET.type, '$5')} AS types,
    ARRAY(SELECT f.id FROM catalogue_facet f WHERE f.store_id = $1 AND f.kind = '${FACET.type}' AND f.is_item) AS item_types,
    ${ids(FACET.country, '$6')} AS countries,
    ${ids(FACET.brand, '$7')} AS brands,
    ${ids(FACET.sizeKey, '$8')} AS sizes
  FROM catalogue_summary s WHERE ${CURRENT_SUMMARY}
),
r AS MATERIALIZED (
  SELECT l.name_pos, l.price, l.sub, l.grp, l.country, l.brand, l.on_sale, l.in_stock, l.size_keys, l.size_shown,
    ${search ? SEARCH_ORDER : ORDER} AS ord,
    (q.types IS NULL OR l.sub = ANY(q.types) OR (l.grp = ANY(q.types) AND NOT l.grp = ANY(q.item_types))) AS t,
    (q.countries IS NULL OR l.country = ANY(q.countries)) AS c,
    (q.brands IS NULL OR l.brand = ANY(q.brands)) AS b,
    (($11::float8 IS NULL OR l.price >= $11) AND ($12::float8 IS NULL OR l.price <= $12)) AS p,
    (q.sizes IS NULL OR l.size_keys && q.sizes) AS z,
    (NOT $9::bool OR l.on_sale) AS s,
    (NOT $10::bool OR l.in_stock) AS k
  FROM q JOIN catalogue_listing l ON l.store_id = $1 ${search ? SEARCH_HITS : ''}
  WHERE ($3::text IS NULL OR (q.cat IS NOT NULL AND q.cat = ANY(l.tokens)))
    AND ($4::text IS NULL OR l.sub = q.sub_t OR (NOT q.sub_item AND l.grp = q.sub_t)
         OR l.brand = q.sub_b OR l.country = q.sub_n)
),
-- Types, countries and brands counted in one pass, each with every filter but its own.
counted AS (
  SELECT CASE WHEN grouping(sub) = 0 THEN '${FACET.type}' WHEN grouping(country) = 0 THEN '${FACET.country}'
              ELSE '${FACET.brand}' END::"char" AS kind,
         coalesce(sub, country, brand) AS id,
         CASE WHEN grouping(sub) = 0 THEN count(*) FILTER (WHERE c AND b AND p AND z AND s AND k)
              WHEN grouping(country) = 0 THEN count(*) FILTER (WHERE t AND b AND p AND z AND s AND k)
              ELSE count(*) FILTER (WHERE t AND c AND p AND z AND s AND k) END AS n
    FROM r GROUP BY GROUPING SETS ((sub), (country), (brand))
)
SELECT
  EXISTS (SELECT 1 FROM q) AS current,
  (SELECT json_agg(json_build_array(f.kind, f.key, f.value, x.n))
     FROM counted x JOIN catalogue_facet f ON f.store_id = $1 AND f.kind = x.kind AND f.id = x.id WHERE x.n > 0) AS facets,
  -- Per size, its count and the text of its first occurrence in the listing order.
  (SELECT json_agg(json_build_array(shown.value, x.n))
     FROM (SELECT key, count(*) AS n, (min(ARRAY[ord, shown]))[2] AS shown
             FROM (SELECT unnest(size_keys) AS key, unnest(size_shown) AS shown, ord FROM r
                    WHERE t AND c AND b AND p AND s AND k) z
            GROUP BY key) x
     JOIN catalogue_facet shown ON shown.store_id = $1 AND shown.kind = '${FACET.sizeShown}' AND shown.id = x.shown) AS sizes,
  (SELECT json_build_array(
      min(price) FILTER (WHERE t AND c AND b AND z AND s AND k),
      max(price) FILTER (WHERE t AND c AND b AND z AND s AND k),
      count(*) FILTER (WHERE t AND c AND b AND p AND z AND s AND k),
      count(*) FILTER (WHERE t AND c AND b AND p AND z AND k AND on_sale),
      count(*) FILTER (WHERE t AND c AND b AND p AND z AND s AND in_stock)) FROM r) AS counts,
  (SELECT json_agg(l.item_ids ORDER BY x.ord)
     FROM (SELECT name_pos, ord FROM r WHERE t AND c AND b AND p AND z AND s AND k ORDER BY ord LIMIT $14 OFFSET $15) x
     JOIN catalogue_listing l ON l.store_id = $1 AND l.name_pos = x.name_pos) AS page`;
const SQL = sqlOf(false);
const SEARCH_SQL = sqlOf(true);

type Row = [
  boolean,
  [string, string, string, number][] | null,
  [string, number][] | null,
  [number | null, number | null, number, number, number],
  number[][] | null,
];

/**
 * The listing of a cold store from its summary, or undefined when the store has no current
 * summary (see summary-store.ts). `today` is the store's day; `hits`, for a search, the listed
 * products it found as name_pos in ranking order.
 */
export async function summaryListing(
  client: ArrayQueryable,
  storeId: number,
  today: string,
  q: ListingQuery,
  hits?: number[],
): Promise<SummaryAnswer | undefined> {
  const { category, subFilter, sizes, minPriceCents, maxPriceCents } = queryTerms(q);
  const brands = keys(q.brands);
  const { rows } = await client.query({
    // Prepared once per connection: planning the statement costs about as much as running it.
    name: hits ? 'catalogue-summary-search' : 'catalogue-summary-listing',
    text: hits ? SEARCH_SQL : SQL,
    values: [
      storeId,
      today,
      category ?? null,
      subFilter ?? null,
      keys(q.types),
      keys(q.countries),
      brands,
      sizes ?? null,
      !!q.onSale,
      !!q.inStock,
      minPriceCents ?? null,
      maxPriceCents ?? null,
      q.sort,
      q.pageSize,
      (q.page - 1) * q.pageSize,
      ...(hits ? [hits] : []),
    ],
    rowMode: 'array',
  });
  const [current, facetRows, sizeRows, counts, page] = rows[0] as Row;
  if (!current) return undefined;
  const ticked = new Set(brands ?? []);
  const tallies: Record<string, FacetTally[]> = { [FACET.type]: [], [FACET.country]: [], [FACET.brand]: [] };
  for (const [kind, key, value, count] of facetRows ?? [])
    tallies[kind].push({ key, value, count, ticked: kind === FACET.brand && ticked.has(key) });
  const [lo, hi, total, onSale, inStock] = counts;
  return {
    pageItemIds: page ?? [],
    total,
    page: q.page,
    pageSize: q.pageSize,
    facets: {
      types: facetOrder(tallies[FACET.type]),
      countries: facetOrder(tallies[FACET.country]),
      brands: facetOrder(tallies[FACET.brand], MAX_BRAND_FACETS),
      sizes: sizeOrder((sizeRows ?? []).map(([value, count]) => ({ value, count }))),
      onSale,
      inStock,
      minPriceCents: lo ?? 0,
      maxPriceCents: hi ?? 0,
    },
  };
}
