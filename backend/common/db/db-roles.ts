/**
 * The PostgreSQL roles the app works as (created by the StoreRowLevelSecurity migration).
 *
 * - `shop_app`: every pool connection of the app runs as this role. Row-level security on the
 *   store-owned tables lets it see and write only the rows of the store set for the transaction
 *   (`app.store_id`, see StoreDb.run); with no store set it sees none.
 * - `shop_bypass`: taken for one transaction (`SET LOCAL ROLE`) by an explicit, named bypass
 *   (StoreDb.bypass): super-admin screens, the catalogue loader, background workers.
 *
 * The connecting user (the database owner) runs the migrations and must be able to take both
 * roles (it creates them, or they are created beforehand and granted to it).
 */
export const APP_DB_ROLE = 'shop_app';
export const BYPASS_DB_ROLE = 'shop_bypass';

/** The setting that holds the transaction's store id (read by the row-level security policies). */
export const STORE_SETTING = 'app.store_id';

/** The libpq start-up option that makes a connection run as `role` from its first statement. */
export function connectAsRole(role: typeof APP_DB_ROLE | typeof BYPASS_DB_ROLE): string {
  return `-c role=${role}`;
}
