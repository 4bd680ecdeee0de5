import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mapping suggestions fetch the closest master names of one size. A GIN trigram index can filter
 * by similarity but not order by it, so the old query scored every master of the size (4,000 for
 * 750 ml); a GiST trigram index answers `ORDER BY item_name <-> $name LIMIT n` (and the word
 * distance `<<->` for cut names) by walking the nearest names first. siglen 64: product names are
 * short, a longer signature keeps the walk from visiting many false neighbours. The GIN index stays
 * for the lookup search's substring filter.
 *
 * The planner needs statistics to choose it, and the app and the demo-data loader run as roles
 * that do not own the tables (ANALYZE skips them with a warning: the planner expected 4 masters of
 * a size where there were 4,116). refresh_catalogue_statistics() runs ANALYZE on the catalogue and
 * mapping tables as their owner; the loader calls it after seeding, an inventory import after it
 * commits.
 */
export class BeverageNameKnnIndex1795593200000 implements MigrationInterface {
  name = 'BeverageNameKnnIndex1795593200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "ix_beverage_item_name_knn" ON "beverage" USING gist ("item_name" gist_trgm_ops(siglen = 64))`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION refresh_catalogue_statistics() RETURNS void
        LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS $fn$
      BEGIN
        ANALYZE beverage;
        ANALYZE inventory_item;
        ANALYZE pending_item;
      END $fn$`);
    await queryRunner.query(`REVOKE ALL ON FUNCTION refresh_catalogue_statistics() FROM PUBLIC`);
    await queryRunner.query(`GRANT EXECUTE ON FUNCTION refresh_catalogue_statistics() TO shop_app, shop_bypass`);
    await queryRunner.query(`ANALYZE "beverage"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION IF EXISTS refresh_catalogue_statistics()`);
    await queryRunner.query(`DROP INDEX IF EXISTS "ix_beverage_item_name_knn"`);
  }
}
