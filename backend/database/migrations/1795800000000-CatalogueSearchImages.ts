import { MigrationInterface, QueryRunner } from 'typeorm';

const STORE_OF_TRANSACTION = `NULLIF(current_setting('app.store_id', true), '')::int`;

/**
 * A cold store's search is answered from its listing summary too (catalogue/summary/search-image.ts):
 * the summary keeps the store's search index and ranking values (catalogue_search_part: the image
 * in parts of 32 kB, so no read of it makes one string of megabytes that only a full garbage
 * collection frees), and each listed product's name rank and creation time (the search listing's
 * tie orders).
 *
 * Search ranks by units in stock, which changes with every order, while a category listing reads
 * only whether an item has stock left. So catalogue_store_version gets a second number,
 * stock_version, that goes up with every committed change to the store's items (a stock count
 * included); `version` still goes up only with the changes a listing can show. A summary's search
 * image is valid while the stock number it was read with is the current one.
 */
export class CatalogueSearchImages1795800000000 implements MigrationInterface {
  name = 'CatalogueSearchImages1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "catalogue_store_version" ADD COLUMN "stock_version" bigint NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`ALTER TABLE "catalogue_summary" ADD COLUMN "stock_version" bigint`);
    await queryRunner.query(`
      CREATE TABLE "catalogue_search_part" (
        "store_id" integer NOT NULL REFERENCES "catalogue_summary"("store_id") ON DELETE CASCADE,
        "part" integer NOT NULL,
        "bytes" bytea NOT NULL,
        PRIMARY KEY ("store_id", "part")
      )`);
    const rule = `store_id = ${STORE_OF_TRANSACTION}`;
    await queryRunner.query(`ALTER TABLE "catalogue_search_part" ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(`ALTER TABLE "catalogue_search_part" FORCE ROW LEVEL SECURITY`);
    await queryRunner.query(
      `CREATE POLICY store_isolation ON "catalogue_search_part" TO shop_app USING (${rule}) WITH CHECK (${rule})`,
    );
    await queryRunner.query(
      `CREATE POLICY store_bypass ON "catalogue_search_part" TO shop_bypass USING (true) WITH CHECK (true)`,
    );
    await queryRunner.query(
      `ALTER TABLE "catalogue_listing" ADD COLUMN "name_rank" integer, ADD COLUMN "created" double precision`,
    );
    // An image is read whole by every cold search: lz4 reads back several times faster than the
    // default compression. A server built without lz4 keeps its default (any error is that one).
    await queryRunner.query(`
      DO $$ BEGIN
        ALTER TABLE "catalogue_search_part" ALTER COLUMN "bytes" SET COMPRESSION lz4;
      EXCEPTION WHEN others THEN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue_store_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        store integer;
        listing boolean;
        bump_listing boolean;
        bump_stock boolean;
      BEGIN
        -- Stock that goes down (an order) or up without running out or coming back changes no
        -- listing (it reads only whether an item has stock left), only the search order.
        listing := NOT (TG_OP = 'UPDATE' AND (OLD.available_to_sell > 0) = (NEW.available_to_sell > 0)
           AND to_jsonb(OLD) - 'available_to_sell' - 'updated_at' = to_jsonb(NEW) - 'available_to_sell' - 'updated_at');
        FOR store IN SELECT DISTINCT s FROM unnest(ARRAY[
            CASE WHEN TG_OP <> 'DELETE' THEN NEW.store_id END,
            CASE WHEN TG_OP <> 'INSERT' THEN OLD.store_id END]) AS s WHERE s IS NOT NULL LOOP
          -- Each number once per transaction and store: a bulk change fires this for each of its rows.
          bump_listing := listing AND current_setting('app.catalogue_bumped_' || store, true) IS DISTINCT FROM 'on';
          bump_stock := current_setting('app.catalogue_stock_' || store, true) IS DISTINCT FROM 'on';
          IF bump_listing OR bump_stock THEN
            INSERT INTO catalogue_store_version (store_id, version, stock_version)
              VALUES (store, bump_listing::int, bump_stock::int)
              ON CONFLICT (store_id) DO UPDATE SET
                version = catalogue_store_version.version + bump_listing::int,
                stock_version = catalogue_store_version.stock_version + bump_stock::int;
            IF bump_listing THEN PERFORM set_config('app.catalogue_bumped_' || store, 'on', true); END IF;
            PERFORM set_config('app.catalogue_stock_' || store, 'on', true);
          END IF;
        END LOOP;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue_store_bump_all() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        -- A store without a version row yet has number 0: its summary goes too.
        DELETE FROM catalogue_summary;
        UPDATE catalogue_store_version SET version = version + 1, stock_version = stock_version + 1;
        RETURN NULL;
      END $fn$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue_store_bump_all() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM catalogue_summary;
        UPDATE catalogue_store_version SET version = version + 1;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION catalogue_store_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        store integer;
        flag text;
      BEGIN
        IF TG_OP = 'UPDATE' AND (OLD.available_to_sell > 0) = (NEW.available_to_sell > 0)
           AND to_jsonb(OLD) - 'available_to_sell' - 'updated_at' = to_jsonb(NEW) - 'available_to_sell' - 'updated_at' THEN
          RETURN NULL;
        END IF;
        FOR store IN SELECT DISTINCT s FROM unnest(ARRAY[
            CASE WHEN TG_OP <> 'DELETE' THEN NEW.store_id END,
            CASE WHEN TG_OP <> 'INSERT' THEN OLD.store_id END]) AS s WHERE s IS NOT NULL LOOP
          flag := 'app.catalogue_bumped_' || store;
          IF current_setting(flag, true) IS DISTINCT FROM 'on' THEN
            INSERT INTO catalogue_store_version (store_id, version) VALUES (store, 1)
              ON CONFLICT (store_id) DO UPDATE SET version = catalogue_store_version.version + 1;
            PERFORM set_config(flag, 'on', true);
          END IF;
        END LOOP;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(`ALTER TABLE "catalogue_listing" DROP COLUMN "name_rank", DROP COLUMN "created"`);
    await queryRunner.query(`DROP TABLE "catalogue_search_part"`);
    await queryRunner.query(`ALTER TABLE "catalogue_summary" DROP COLUMN "stock_version"`);
    await queryRunner.query(`ALTER TABLE "catalogue_store_version" DROP COLUMN "stock_version"`);
  }
}
