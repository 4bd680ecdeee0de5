import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An item's sales tax percent becomes nullable: null is "the store's rate" and 0 is "tax exempt".
 * Before, 0 stood for the store's rate (so no item could be exempt), so every item holding 0 today
 * moves to null and keeps the tax it was charged. New items get null (the store's rate).
 */
export class ItemTaxStoreRate1795567000000 implements MigrationInterface {
  name = 'ItemTaxStoreRate1795567000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inventory_item" ALTER COLUMN "sales_tax_percent" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "inventory_item" ALTER COLUMN "sales_tax_percent" DROP DEFAULT`);
    await queryRunner.query(`UPDATE "inventory_item" SET "sales_tax_percent" = NULL WHERE "sales_tax_percent" = 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Exempt items (0) cannot be told apart from store-rate ones in the old meaning: both become 0.
    await queryRunner.query(`UPDATE "inventory_item" SET "sales_tax_percent" = 0 WHERE "sales_tax_percent" IS NULL`);
    await queryRunner.query(`ALTER TABLE "inventory_item" ALTER COLUMN "sales_tax_percent" SET DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "inventory_item" ALTER COLUMN "sales_tax_percent" SET NOT NULL`);
  }
}
