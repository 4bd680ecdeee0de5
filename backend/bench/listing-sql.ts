/**
 * The storefront listing written as one SQL statement: the same grouping into products, the same
 * displayPrice (spec 4 price selection and sale window), filters, facet counts ("all other
 * filters") and page, with every size of the page's products. The benchmark times it straight
 * through `pg` to show what the in-memory catalogue saves; an e2e test checks both agree.
 */
import { currentPriceSql } from '../domain/pricing-sql';

export interface SqlListingParams {
  storeId: number;
  today: string;
  category?: string;
  subCategory?: string;
  types?: string[];
  countries?: string[];
  brands?: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  sort: 'price_asc' | 'price_desc' | 'newest' | 'relevance';
  page: number;
  pageSize: number;
}

const ORDER: Record<SqlListingParams['sort'], string> = {
  price_asc: 'display ASC, name ASC',
  price_desc: 'display DESC, name ASC',
  newest: 'created DESC, name ASC',
  relevance: 'name ASC',
};

export const LISTING_SQL = (sort: SqlListingParams['sort']) => `
WITH it AS (
  SELECT i.id, i.item_number, i.size_description, i.pack_type, i.pack_quantity, i.case_quantity, i.is_available, i.available_to_sell, i.created_date,
         coalesce(b.item_name, i.item_description) AS name,
         CASE WHEN b.id IS NULL THEN 'i|' || i.id
              ELSE 'f|' || lower(trim(b.item_name)) || '|' || lower(trim(b.brand)) || '|' || lower(trim(b.vintage)) || '|' || lower(trim(b.main_category))
                   || '|' || lower(trim(coalesce(nullif(b.final_category, ''), b.sub_category_1))) || '|' || lower(trim(b.country)) END AS pkey,
         lower(CASE WHEN b.id IS NULL THEN i.main_category ELSE b.main_category END) AS main,
         lower(CASE WHEN b.id IS NULL THEN i.sub_category ELSE coalesce(nullif(b.final_category, ''), b.sub_category_1) END) AS sub,
         lower(CASE WHEN b.id IS NULL THEN i.sub_category ELSE b.sub_category_1 END) AS grp,
         lower(CASE WHEN b.id IS NULL THEN i.brand ELSE b.brand END) AS brand,
         lower(CASE WHEN b.id IS NULL THEN i.country_of_origin ELSE b.country END) AS country,
         ${currentPriceSql('i', '$2::date')} AS current_cents
    FROM inventory_item i
    LEFT JOIN beverage b ON b.id = i.beverage_id
   WHERE i.store_id = $1
), p AS (
  SELECT pkey, min(current_cents) FILTER (WHERE is_available AND current_cents > 0) AS display, max(created_date) AS created,
         min(lower(name)) AS name, min(main) AS main, min(sub) AS sub, min(grp) AS grp, min(brand) AS brand, min(country) AS country
    FROM it GROUP BY pkey
), f AS (
  SELECT p.*,
         ($5::text[] IS NULL OR sub = ANY($5) OR grp = ANY($5)) AS t,
         ($6::text[] IS NULL OR country = ANY($6)) AS c,
         ($7::text[] IS NULL OR brand = ANY($7)) AS b,
         (display >= coalesce($8::int, 0) AND display <= coalesce($9::int, 2147483647)) AS pr
    FROM p
   WHERE display > 0
     AND ($3::text IS NULL OR main = $3 OR grp = $3 OR sub = $3)
     AND ($4::text IS NULL OR $4 = $3 OR sub = $4 OR grp = $4 OR brand = $4 OR country = $4)
), page AS (
  SELECT pkey, name, display, created FROM f WHERE t AND c AND b AND pr ORDER BY ${ORDER[sort]} LIMIT $10 OFFSET $11
)
SELECT (SELECT count(*)::int FROM f WHERE t AND c AND b AND pr) AS total,
       (SELECT json_agg(json_build_object('key', page.pkey, 'name', page.name, 'displayPriceCents', page.display,
               'sizes', (SELECT json_agg(json_build_object('itemNumber', it.item_number, 'size', it.size_description, 'packType', it.pack_type,
                                                           'packSize', it.pack_quantity, 'caseSize', it.case_quantity, 'currentCents', it.current_cents,
                                                           'isAvailable', it.is_available, 'availableToSell', it.available_to_sell))
                           FROM it WHERE it.pkey = page.pkey)) ORDER BY ${ORDER[sort]
                             .replace(/name/g, 'page.name')
                             .replace(/display/g, 'page.display')
                             .replace(/created/g, 'page.created')})
          FROM page) AS items,
       (SELECT coalesce(json_agg(x ORDER BY x.count DESC, x.value), '[]') FROM (SELECT sub AS value, count(*)::int AS count FROM f WHERE c AND b AND pr AND sub <> '' GROUP BY sub) x) AS types,
       (SELECT coalesce(json_agg(x ORDER BY x.count DESC, x.value), '[]') FROM (SELECT country AS value, count(*)::int AS count FROM f WHERE t AND b AND pr AND country <> '' GROUP BY country) x) AS countries,
       (SELECT coalesce(json_agg(x ORDER BY x.count DESC, x.value), '[]') FROM (SELECT brand AS value, count(*)::int AS count FROM f WHERE t AND c AND pr AND brand <> '' GROUP BY brand) x) AS brands,
       (SELECT min(display) FROM f WHERE t AND c AND b) AS min_price_cents,
       (SELECT max(display) FROM f WHERE t AND c AND b) AS max_price_cents`;

const lowerList = (list?: string[]) => (list && list.length ? list.map((s) => s.trim().toLowerCase()) : null);

export function listingSqlParams(p: SqlListingParams): unknown[] {
  let min = p.minPriceCents;
  let max = p.maxPriceCents;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return [
    p.storeId,
    p.today,
    p.category ? p.category.trim().toLowerCase() : null,
    p.subCategory ? p.subCategory.trim().toLowerCase() : null,
    lowerList(p.types),
    lowerList(p.countries),
    lowerList(p.brands),
    min ?? null,
    max ?? null,
    p.pageSize,
    (p.page - 1) * p.pageSize,
  ];
}
