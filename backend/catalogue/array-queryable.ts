/**
 * A database connection the catalogue reads array rows through (the driver's connection of a
 * StoreDb transaction, or a pool in the bench and tests).
 */
export interface ArrayQueryable {
  query(config: { name?: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
}
