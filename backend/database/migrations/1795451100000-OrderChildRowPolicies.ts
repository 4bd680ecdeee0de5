import { MigrationInterface, QueryRunner } from 'typeorm';

const ORDER_CHILD_TABLES = ['order_item', 'order_status_history', 'order_address'] as const;

/**
 * Order lines, addresses and status history follow their order's visibility for reading, changing
 * and deleting. Inserting cannot be checked the same way: an order and its lines are written in one
 * statement (order-writer.ts), and a statement does not see the rows it inserts itself, so the
 * order would not yet be visible to the check. Inserts are bound to an existing order by the
 * foreign key instead, and are made only inside the order's store transaction.
 */
export class OrderChildRowPolicies1795451100000 implements MigrationInterface {
  name = 'OrderChildRowPolicies1795451100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ORDER_CHILD_TABLES) {
      const visible = `EXISTS (SELECT 1 FROM customer_order o WHERE o.id = ${table}.order_id)`;
      await queryRunner.query(`DROP POLICY IF EXISTS store_isolation ON "${table}"`);
      await queryRunner.query(`CREATE POLICY store_isolation ON "${table}" FOR SELECT TO shop_app USING (${visible})`);
      await queryRunner.query(
        `CREATE POLICY store_isolation_update ON "${table}" FOR UPDATE TO shop_app USING (${visible}) WITH CHECK (${visible})`,
      );
      await queryRunner.query(
        `CREATE POLICY store_isolation_delete ON "${table}" FOR DELETE TO shop_app USING (${visible})`,
      );
      await queryRunner.query(
        `CREATE POLICY store_isolation_insert ON "${table}" FOR INSERT TO shop_app WITH CHECK (true)`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ORDER_CHILD_TABLES) {
      const visible = `EXISTS (SELECT 1 FROM customer_order o WHERE o.id = ${table}.order_id)`;
      for (const p of ['store_isolation', 'store_isolation_update', 'store_isolation_delete', 'store_isolation_insert'])
        await queryRunner.query(`DROP POLICY IF EXISTS ${p} ON "${table}"`);
      await queryRunner.query(
        `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (${visible}) WITH CHECK (${visible})`,
      );
    }
  }
}
