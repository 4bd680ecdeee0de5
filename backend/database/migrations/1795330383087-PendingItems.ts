import { MigrationInterface, QueryRunner } from 'typeorm';

export class PendingItems1795330383087 implements MigrationInterface {
  name = 'PendingItems1795330383087';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pending_item" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "item_number" character varying(40) NOT NULL, "upc" character varying(20) NOT NULL DEFAULT '', "gtin" character varying(14), "item_name" character varying(300) NOT NULL, "vintage" character varying(20) NOT NULL DEFAULT '', "size" character varying(40) NOT NULL DEFAULT '', "size_ml" integer, "pack_type" character varying(40) NOT NULL DEFAULT 'Bottle', "pack_quantity" integer NOT NULL DEFAULT '1', "case_quantity" integer NOT NULL DEFAULT '1', "main_category" character varying(100) NOT NULL DEFAULT '', "sub_category" character varying(100) NOT NULL DEFAULT '', "brand" character varying(150) NOT NULL DEFAULT '', "country" character varying(100) NOT NULL DEFAULT '', "state" character varying(100) NOT NULL DEFAULT '', "type_of_grape" character varying(100) NOT NULL DEFAULT '', "abv" numeric(5,2), "primary_desc" text NOT NULL DEFAULT '', "unit_price_cents" integer NOT NULL DEFAULT '0', "pack_price_cents" integer NOT NULL DEFAULT '0', "case_price_cents" integer NOT NULL DEFAULT '0', "available_to_sell" integer NOT NULL DEFAULT '0', "source" character varying(16) NOT NULL DEFAULT 'csv', "is_review_pending" boolean NOT NULL DEFAULT true, "is_approved" boolean NOT NULL DEFAULT false, "mapped_beverage_id" integer, "inventory_item_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_by" integer, "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_39260bd1dd593f0601e8fa3bac9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cafaf16cf7bcfe8839eb5f95ee" ON "pending_item"  ("store_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_fcd6f465e73f7a1404195619d4" ON "pending_item"  ("item_number") `);
    await queryRunner.query(`CREATE INDEX "IDX_9dd162c3ad9ec4110f2846ab8c" ON "pending_item"  ("gtin") `);
    await queryRunner.query(`CREATE INDEX "IDX_b36efebe54e3d26a345ef98b34" ON "pending_item"  ("mapped_beverage_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_226fa7f926a14992664c56973f" ON "pending_item"  ("inventory_item_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_982b73080567188f134b39f1ea" ON "pending_item"  ("created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_f78684b0eab5392026a9d3af11" ON "pending_item"  ("decided_by") `);
    await queryRunner.query(
      `CREATE INDEX "ix_pending_item_store_open" ON "pending_item"  ("store_id", "is_review_pending") `,
    );
    await queryRunner.query(
      `ALTER TABLE "pending_item" ADD CONSTRAINT "FK_cafaf16cf7bcfe8839eb5f95ee2" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "pending_item" ADD CONSTRAINT "FK_b36efebe54e3d26a345ef98b346" FOREIGN KEY ("mapped_beverage_id") REFERENCES "beverage"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "pending_item" ADD CONSTRAINT "FK_226fa7f926a14992664c56973fe" FOREIGN KEY ("inventory_item_id") REFERENCES "inventory_item"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "pending_item" ADD CONSTRAINT "FK_f78684b0eab5392026a9d3af118" FOREIGN KEY ("decided_by") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // Hand-written: one open review row per store item (a re-sync updates it instead of adding another).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_pending_item_store_item_open" ON "pending_item" ("store_id", "item_number") WHERE "is_review_pending"`,
    );
    await queryRunner.query(
      `ALTER TABLE "pending_item" ADD CONSTRAINT "ck_pending_item_source" CHECK ("source" IN ('csv', 'api', 'request'))`,
    );
    // Name similarity (pg_trgm) for mapping suggestions and the lookup search.
    await queryRunner.query(
      `CREATE INDEX "ix_beverage_item_name_trgm" ON "beverage" USING gin ("item_name" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_beverage_item_name_trgm"`);
    await queryRunner.query(`ALTER TABLE "pending_item" DROP CONSTRAINT "ck_pending_item_source"`);
    await queryRunner.query(`DROP INDEX "public"."uq_pending_item_store_item_open"`);
    await queryRunner.query(`ALTER TABLE "pending_item" DROP CONSTRAINT "FK_f78684b0eab5392026a9d3af118"`);
    await queryRunner.query(`ALTER TABLE "pending_item" DROP CONSTRAINT "FK_226fa7f926a14992664c56973fe"`);
    await queryRunner.query(`ALTER TABLE "pending_item" DROP CONSTRAINT "FK_b36efebe54e3d26a345ef98b346"`);
    await queryRunner.query(`ALTER TABLE "pending_item" DROP CONSTRAINT "FK_cafaf16cf7bcfe8839eb5f95ee2"`);
    await queryRunner.query(`DROP INDEX "public"."ix_pending_item_store_open"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f78684b0eab5392026a9d3af11"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_982b73080567188f134b39f1ea"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_226fa7f926a14992664c56973f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b36efebe54e3d26a345ef98b34"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9dd162c3ad9ec4110f2846ab8c"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fcd6f465e73f7a1404195619d4"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cafaf16cf7bcfe8839eb5f95ee"`);
    await queryRunner.query(`DROP TABLE "pending_item"`);
  }
}
