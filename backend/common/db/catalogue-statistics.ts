/**
 * Fresh planner statistics for the catalogue and the mapping queue (beverage, inventory_item,
 * pending_item), through the migration's SECURITY DEFINER function: the app's and the loader's
 * roles do not own the tables, and a plain ANALYZE from them is skipped with a warning. Without
 * them the planner misjudges how many masters share a size and skips the trigram index.
 */
export async function refreshCatalogueStatistics(db: { query: (sql: string) => Promise<unknown> }): Promise<void> {
  await db.query('SELECT refresh_catalogue_statistics()');
}
