import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each order line keeps its discount split by promotion ([{promotionId, name, code, cents}]), so
 * every surface names the promotion of each part: a line with a case discount and a share of a
 * promo code's amount shows both, not the sum under the case discount's name.
 *
 * Lines written before: when their order had no order-level discount, the whole discount is the
 * line's own promotion; when the line had no promotion of its own, it is the order-level
 * promotion's share. Lines with both cannot be split after the fact and keep one part named
 * "Discount".
 */
export class OrderLineDiscountParts1795560500000 implements MigrationInterface {
  name = 'OrderLineDiscountParts1795560500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_item" ADD "discount_parts" jsonb NOT NULL DEFAULT '[]'`);
    await queryRunner.query(`
      UPDATE "order_item" i
         SET "discount_parts" = jsonb_build_array(jsonb_build_object(
               'promotionId', CASE WHEN o."order_discount_cents" = 0 THEN i."promotion_id"
                                   WHEN i."promotion_id" IS NULL THEN (op.p ->> 'id')::int END,
               'name', CASE WHEN o."order_discount_cents" = 0 THEN COALESCE(i."promotion_name", 'Discount')
                            WHEN i."promotion_id" IS NULL THEN COALESCE(op.p ->> 'name', 'Discount')
                            ELSE 'Discount' END,
               'code', CASE WHEN o."order_discount_cents" > 0 AND i."promotion_id" IS NULL THEN op.p ->> 'code' END,
               'cents', i."discount_cents"))
        FROM "customer_order" o
        LEFT JOIN LATERAL (
          SELECT p FROM jsonb_array_elements(o."applied_promotions") p WHERE p ->> 'kind' = 'threshold' LIMIT 1
        ) op ON true
       WHERE o."id" = i."order_id" AND i."discount_cents" > 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_item" DROP COLUMN "discount_parts"`);
  }
}
