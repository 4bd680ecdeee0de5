import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A refund keeps the lines and quantities it gave back (with each one's cents),
 * the payment and processor reference it went through, and the Idempotency-Key of the request
 * (unique per order: a double click refunds once) with a hash of what was asked.
 */
export class RefundRecords1795520000000 implements MigrationInterface {
  name = 'RefundRecords1795520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_refund" ADD "refunded_lines" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`ALTER TABLE "order_refund" ADD "transaction_id" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "order_refund" ADD "gateway_reference" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "order_refund" ADD "idempotency_key" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "order_refund" ADD "request_hash" character varying(64)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_order_refund_idempotency_key" ON "order_refund" ("order_id", "idempotency_key")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_order_refund_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "order_refund" DROP COLUMN "request_hash"`);
    await queryRunner.query(`ALTER TABLE "order_refund" DROP COLUMN "idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "order_refund" DROP COLUMN "gateway_reference"`);
    await queryRunner.query(`ALTER TABLE "order_refund" DROP COLUMN "transaction_id"`);
    await queryRunner.query(`ALTER TABLE "order_refund" DROP COLUMN "refunded_lines"`);
  }
}
