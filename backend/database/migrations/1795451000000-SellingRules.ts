import { MigrationInterface, QueryRunner } from 'typeorm';

/** The store-owned tables of the selling rules: row-level security as in StoreRowLevelSecurity. */
const SELLING_RULE_TABLES = [
  'store_shipping_rule',
  'store_deposit_rule',
  'store_delivery_zone',
  'store_opening_hours',
  'store_sale_hours',
];
const STORE_OF_TRANSACTION = `NULLIF(current_setting('app.store_id', true), '')::int`;

export class SellingRules1795451000000 implements MigrationInterface {
  name = 'SellingRules1795451000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "store_delivery_zone" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "name" character varying(60) NOT NULL, "zip_codes" text array NOT NULL DEFAULT '{}', "fee_cents" integer NOT NULL DEFAULT '0', "minimum_cents" integer NOT NULL DEFAULT '0', "free_over_cents" integer, "slot_capacity" integer NOT NULL DEFAULT '10', "slot_minutes" integer NOT NULL DEFAULT '120', CONSTRAINT "chk_store_delivery_zone" CHECK (fee_cents >= 0 AND minimum_cents >= 0 AND (free_over_cents IS NULL OR free_over_cents >= 0) AND slot_capacity >= 1 AND slot_minutes BETWEEN 30 AND 480), CONSTRAINT "PK_84f9c5f9f1a3c9115d819085118" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_fb5d5bfa10f1c844fe904d5434" ON "store_delivery_zone"  ("store_id") `);
    await queryRunner.query(
      `CREATE TABLE "store_deposit_rule" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "category" character varying(20) NOT NULL, "min_ml" integer NOT NULL DEFAULT '0', "max_ml" integer, "cents_per_container" integer NOT NULL, "taxable" boolean NOT NULL DEFAULT false, CONSTRAINT "chk_store_deposit_rule" CHECK (cents_per_container >= 0 AND min_ml >= 0 AND (max_ml IS NULL OR max_ml >= min_ml)), CONSTRAINT "PK_18c40d2b80d012344b93c19ea26" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_d3b47d4d79af3861c89aa4c713" ON "store_deposit_rule"  ("store_id", "category") `,
    );
    await queryRunner.query(
      `CREATE TABLE "store_opening_hours" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "weekday" smallint NOT NULL, "opens" character varying(5) NOT NULL, "closes" character varying(5) NOT NULL, CONSTRAINT "chk_store_opening_hours" CHECK (weekday BETWEEN 0 AND 6 AND closes > opens), CONSTRAINT "PK_87b6a204f32273c1ae4c84f66c8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_e1f6a2a70d40747a4702793633" ON "store_opening_hours"  ("store_id", "weekday") `,
    );
    await queryRunner.query(
      `CREATE TABLE "store_sale_hours" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "no_sales_from" character varying(5) NOT NULL, "no_sales_until" character varying(5) NOT NULL, CONSTRAINT "PK_a2976a552bd775d6e8d7d55c559" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_cbd9f8ddaedc8b1e8a4e82aad3" ON "store_sale_hours"  ("store_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "store_shipping_rule" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "category" character varying(20) NOT NULL, "anywhere" boolean NOT NULL DEFAULT false, "states" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_32cf74695f842c7f029440a8104" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_27002b1a081d4ce0ebc812a2e2" ON "store_shipping_rule"  ("store_id", "category") `,
    );
    await queryRunner.query(`ALTER TABLE "customer" ADD "date_of_birth" date`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "deposit_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "discount_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "window_start" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "window_end" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "pickup_ready_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "order_item" ADD "deposit_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "order_item" ADD "discount_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`CREATE INDEX "IDX_363207755cd3d1b110773a6991" ON "customer_order"  ("window_start") `);
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "chk_customer_order_deposit_discount" CHECK (deposit_cents >= 0 AND discount_cents >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "store_delivery_zone" ADD CONSTRAINT "FK_fb5d5bfa10f1c844fe904d54342" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "store_deposit_rule" ADD CONSTRAINT "FK_ba2fa998a25a330f873ee407aae" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "store_opening_hours" ADD CONSTRAINT "FK_d5300f169d32d4973050004e46b" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "store_sale_hours" ADD CONSTRAINT "FK_cbd9f8ddaedc8b1e8a4e82aad3f" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "store_shipping_rule" ADD CONSTRAINT "FK_6bc3bdf1ee48e6c9d517f4b343d" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const table of SELLING_RULE_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(
        `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (store_id = ${STORE_OF_TRANSACTION}) WITH CHECK (store_id = ${STORE_OF_TRANSACTION})`,
      );
      await queryRunner.query(`CREATE POLICY store_bypass ON "${table}" TO shop_bypass USING (true) WITH CHECK (true)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of SELLING_RULE_TABLES) {
      await queryRunner.query(`DROP POLICY IF EXISTS store_isolation ON "${table}"`);
      await queryRunner.query(`DROP POLICY IF EXISTS store_bypass ON "${table}"`);
    }
    await queryRunner.query(`ALTER TABLE "store_shipping_rule" DROP CONSTRAINT "FK_6bc3bdf1ee48e6c9d517f4b343d"`);
    await queryRunner.query(`ALTER TABLE "store_sale_hours" DROP CONSTRAINT "FK_cbd9f8ddaedc8b1e8a4e82aad3f"`);
    await queryRunner.query(`ALTER TABLE "store_opening_hours" DROP CONSTRAINT "FK_d5300f169d32d4973050004e46b"`);
    await queryRunner.query(`ALTER TABLE "store_deposit_rule" DROP CONSTRAINT "FK_ba2fa998a25a330f873ee407aae"`);
    await queryRunner.query(`ALTER TABLE "store_delivery_zone" DROP CONSTRAINT "FK_fb5d5bfa10f1c844fe904d54342"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "chk_customer_order_deposit_discount"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_363207755cd3d1b110773a6991"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "discount_cents"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "deposit_cents"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "pickup_ready_at"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "window_end"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "window_start"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "discount_cents"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "deposit_cents"`);
    await queryRunner.query(`ALTER TABLE "customer" DROP COLUMN "date_of_birth"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_27002b1a081d4ce0ebc812a2e2"`);
    await queryRunner.query(`DROP TABLE "store_shipping_rule"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_cbd9f8ddaedc8b1e8a4e82aad3"`);
    await queryRunner.query(`DROP TABLE "store_sale_hours"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e1f6a2a70d40747a4702793633"`);
    await queryRunner.query(`DROP TABLE "store_opening_hours"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d3b47d4d79af3861c89aa4c713"`);
    await queryRunner.query(`DROP TABLE "store_deposit_rule"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fb5d5bfa10f1c844fe904d5434"`);
    await queryRunner.query(`DROP TABLE "store_delivery_zone"`);
  }
}
