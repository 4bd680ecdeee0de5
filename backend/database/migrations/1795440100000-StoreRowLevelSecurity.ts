import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables with a store_id: a row belongs to exactly that store. */
export const STORE_OWNED_TABLES = [
  'inventory_item',
  'customer_order',
  'payment_transaction',
  'shipping_rate',
  'pending_item',
  'inventory_import',
  'audit_entry',
  'web_config',
] as const;

/** Tables whose rows belong to an order (no store_id of their own): they follow their order. */
export const ORDER_CHILD_TABLES = ['order_item', 'order_status_history', 'order_address'] as const;

const STORE_OF_TRANSACTION = `NULLIF(current_setting('app.store_id', true), '')::int`;

/**
 * Row-level security on every store-owned table, the second wall behind StoreDb (backend/tenants):
 *
 * - role `shop_app` (the app's pool runs as it) sees and writes a row only when its store_id is
 *   the transaction's `app.store_id` (set by StoreDb.run with SET LOCAL); with none set, no row;
 * - role `shop_bypass` (StoreDb.bypass takes it for one transaction, for a named reason) sees all.
 *
 * Each role has its own policy (no OR inside a policy), so the store_id indexes still serve the
 * filter. Order lines, addresses and status history follow their order's visibility.
 *
 * Roles belong to the whole PostgreSQL server, not to one database, and several databases (test
 * databases, a second shop) may run this migration at the same moment: creating them tolerates
 * "already exists" from a concurrent run. The user running the migrations needs CREATEROLE, or the
 * roles are created beforehand (see docs/architecture.md) and granted to it.
 */
export class StoreRowLevelSecurity1795440100000 implements MigrationInterface {
  name = 'StoreRowLevelSecurity1795440100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DO $roles$
      DECLARE r text;
      BEGIN
        FOREACH r IN ARRAY ARRAY['shop_app', 'shop_bypass'] LOOP
          IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = r) THEN
            BEGIN
              EXECUTE format('CREATE ROLE %I NOLOGIN', r);
            EXCEPTION WHEN duplicate_object OR unique_violation THEN
              NULL; -- created at this moment by a migration in another database
            END;
          END IF;
          IF NOT pg_has_role(current_user, r, 'MEMBER') THEN
            BEGIN
              EXECUTE format('GRANT %I TO %I', r, current_user);
            EXCEPTION WHEN unique_violation THEN
              NULL;
            END;
          END IF;
        END LOOP;
      END $roles$`);
    await queryRunner.query(`
      DO $grants$
      BEGIN
        EXECUTE format('GRANT USAGE ON SCHEMA %I TO shop_app, shop_bypass', current_schema());
        EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO shop_app, shop_bypass', current_schema());
        EXECUTE format('GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA %I TO shop_app, shop_bypass', current_schema());
        EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO shop_app, shop_bypass', current_schema());
        EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO shop_app, shop_bypass', current_schema());
      END $grants$`);

    for (const table of STORE_OWNED_TABLES) {
      await this.protect(queryRunner, table, `store_id = ${STORE_OF_TRANSACTION}`);
    }
    for (const table of ORDER_CHILD_TABLES) {
      await this.protect(queryRunner, table, `EXISTS (SELECT 1 FROM customer_order o WHERE o.id = ${table}.order_id)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...STORE_OWNED_TABLES, ...ORDER_CHILD_TABLES]) {
      await queryRunner.query(`DROP POLICY IF EXISTS store_isolation ON "${table}"`);
      await queryRunner.query(`DROP POLICY IF EXISTS store_bypass ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" NO FORCE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" DISABLE ROW LEVEL SECURITY`);
    }
    // The roles stay: they belong to the server, and other databases may use them.
  }

  private async protect(queryRunner: QueryRunner, table: string, rule: string): Promise<void> {
    await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
    await queryRunner.query(
      `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (${rule}) WITH CHECK (${rule})`,
    );
    await queryRunner.query(`CREATE POLICY store_bypass ON "${table}" TO shop_bypass USING (true) WITH CHECK (true)`);
  }
}
