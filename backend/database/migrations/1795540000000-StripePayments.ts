import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments through Stripe, and hold expiry for every processor: when a payment's hold lapses
 * (`hold_expires_at`), why staff must look at it (`attention`: cancelled or disputed at the
 * processor), and the Stripe webhook events already handled (each once).
 */
export class StripePayments1795540000000 implements MigrationInterface {
  name = 'StripePayments1795540000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "payment_transaction" ADD "hold_expires_at" TIMESTAMP WITH TIME ZONE,
         ADD "attention" character varying(300), ADD "attention_at" TIMESTAMP WITH TIME ZONE`,
    );
    // Holds already authorized: 7 days from their authorization, as the processors keep them.
    await queryRunner.query(
      `UPDATE "payment_transaction" SET "hold_expires_at" = "created_at" + interval '7 days' WHERE "status" = 'authorized'`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_payment_transaction_hold_expiry" ON "payment_transaction" ("hold_expires_at") WHERE "status" = 'authorized'`,
    );
    await queryRunner.query(
      `CREATE TABLE "stripe_webhook_event" (
        "id" character varying(255) NOT NULL,
        "type" character varying(100) NOT NULL,
        "event_created" TIMESTAMP WITH TIME ZONE NOT NULL,
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_3d6009ae21511f7fe9339560413" PRIMARY KEY ("id")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stripe_webhook_event"`);
    await queryRunner.query(`DROP INDEX "IDX_payment_transaction_hold_expiry"`);
    await queryRunner.query(
      `ALTER TABLE "payment_transaction" DROP COLUMN "attention_at", DROP COLUMN "attention", DROP COLUMN "hold_expires_at"`,
    );
  }
}
