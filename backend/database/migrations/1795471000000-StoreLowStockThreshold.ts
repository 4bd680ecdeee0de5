import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each store says when an item's stock is low (the dashboard's low-stock card): at or below this. */
export class StoreLowStockThreshold1795471000000 implements MigrationInterface {
  name = 'StoreLowStockThreshold1795471000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store" ADD "low_stock_threshold" integer NOT NULL DEFAULT 5`);
    await queryRunner.query(
      `ALTER TABLE "store" ADD CONSTRAINT "chk_store_low_stock_threshold" CHECK (low_stock_threshold >= 0 AND low_stock_threshold <= 100000)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store" DROP CONSTRAINT "chk_store_low_stock_threshold"`);
    await queryRunner.query(`ALTER TABLE "store" DROP COLUMN "low_stock_threshold"`);
  }
}
