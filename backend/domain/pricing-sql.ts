/**
 * The pricing rules of pricing.ts written as SQL over inventory_item columns, for filters and sorts
 * that run in PostgreSQL (admin inventory list, the benchmark's listing query). Nowhere else is a
 * price rule written in SQL. test/e2e/pricing-sql.e2e-spec.ts checks every expression here against
 * the TypeScript rule on random items in PostgreSQL (fast-check), so the two cannot drift apart.
 *
 * `alias` is the inventory_item table alias; `today` is a SQL expression for the store's today as a
 * date (a bound parameter such as ':today' or '$2::date').
 */

/** Spec 4 price selection over one set of (unit, pack, case) price columns: pricing.ts selectPrice. */
function selectPriceSql(alias: string, unit: string, pack: string, kase: string): string {
  const a = (column: string) => `${alias}.${column}`;
  return `(CASE
  WHEN ${a('pack_quantity')} = 1 OR ${a(unit)} > 0 THEN ${a(unit)}
  WHEN ${a('pack_quantity')} > 1 AND ${a(pack)} > 0 AND ${a('case_quantity')} <> ${a('pack_quantity')} THEN ${a(pack)}
  WHEN ${a('pack_quantity')} > 1 AND ${a(kase)} > 0 AND ${a('case_quantity')} = ${a('pack_quantity')} THEN ${a(kase)}
  ELSE 0 END)`;
}

/** regularPriceCents */
export function regularPriceSql(alias = 'i'): string {
  return selectPriceSql(alias, 'unit_price_cents', 'pack_price_cents', 'case_price_cents');
}

/** salePriceCents */
export function salePriceSql(alias = 'i'): string {
  return selectPriceSql(alias, 'unit_sale_price_cents', 'pack_sale_price_cents', 'case_sale_price_cents');
}

/** isOnSale: the sale window holds today (never NULL, so NOT (...) is its exact opposite). */
export function isOnSaleSql(alias: string, today: string): string {
  return `(${alias}.date_sale_ends IS NOT NULL AND ${alias}.date_sale_ends >= ${today}
  AND (${alias}.date_sale_starts IS NULL OR ${alias}.date_sale_starts <= ${today}))`;
}

/** currentPriceCents: the sale price while on sale, above 0 and below the regular price (or no regular price), else the regular price. */
export function currentPriceSql(alias: string, today: string): string {
  const sale = salePriceSql(alias);
  const regular = regularPriceSql(alias);
  return `(CASE WHEN ${isOnSaleSql(alias, today)} AND ${sale} > 0 AND (${regular} = 0 OR ${sale} < ${regular}) THEN ${sale}
  ELSE ${regular} END)`;
}

/**
 * hasActiveSale, the record's `onSale`: on sale, and the sale price is above 0 and below the
 * regular price (a "sale" that does not lower the price is not one). Never NULL.
 */
export function hasActiveSaleSql(alias: string, today: string): string {
  return `(${isOnSaleSql(alias, today)} AND ${salePriceSql(alias)} > 0 AND ${salePriceSql(alias)} < ${regularPriceSql(alias)})`;
}
