import type { DataSource } from 'typeorm';

/**
 * Makes the commit of any transaction that records a refund with this reason fail (a deferred
 * check, run at COMMIT, so everything before it, the processor's refund included, has happened).
 * Returns what takes the check away again.
 */
export async function failRefundCommits(db: DataSource, reason: string): Promise<() => Promise<void>> {
  await db.query(`CREATE OR REPLACE FUNCTION test_refund_commit_fails() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'the commit failed'; END $$`);
  await db.query(`CREATE CONSTRAINT TRIGGER test_refund_commit_fails AFTER INSERT ON order_refund
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.reason = ${quoted(reason)})
    EXECUTE FUNCTION test_refund_commit_fails()`);
  return async () => {
    await db.query('DROP TRIGGER test_refund_commit_fails ON order_refund');
    await db.query('DROP FUNCTION test_refund_commit_fails()');
  };
}

/** A text as an SQL literal (DDL takes no parameters). */
const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`;
