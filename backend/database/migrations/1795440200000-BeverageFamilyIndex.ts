import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A store whose catalogue snapshot is not in memory reads a product's other sizes straight from
 * the database (backend/catalogue/cold-query.ts): the master beverages of one family share the
 * item name, found through this index, then the store's items through inventory_item.beverage_id.
 */
export class BeverageFamilyIndex1795440200000 implements MigrationInterface {
  name = 'BeverageFamilyIndex1795440200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_beverage_family_name" ON "beverage" (lower(btrim("item_name", E' \\t\\r\\n')))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "idx_beverage_family_name"`);
  }
}
