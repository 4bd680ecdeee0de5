/**
 * Fast bulk inserts: one `INSERT ... SELECT * FROM unnest($1::t[], $2::t[], ...)` per chunk, so a
 * few thousand rows cost one round trip instead of one each.
 */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<any>;
}

export type Column = [name: string, pgType: string];

export async function insertMany(
  db: Queryable,
  table: string,
  columns: Column[],
  rows: unknown[][],
  options: { returning?: string; onConflict?: string; chunk?: number; onChunk?: (done: number) => void } = {},
): Promise<any[]> {
  const chunk = options.chunk ?? 2000;
  const names = columns.map(([n]) => `"${n}"`).join(', ');
  const unnest = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
  const sql = `INSERT INTO "${table}" (${names}) SELECT * FROM unnest(${unnest}) ${options.onConflict ?? ''} ${options.returning ? `RETURNING ${options.returning}` : ''}`;
  const out: any[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const params = columns.map((_, c) => part.map((row) => row[c] ?? null));
    const result = await db.query(sql, params);
    if (options.returning) out.push(...(Array.isArray(result) ? result : (result?.rows ?? [])));
    options.onChunk?.(part.length);
  }
  return out;
}
