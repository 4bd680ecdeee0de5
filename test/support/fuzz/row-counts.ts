import type { DataSource } from 'typeorm';

/**
 * Watches the row counts of every table (but the excluded ones) of the test database cheaply:
 * statement triggers add the rows each committed INSERT and DELETE touched to a ledger table, so
 * reading the ledger (one small query) tells whether any count moved since the last read.
 * Test database only: the triggers are created on the fuzz suite's own clone.
 */
export async function rowCounter(db: DataSource, excluded: Record<string, string>) {
  const tables: Array<{ name: string }> = await db.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const names = tables.map((t) => t.name).filter((n) => !(n in excluded));
  await db.query(`CREATE TABLE fuzz_row_ledger (
    table_name text PRIMARY KEY, inserted bigint NOT NULL DEFAULT 0, deleted bigint NOT NULL DEFAULT 0)`);
  for (const [kind, transition] of [
    ['inserted', 'new_rows'],
    ['deleted', 'old_rows'],
  ]) {
    await db.query(`CREATE FUNCTION fuzz_count_${kind}() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      BEGIN
        INSERT INTO fuzz_row_ledger AS l (table_name, ${kind})
          SELECT TG_TABLE_NAME, count(*) FROM ${transition} HAVING count(*) > 0
        ON CONFLICT (table_name) DO UPDATE SET ${kind} = l.${kind} + EXCLUDED.${kind};
        RETURN NULL;
      END $$`);
  }
  for (const n of names) {
    await db.query(`CREATE TRIGGER fuzz_inserted AFTER INSERT ON "${n}" REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_inserted()`);
    await db.query(`CREATE TRIGGER fuzz_deleted AFTER DELETE ON "${n}" REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fuzz_count_deleted()`);
  }
  return {
    names,
    /** Rows inserted and deleted so far, per table (`table +inserted -deleted`). */
    async counts(): Promise<Record<string, string>> {
      const rows: Array<{ table_name: string; inserted: string; deleted: string }> = await db.query(
        'SELECT table_name, inserted, deleted FROM fuzz_row_ledger',
      );
      return Object.fromEntries(rows.map((r) => [r.table_name, `+${r.inserted} -${r.deleted}`]));
    },
  };
}

/** Tables whose rows were inserted or deleted between two readings, as `table: +a -b -> +c -d`. */
export function countChanges(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t}: ${before[t] ?? '+0 -0'} -> ${after[t]}`);
}
