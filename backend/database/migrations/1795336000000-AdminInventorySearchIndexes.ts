import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin inventory list searches `item_description ILIKE '%text%' OR item_number = text OR
 * upc = text` within one store: a trigram index serves the substring, a (store, upc) index the barcode.
 */
export class AdminInventorySearchIndexes1795336000000 implements MigrationInterface {
  name = 'AdminInventorySearchIndexes1795336000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_inventory_item_description_trgm" ON "inventory_item" USING gin ("item_description" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_inventory_item_store_upc" ON "inventory_item" ("store_id", "upc")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "idx_inventory_item_store_upc"`);
    await queryRunner.query(`DROP INDEX IF EXISTS "idx_inventory_item_description_trgm"`);
  }
}
