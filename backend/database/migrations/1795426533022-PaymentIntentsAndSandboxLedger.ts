import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments become intents written before the processor is asked (status 'authorizing', with the
 * idempotency key sent to the processor) and the sandbox processor keeps its own books in
 * `sandbox_charge`. Existing payments were made by the sandbox: they get a ledger row each, with
 * their own id as the processor reference, so they can still be captured, voided and refunded.
 */
export class PaymentIntentsAndSandboxLedger1795426533022 implements MigrationInterface {
  name = 'PaymentIntentsAndSandboxLedger1795426533022';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "sandbox_charge" ("reference" character varying(40) NOT NULL, "idempotency_key" character varying(200) NOT NULL, "merchant_reference" character varying(100) NOT NULL, "status" character varying(20) NOT NULL, "decline_code" character varying(40), "currency" character(3) NOT NULL, "card_brand" character varying(30) NOT NULL, "card_last4" character varying(4) NOT NULL, "card_expiry" character varying(5), "authorized_cents" integer NOT NULL, "captured_cents" integer NOT NULL DEFAULT '0', "voided_cents" integer NOT NULL DEFAULT '0', "refunded_cents" integer NOT NULL DEFAULT '0', "operations" jsonb NOT NULL DEFAULT '[]', "version" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_eca75f01191f8d5ed1199f74599" PRIMARY KEY ("reference"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_0af3796bddd42078d1cb7f2795" ON "sandbox_charge"  ("idempotency_key") `,
    );
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "gateway" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "processor_reference" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "idempotency_key" character varying(100)`);
    await queryRunner.query(
      `UPDATE "payment_transaction" SET "gateway" = 'sandbox', "processor_reference" = "id", "idempotency_key" = "id" || ':authorize'`,
    );
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "gateway" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "idempotency_key" SET NOT NULL`);
    await queryRunner.query(
      `INSERT INTO "sandbox_charge" ("reference", "idempotency_key", "merchant_reference", "status", "decline_code", "currency",
              "card_brand", "card_last4", "card_expiry", "authorized_cents", "captured_cents", "voided_cents", "refunded_cents",
              "operations", "created_at", "updated_at")
       SELECT "id", "id" || ':authorize', "id", "status", "decline_code", 'USD', "card_brand", "card_last4", "card_expiry",
              "authorized_cents", "captured_cents", "voided_cents", "refunded_cents",
              CASE WHEN "captured_cents" > 0 OR "status" IN ('captured', 'partially_refunded', 'refunded')
                     THEN jsonb_build_array(jsonb_build_object('key', "id" || ':capture', 'kind', 'capture', 'amountCents', "captured_cents"))
                   WHEN "status" = 'voided'
                     THEN jsonb_build_array(jsonb_build_object('key', "id" || ':void', 'kind', 'void', 'amountCents', "voided_cents"))
                   ELSE '[]'::jsonb END,
              "created_at", "updated_at"
         FROM "payment_transaction"`,
    );
    await queryRunner.query(`ALTER TABLE "payment_transaction" ADD "currency" character(3) NOT NULL DEFAULT 'USD'`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "card_brand" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "card_last4" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "card_expiry" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_5bb01a6f8f095b0b4f503c77f4" ON "payment_transaction"  ("idempotency_key") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_transaction_open_holds" ON "payment_transaction"  ("created_at") WHERE order_id IS NULL AND status IN ('authorizing', 'authorized')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_payment_transaction_open_holds"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5bb01a6f8f095b0b4f503c77f4"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "card_expiry" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "card_last4" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" ALTER COLUMN "card_brand" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "currency"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "processor_reference"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP COLUMN "gateway"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0af3796bddd42078d1cb7f2795"`);
    await queryRunner.query(`DROP TABLE "sandbox_charge"`);
  }
}
