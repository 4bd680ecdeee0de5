import { MigrationInterface, QueryRunner } from 'typeorm';

/** New tables whose rows belong to an order: they follow their order's visibility. */
export const ORDER_NOTE_REFUND_TABLES = ['order_note', 'order_refund'] as const;

/**
 * Staff notes (who and when), refunds (amount, who, when, why, restocked lines) and the
 * order metadata captured at placement (the customer's checkout note, IP address, user agent).
 * The two new tables are under row-level security like the other order children; their rows are
 * inserted on their own (after the order exists), so the insert is checked against the order too.
 */
export class OrderNotesRefundsMetadata1795480000000 implements MigrationInterface {
  name = 'OrderNotesRefundsMetadata1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "order_note" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "author_user_id" integer, "author_email" character varying(254) NOT NULL DEFAULT '', "body" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_6fc750145695265f2f484ac7c9f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a3d178be9f902d0c7cd52dbc11" ON "order_note" ("order_id")`);
    await queryRunner.query(
      `CREATE TABLE "order_refund" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "amount_cents" integer NOT NULL, "reason" text NOT NULL DEFAULT '', "restocked" jsonb NOT NULL DEFAULT '[]', "actor_user_id" integer, "actor_email" character varying(254) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_order_refund_amount" CHECK (amount_cents > 0), CONSTRAINT "PK_312fcfa56a940659b659e400b7e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_a2894526202be47872510866d7" ON "order_refund" ("order_id")`);
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD "customer_note" character varying(500) NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "client_ip" character varying(45)`);
    await queryRunner.query(`ALTER TABLE "customer_order" ADD "user_agent" character varying(400)`);
    await queryRunner.query(
      `ALTER TABLE "order_note" ADD CONSTRAINT "FK_a3d178be9f902d0c7cd52dbc11e" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_refund" ADD CONSTRAINT "FK_a2894526202be47872510866d71" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    for (const table of ORDER_NOTE_REFUND_TABLES) {
      const visible = `EXISTS (SELECT 1 FROM customer_order o WHERE o.id = ${table}.order_id)`;
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
      await queryRunner.query(
        `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (${visible}) WITH CHECK (${visible})`,
      );
      await queryRunner.query(`CREATE POLICY store_bypass ON "${table}" TO shop_bypass USING (true) WITH CHECK (true)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_refund"`);
    await queryRunner.query(`DROP TABLE "order_note"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "user_agent"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "client_ip"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP COLUMN "customer_note"`);
  }
}
