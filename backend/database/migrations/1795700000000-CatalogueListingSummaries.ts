import { MigrationInterface, QueryRunner } from 'typeorm';

const STORE_OF_TRANSACTION = `NULLIF(current_setting('app.store_id', true), '')::int`;

/**
 * A store whose catalogue is not in memory has its category listings answered by PostgreSQL from
 * a summary of its listed products (catalogue/summary): one narrow row per product with the numbers
 * the listing filters, counts and sorts by, and the store's facet texts by number. So a cold listing
 * is one statement over a few thousand narrow rows instead of reading and deriving the whole store.
 *
 * - catalogue_store_version: per store, a number that goes up with every committed change to its
 *   items that a summary can show (not a stock count that stays above zero). A deferred trigger bumps it at commit, once per transaction and store (the row is locked
 *   only while the transaction commits). A summary is valid only while the number it was read with
 *   (and the master catalogue's, and the day) is still the current one.
 * - catalogue_summary: per store, what its summary was made from (versions, the store's day).
 * - catalogue_listing: the listed products, by their position in name order.
 * - catalogue_facet: the store's facet texts by number (t: types and groups, n: countries, b: brands,
 *   c: category tokens, z: sizes as compared, w: sizes as shown).
 */
export class CatalogueListingSummaries1795700000000 implements MigrationInterface {
  name = 'CatalogueListingSummaries1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_store_version" (
        "store_id" integer PRIMARY KEY REFERENCES "store"("id") ON DELETE CASCADE,
        "version" bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION catalogue_store_bump() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        store integer;
        flag text;
      BEGIN
        -- Stock that goes down (an order) or up without running out or coming back changes no
        -- summary: a listing reads only whether an item has stock left.
        IF TG_OP = 'UPDATE' AND (OLD.available_to_sell > 0) = (NEW.available_to_sell > 0)
           AND to_jsonb(OLD) - 'available_to_sell' - 'updated_at' = to_jsonb(NEW) - 'available_to_sell' - 'updated_at' THEN
          RETURN NULL;
        END IF;
        FOR store IN SELECT DISTINCT s FROM unnest(ARRAY[
            CASE WHEN TG_OP <> 'DELETE' THEN NEW.store_id END,
            CASE WHEN TG_OP <> 'INSERT' THEN OLD.store_id END]) AS s WHERE s IS NOT NULL LOOP
          -- Once per transaction and store: a bulk change fires this for each of its rows.
          flag := 'app.catalogue_bumped_' || store;
          IF current_setting(flag, true) IS DISTINCT FROM 'on' THEN
            INSERT INTO catalogue_store_version (store_id, version) VALUES (store, 1)
              ON CONFLICT (store_id) DO UPDATE SET version = catalogue_store_version.version + 1;
            PERFORM set_config(flag, 'on', true);
          END IF;
        END LOOP;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER inventory_item_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON inventory_item
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_store_bump()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION catalogue_store_bump_all() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        -- A store without a version row yet has number 0: its summary goes too.
        DELETE FROM catalogue_summary;
        UPDATE catalogue_store_version SET version = version + 1;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER inventory_item_catalogue_version_truncate AFTER TRUNCATE ON inventory_item
         FOR EACH STATEMENT EXECUTE FUNCTION catalogue_store_bump_all()`,
    );
    await this.createSummaryTables(queryRunner);
    const rule = `store_id = ${STORE_OF_TRANSACTION}`;
    for (const table of ['catalogue_store_version', 'catalogue_summary', 'catalogue_listing', 'catalogue_facet']) {
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
      await queryRunner.query(
        `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (${rule}) WITH CHECK (${rule})`,
      );
      await queryRunner.query(`CREATE POLICY store_bypass ON "${table}" TO shop_bypass USING (true) WITH CHECK (true)`);
    }
  }

  /** The summary tables (see the class comment). */
  private async createSummaryTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "catalogue_summary" (
        "store_id" integer PRIMARY KEY REFERENCES "store"("id") ON DELETE CASCADE,
        "version" bigint NOT NULL,
        "master_version" bigint NOT NULL,
        "today" text NOT NULL,
        "products" integer NOT NULL,
        "written_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE "catalogue_listing" (
        "store_id" integer NOT NULL REFERENCES "catalogue_summary"("store_id") ON DELETE CASCADE,
        "name_pos" integer NOT NULL,
        "price_pos" integer NOT NULL,
        "newest_pos" integer NOT NULL,
        "price" double precision NOT NULL,
        "sub" integer NOT NULL,
        "grp" integer NOT NULL,
        "country" integer NOT NULL,
        "brand" integer NOT NULL,
        "on_sale" boolean NOT NULL,
        "in_stock" boolean NOT NULL,
        "tokens" integer[] NOT NULL,
        "size_keys" integer[] NOT NULL,
        "size_shown" integer[] NOT NULL,
        "item_ids" integer[] NOT NULL,
        PRIMARY KEY ("store_id", "name_pos")
      )`);
    await queryRunner.query(`
      CREATE TABLE "catalogue_facet" (
        "store_id" integer NOT NULL REFERENCES "catalogue_summary"("store_id") ON DELETE CASCADE,
        "kind" "char" NOT NULL,
        "id" integer NOT NULL,
        "key" text NOT NULL,
        "value" text NOT NULL,
        "is_item" boolean NOT NULL DEFAULT false,
        PRIMARY KEY ("store_id", "kind", "id")
      )`);
    await queryRunner.query(`CREATE INDEX "catalogue_facet_key" ON "catalogue_facet" ("store_id", "kind", "key")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalogue_facet"`);
    await queryRunner.query(`DROP TABLE "catalogue_listing"`);
    await queryRunner.query(`DROP TABLE "catalogue_summary"`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS inventory_item_catalogue_version_truncate ON inventory_item`);
    await queryRunner.query(`DROP TRIGGER IF EXISTS inventory_item_catalogue_version ON inventory_item`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS catalogue_store_bump_all()`);
    await queryRunner.query(`DROP FUNCTION IF EXISTS catalogue_store_bump()`);
    await queryRunner.query(`DROP TABLE "catalogue_store_version"`);
  }
}
