import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue: the store's own department/type and image on inventory items (shown while an item is
 * not mapped to a master beverage), and statement-level triggers that NOTIFY 'catalogue_changed'
 * when store items or master beverages change, so every app instance drops its in-memory catalogue
 * once the change is committed, whoever made it (CSV sync, mapping, checkout, psql).
 */
export class CatalogueSearch1795330538086 implements MigrationInterface {
  name = 'CatalogueSearch1795330538086';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "inventory_item" ADD "main_category" character varying(100) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE "inventory_item" ADD "sub_category" character varying(100) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE "inventory_item" ADD "image_hash" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_f9ea211fa01ddd0fafd6b673c5" ON "inventory_item"  ("main_category") `);
    await queryRunner.query(`CREATE INDEX "IDX_7562d2fa92117e1300adb287fd" ON "inventory_item"  ("sub_category") `);
    await queryRunner.query(`CREATE INDEX "IDX_453adcac417a4b268c7fa69998" ON "inventory_item"  ("image_hash") `);

    // NOTIFY is transactional: listeners hear it only once the change is committed. Store items
    // say which stores and (up to 200) which items a statement changed, so the app re-reads only
    // those; master beverages, truncations and bigger changes reload the stores concerned.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue_notify_items() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE payload text;
      BEGIN
        SELECT json_build_object('s', coalesce(json_agg(DISTINCT store_id), '[]'::json),
                                 'i', CASE WHEN count(*) <= 200 THEN coalesce(json_agg(id), '[]'::json) END)::text
          INTO payload FROM changed;
        IF payload NOT LIKE '{"s" : []%' THEN
          PERFORM pg_notify('catalogue_changed', payload);
        END IF;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER inventory_item_notify_insert AFTER INSERT ON inventory_item REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_items()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER inventory_item_notify_update AFTER UPDATE ON inventory_item REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_items()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER inventory_item_notify_delete AFTER DELETE ON inventory_item REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify_items()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER inventory_item_notify_truncate AFTER TRUNCATE ON inventory_item FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER beverage_catalogue_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON beverage FOR EACH STATEMENT EXECUTE FUNCTION catalogue_notify()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER IF EXISTS beverage_catalogue_notify ON beverage`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS inventory_item_notify_truncate ON inventory_item`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS inventory_item_notify_delete ON inventory_item`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS inventory_item_notify_update ON inventory_item`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS inventory_item_notify_insert ON inventory_item`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS catalogue_notify_items()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS catalogue_notify()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_453adcac417a4b268c7fa69998"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7562d2fa92117e1300adb287fd"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f9ea211fa01ddd0fafd6b673c5"`);
    await queryRunner.query(`ALTER TABLE "inventory_item" DROP COLUMN "image_hash"`);
    await queryRunner.query(`ALTER TABLE "inventory_item" DROP COLUMN "sub_category"`);
    await queryRunner.query(`ALTER TABLE "inventory_item" DROP COLUMN "main_category"`);
  }
}
