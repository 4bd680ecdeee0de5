import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mapping page serves a pending item's kept suggestions instead of ranking it again, so what is
 * kept must say exactly when it went stale:
 * - master_catalogue_version: one row whose number goes up with every committed change to the
 *   master catalogue (insert, edit, delete, truncate: a new master may be the better match, a
 *   deleted one leaves room for another). A deferred trigger bumps it at commit, once per
 *   transaction, so the row is locked only while the transaction commits. A suggestion is kept with
 *   the number read before its candidates were fetched: a change committed meanwhile makes it stale.
 * - match_suggestion.query_key: every input of the ranking (name, size, barcode, brand, pack type,
 *   ABV, vintage), not only the three the preview compared;
 * - match_suggestion.ranked: the whole ranked list the mapping page shows (the top stays in its
 *   columns for the bulk-accept preview).
 */
export class KeptSuggestionLists1795600950000 implements MigrationInterface {
  name = 'KeptSuggestionLists1795600950000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "master_catalogue_version" (
        "one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
        "version" bigint NOT NULL
      )`);
    await queryRunner.query(`INSERT INTO "master_catalogue_version" ("one", "version") VALUES (true, 1)`);
    await queryRunner.query(`
      CREATE FUNCTION master_catalogue_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        -- Once per transaction: a bulk load fires this for each of its rows.
        IF current_setting('app.master_catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
          UPDATE master_catalogue_version SET version = version + 1;
          PERFORM set_config('app.master_catalogue_bumped', 'on', true);
        END IF;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER beverage_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON beverage
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION master_catalogue_bump()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER beverage_catalogue_version_truncate AFTER TRUNCATE ON beverage
         FOR EACH STATEMENT EXECUTE FUNCTION master_catalogue_bump()`,
    );
    await queryRunner.query(`
      ALTER TABLE "match_suggestion"
        ADD COLUMN "query_key" text,
        ADD COLUMN "catalogue_version" bigint,
        ADD COLUMN "ranked" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "match_suggestion" DROP COLUMN "ranked", DROP COLUMN "catalogue_version", DROP COLUMN "query_key"`,
    );
    await queryRunner.query(`DROP TRIGGER IF EXISTS beverage_catalogue_version_truncate ON beverage`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS beverage_catalogue_version ON beverage`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS master_catalogue_bump()`);
    await queryRunner.query(`DROP TABLE "master_catalogue_version"`);
  }
}
