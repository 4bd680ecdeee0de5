import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each store keeps its own IANA time zone: sale windows, "today", the dashboard's months and
 * pickup times are read in it. Existing stores (the demo stores are in Iowa) get America/Chicago.
 */
export class StoreTimeZone1795440000000 implements MigrationInterface {
  name = 'StoreTimeZone1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "store" ADD "time_zone" character varying(64) NOT NULL DEFAULT 'America/Chicago'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store" DROP COLUMN "time_zone"`);
  }
}
