import { MigrationInterface, QueryRunner } from 'typeorm';

/** The store-owned tables of promotions: row-level security as in StoreRowLevelSecurity. */
const PROMOTION_TABLES = ['promotion', 'promotion_redemption'];
const STORE_OF_TRANSACTION = `NULLIF(current_setting('app.store_id', true), '')::int`;

/**
 * Promotions: a store's promotions, the uses of their codes (one row per order and
 * promotion, written after the promotion row is locked, see PromotionRedemption), which promotion
 * discounted each order line, and the order-level part of an order's discount.
 */
export class Promotions1795460000000 implements MigrationInterface {
  name = 'Promotions1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "promotion" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "name" character varying(100) NOT NULL, "description" text NOT NULL DEFAULT '', "starts_on" date NOT NULL, "ends_on" date NOT NULL, "ended_at" TIMESTAMP WITH TIME ZONE, "kind" character varying(20) NOT NULL, "selector" jsonb NOT NULL DEFAULT '{}', "percent" integer, "amount_cents" integer, "tiers" jsonb, "threshold_cents" integer, "code" character varying(40), "first_order_only" boolean NOT NULL DEFAULT false, "total_limit" integer, "per_customer_limit" integer, "redemption_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_promotion" CHECK (kind IN ('percent', 'amount', 'tiers', 'threshold', 'free_delivery') AND ends_on >= starts_on AND (percent IS NULL OR percent BETWEEN 1 AND 100) AND (amount_cents IS NULL OR amount_cents >= 0) AND (threshold_cents IS NULL OR threshold_cents >= 0) AND (total_limit IS NULL OR total_limit >= 1) AND (per_customer_limit IS NULL OR per_customer_limit >= 1) AND redemption_count >= 0), CONSTRAINT "PK_fab3630e0789a2002f1cadb7d38" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_promotion_store_code" ON "promotion"  ("store_id", "code") WHERE code IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_aa2c7633df6260d97b676f9bc9" ON "promotion"  ("store_id", "ends_on")`);
    await queryRunner.query(
      `CREATE TABLE "promotion_redemption" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "promotion_id" integer NOT NULL, "order_id" integer NOT NULL, "customer_id" integer NOT NULL, "code" character varying(40) NOT NULL, "amount_cents" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3b4442001e48f88b7a8d33c1387" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b726ca804eae7070726c62ec03" ON "promotion_redemption"  ("store_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_2354838495b741e2b54f0cd6cc" ON "promotion_redemption"  ("customer_id")`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_242b599f09a8a274ee7131b0e6" ON "promotion_redemption"  ("order_id", "promotion_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c6168d5d6f41eec9b1606daff9" ON "promotion_redemption"  ("promotion_id", "customer_id")`,
    );
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "order_discount_cents" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "promo_code" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "applied_promotions" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "order_item" ADD "promotion_id" integer`);
    await queryRunner.query(`ALTER TABLE "order_item" ADD "promotion_name" character varying(100)`);
    await queryRunner.query(
      `ALTER TABLE "promotion" ADD CONSTRAINT "FK_5c76e983e5d041499eb87985ab9" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promotion_redemption" ADD CONSTRAINT "FK_b726ca804eae7070726c62ec03f" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promotion_redemption" ADD CONSTRAINT "FK_631e16189cbac573fbb1ef9e768" FOREIGN KEY ("promotion_id") REFERENCES "promotion"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promotion_redemption" ADD CONSTRAINT "FK_6e7c20d52573a1a610540931e1c" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "promotion_redemption" ADD CONSTRAINT "FK_2354838495b741e2b54f0cd6cce" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const table of PROMOTION_TABLES) {
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
      await queryRunner.query(
        `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (store_id = ${STORE_OF_TRANSACTION}) WITH CHECK (store_id = ${STORE_OF_TRANSACTION})`,
      );
      await queryRunner.query(`CREATE POLICY store_bypass ON "${table}" TO shop_bypass USING (true) WITH CHECK (true)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of PROMOTION_TABLES) {
      await queryRunner.query(`DROP POLICY IF EXISTS store_isolation ON "${table}"`);
      await queryRunner.query(`DROP POLICY IF EXISTS store_bypass ON "${table}"`);
    }
    await queryRunner.query(`ALTER TABLE "promotion_redemption" DROP CONSTRAINT "FK_2354838495b741e2b54f0cd6cce"`);
    await queryRunner.query(`ALTER TABLE "promotion_redemption" DROP CONSTRAINT "FK_6e7c20d52573a1a610540931e1c"`);
    await queryRunner.query(`ALTER TABLE "promotion_redemption" DROP CONSTRAINT "FK_631e16189cbac573fbb1ef9e768"`);
    await queryRunner.query(`ALTER TABLE "promotion_redemption" DROP CONSTRAINT "FK_b726ca804eae7070726c62ec03f"`);
    await queryRunner.query(`ALTER TABLE "promotion" DROP CONSTRAINT "FK_5c76e983e5d041499eb87985ab9"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "promotion_name"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "promotion_id"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "applied_promotions"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "promo_code"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "order_discount_cents"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c6168d5d6f41eec9b1606daff9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_242b599f09a8a274ee7131b0e6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2354838495b741e2b54f0cd6cc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b726ca804eae7070726c62ec03"`);
    await queryRunner.query(`DROP TABLE "promotion_redemption"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aa2c7633df6260d97b676f9bc9"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_promotion_store_code"`);
    await queryRunner.query(`DROP TABLE "promotion"`);
  }
}
