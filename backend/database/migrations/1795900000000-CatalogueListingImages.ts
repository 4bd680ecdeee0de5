import { MigrationInterface, QueryRunner } from 'typeorm';

const STORE_OF_TRANSACTION = `NULLIF(current_setting('app.store_id', true), '')::int`;

/**
 * A cold store's listing is answered from its summary's listing image (catalogue/summary/
 * listing-image.ts): the whole snapshot's listing columns, orders, category tokens and facet texts
 * in one value, read by the app and scanned by the warm path's own code, instead of one row per
 * listed product (catalogue_listing) and facet text (catalogue_facet) that a statement of its own
 * filtered, counted and ordered for every cold listing. Summaries are derived data written again
 * on a store's next cold listing, so the old ones are dropped with their tables.
 */
export class CatalogueListingImages1795900000000 implements MigrationInterface {
  name = 'CatalogueListingImages1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "catalogue_summary"`);
    await queryRunner.query(`DROP TABLE "catalogue_facet"`);
    await queryRunner.query(`DROP TABLE "catalogue_listing"`);
    await queryRunner.query(`ALTER TABLE "catalogue_summary" ADD COLUMN "listing_image" bytea NOT NULL`);
    // The shapes its images are kept in: a summary of other ones is written again, not left unread.
    await queryRunner.query(`ALTER TABLE "catalogue_summary" ADD COLUMN "format" text NOT NULL`);
    // Read whole by every cold listing of a store not kept in memory: lz4 reads back fastest. A
    // server built without lz4 keeps its default (any error is that one).
    await queryRunner.query(`
      DO $$ BEGIN
        ALTER TABLE "catalogue_summary" ALTER COLUMN "listing_image" SET COMPRESSION lz4;
      EXCEPTION WHEN others THEN NULL;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "catalogue_summary"`);
    await queryRunner.query(`ALTER TABLE "catalogue_summary" DROP COLUMN "listing_image", DROP COLUMN "format"`);
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
        "name_rank" integer,
        "created" double precision,
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
    const rule = `store_id = ${STORE_OF_TRANSACTION}`;
    for (const table of ['catalogue_listing', 'catalogue_facet']) {
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
      await queryRunner.query(
        `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (${rule}) WITH CHECK (${rule})`,
      );
      await queryRunner.query(`CREATE POLICY store_bypass ON "${table}" TO shop_bypass USING (true) WITH CHECK (true)`);
    }
  }
}
