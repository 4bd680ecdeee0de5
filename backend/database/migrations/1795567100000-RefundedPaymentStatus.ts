import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An order's payment status now follows its refunds (Partially refunded, Refunded); orders refunded
 * before stayed Captured and take the status their refunds give (domain/revenue.ts).
 */
export class RefundedPaymentStatus1795567100000 implements MigrationInterface {
  name = 'RefundedPaymentStatus1795567100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "customer_order" o
          SET "transaction_status" = CASE WHEN r.cents >= p."captured_cents" THEN 'Refunded' ELSE 'Partially refunded' END
         FROM (SELECT "order_id", sum("amount_cents") AS cents FROM "order_refund" GROUP BY "order_id") r,
              "payment_transaction" p
        WHERE r."order_id" = o."id" AND p."id" = o."transaction_id" AND o."transaction_status" = 'Captured'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "customer_order" SET "transaction_status" = 'Captured'
        WHERE "transaction_status" IN ('Refunded', 'Partially refunded')`,
    );
  }
}
