import { MigrationInterface, QueryRunner } from 'typeorm';

export class Orders1795330896913 implements MigrationInterface {
  name = 'Orders1795330896913';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.orderTables(queryRunner);
    await this.paymentAndShippingTables(queryRunner);
    await this.guards(queryRunner);
    await this.foreignKeys(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shipping_rate" DROP CONSTRAINT "FK_f7b2c9116eb66a8e4f88a88e065"`);
    await queryRunner.query(`ALTER TABLE "payment_transaction" DROP CONSTRAINT "FK_4467c7c7f2e59a488f95695519b"`);
    await queryRunner.query(`ALTER TABLE "order_status_history" DROP CONSTRAINT "FK_1ca7d5228cf9dc589b60243933c"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP CONSTRAINT "FK_fc3a1053cea1899a274d425b849"`);
    await queryRunner.query(`ALTER TABLE "order_item" DROP CONSTRAINT "FK_e9674a6053adbaa1057848cddfa"`);
    await queryRunner.query(`ALTER TABLE "order_address" DROP CONSTRAINT "FK_bd8424734e4ed6b3113b2b9dd19"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "FK_97d7c30b1057c7be6404732d9d4"`);
    await queryRunner.query(`ALTER TABLE "customer_order" DROP CONSTRAINT "FK_c7952f23984e144098f990a2963"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dd6488ae696c1dd64dc5ff11c2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f7b2c9116eb66a8e4f88a88e06"`);
    await queryRunner.query(`DROP TABLE "shipping_rate"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fd8e7b4c8b742dcb9f4b95046f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_91163b302301738c73b0b917a1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0362c4a86732d07164a772f829"`);
    await queryRunner.query(`DROP TABLE "payment_transaction"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1ca7d5228cf9dc589b60243933"`);
    await queryRunner.query(`DROP TABLE "order_status_history"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fc3a1053cea1899a274d425b84"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e9674a6053adbaa1057848cddf"`);
    await queryRunner.query(`DROP TABLE "order_item"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a30cb3e617d564662baaabd278"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_499fe2f4ee94ce4e577ef327e3"`);
    await queryRunner.query(`DROP TABLE "order_idempotency_key"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_923ceaef32880098545caca708"`);
    await queryRunner.query(`DROP TABLE "order_address"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c56c2f8626e1a210f26c6e5eed"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_848742a15cd76bf2fbbce4303d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e2b9d9c42ddd021d9bdb1a269b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_27114f468fc371d06623b6bd06"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3ac7322dfcd8299d0b06dbdb55"`);
    await queryRunner.query(`DROP TABLE "customer_order"`);
  }

  /** Orders, their addresses, Idempotency-Keys, items and status history, with their indexes. */
  private async orderTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "customer_order" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "customer_id" integer NOT NULL, "user_id" integer NOT NULL, "order_type" character varying(16) NOT NULL, "order_status" character varying(20) NOT NULL DEFAULT 'Received', "transaction_status" character varying(20) NOT NULL DEFAULT 'Pending', "transaction_id" character varying(40), "subtotal_cents" integer NOT NULL, "sales_tax_cents" integer NOT NULL, "shipping_cost_cents" integer NOT NULL DEFAULT '0', "total_cents" integer NOT NULL, "hold_amount_cents" integer NOT NULL, "shipping_option" character varying(60), "weight_lb" integer NOT NULL DEFAULT '0', "contact_name" character varying(100) NOT NULL, "contact_email" character varying(254) NOT NULL, "contact_phone" character varying(30) NOT NULL DEFAULT '', "card_brand" character varying(30) NOT NULL DEFAULT '', "card_last4" character varying(4) NOT NULL DEFAULT '', "card_expiry" character varying(5) NOT NULL DEFAULT '', "card_holder_name" character varying(100) NOT NULL DEFAULT '', "age_confirmed" boolean NOT NULL DEFAULT false, "id_checked_at" TIMESTAMP WITH TIME ZONE, "id_checked_by" integer, "id_check_type" character varying(40), "confirmation_queued_at" TIMESTAMP WITH TIME ZONE, "order_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c70aef746523b2c4a0af0945209" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_3ac7322dfcd8299d0b06dbdb55" ON "customer_order"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_27114f468fc371d06623b6bd06" ON "customer_order"  ("order_status") `);
    await queryRunner.query(`CREATE INDEX "IDX_e2b9d9c42ddd021d9bdb1a269b" ON "customer_order"  ("transaction_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_848742a15cd76bf2fbbce4303d" ON "customer_order"  ("customer_id", "order_date") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_c56c2f8626e1a210f26c6e5eed" ON "customer_order"  ("store_id", "order_date") `,
    );
    await queryRunner.query(
      `CREATE TABLE "order_address" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "kind" character varying(10) NOT NULL, "full_name" character varying(100) NOT NULL, "address_line1" character varying(200) NOT NULL, "address_line2" character varying(200) NOT NULL DEFAULT '', "city" character varying(100) NOT NULL, "state" character varying(100) NOT NULL, "country" character varying(100) NOT NULL DEFAULT 'USA', "zip_code" character varying(10) NOT NULL, "email_address" character varying(254) NOT NULL DEFAULT '', "phone_number" character varying(30) NOT NULL DEFAULT '', CONSTRAINT "PK_f07603e96b068aae820d4590270" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_923ceaef32880098545caca708" ON "order_address"  ("order_id", "kind") `,
    );
    await queryRunner.query(
      `CREATE TABLE "order_idempotency_key" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "key" character varying(100) NOT NULL, "request_hash" character(64) NOT NULL, "status" character varying(10) NOT NULL DEFAULT 'pending', "response_status" integer, "response_body" jsonb, "order_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_bf4fb659b75460382a88edd9e82" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_499fe2f4ee94ce4e577ef327e3" ON "order_idempotency_key"  ("created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_a30cb3e617d564662baaabd278" ON "order_idempotency_key"  ("user_id", "key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "order_item" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "inventory_item_id" integer, "item_number" character varying(40) NOT NULL, "product_name" character varying(300) NOT NULL, "size" character varying(40) NOT NULL DEFAULT '', "pack_type" character varying(40) NOT NULL DEFAULT '', "pack_size" integer NOT NULL DEFAULT '1', "quantity" integer NOT NULL, "item_price_cents" integer NOT NULL, "regular_price_cents" integer NOT NULL, "sales_tax_percent" numeric(6,3) NOT NULL DEFAULT '0', "tax_cents" integer NOT NULL DEFAULT '0', "item_status" character varying(20) NOT NULL DEFAULT 'Received', "tracking_number" character varying(60), "estimated_delivery" date, "image_hash" character varying(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d01158fe15b1ead5c26fd7f4e90" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e9674a6053adbaa1057848cddf" ON "order_item"  ("order_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_fc3a1053cea1899a274d425b84" ON "order_item"  ("inventory_item_id") `);
    await queryRunner.query(
      `CREATE TABLE "order_status_history" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "order_item_id" integer, "from_status" character varying(20), "to_status" character varying(20) NOT NULL, "actor_user_id" integer, "actor_role" character varying(16) NOT NULL, "actor_email" character varying(254) NOT NULL DEFAULT '', "note" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e6c66d853f155531985fc4f6ec8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1ca7d5228cf9dc589b60243933" ON "order_status_history"  ("order_id") `);
  }

  /** Card payments and shipping rates, with their indexes. */
  private async paymentAndShippingTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payment_transaction" ("id" character varying(40) NOT NULL, "store_id" integer NOT NULL, "user_id" integer, "order_id" integer, "status" character varying(20) NOT NULL, "decline_code" character varying(40), "card_brand" character varying(30) NOT NULL, "card_last4" character(4) NOT NULL, "card_expiry" character varying(5) NOT NULL, "card_holder_name" character varying(100) NOT NULL DEFAULT '', "requested_cents" integer NOT NULL, "authorized_cents" integer NOT NULL DEFAULT '0', "captured_cents" integer NOT NULL DEFAULT '0', "voided_cents" integer NOT NULL DEFAULT '0', "refunded_cents" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_82c3470854cf4642dfb0d7150cd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0362c4a86732d07164a772f829" ON "payment_transaction"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_91163b302301738c73b0b917a1" ON "payment_transaction"  ("order_id") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_fd8e7b4c8b742dcb9f4b95046f" ON "payment_transaction"  ("store_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "shipping_rate" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "option_name" character varying(60) NOT NULL, "max_weight_lb" integer, "cost_cents" integer NOT NULL, "residential_surcharge_cents" integer NOT NULL DEFAULT '0', "sort_order" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_6c012cbd9d0c042d5874bc66f3c" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f7b2c9116eb66a8e4f88a88e06" ON "shipping_rate"  ("store_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_dd6488ae696c1dd64dc5ff11c2" ON "shipping_rate"  ("store_id", "option_name", "max_weight_lb") `,
    );
  }

  /** Checks the database enforces on orders and payments. */
  private async guards(queryRunner: QueryRunner): Promise<void> {
    // Hand-written guards: the database refuses impossible orders and payments whatever the code does.
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "chk_customer_order_type" CHECK (order_type IN ('delivery', 'shipping', 'pickup'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "chk_customer_order_amounts" CHECK (subtotal_cents >= 0 AND sales_tax_cents >= 0 AND shipping_cost_cents >= 0 AND total_cents >= 0 AND hold_amount_cents >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD CONSTRAINT "chk_order_item_quantity" CHECK (quantity > 0 AND item_price_cents >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_transaction" ADD CONSTRAINT "chk_payment_amounts" CHECK (captured_cents <= authorized_cents AND refunded_cents <= captured_cents AND voided_cents <= authorized_cents AND authorized_cents >= 0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_transaction" ADD CONSTRAINT "chk_payment_card_last4" CHECK (card_last4 ~ '^[0-9]{4}$')`,
    );
  }

  /** Foreign keys of the tables above. */
  private async foreignKeys(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "FK_c7952f23984e144098f990a2963" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_order" ADD CONSTRAINT "FK_97d7c30b1057c7be6404732d9d4" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_address" ADD CONSTRAINT "FK_bd8424734e4ed6b3113b2b9dd19" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD CONSTRAINT "FK_e9674a6053adbaa1057848cddfa" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_item" ADD CONSTRAINT "FK_fc3a1053cea1899a274d425b849" FOREIGN KEY ("inventory_item_id") REFERENCES "inventory_item"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "order_status_history" ADD CONSTRAINT "FK_1ca7d5228cf9dc589b60243933c" FOREIGN KEY ("order_id") REFERENCES "customer_order"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_transaction" ADD CONSTRAINT "FK_4467c7c7f2e59a488f95695519b" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "shipping_rate" ADD CONSTRAINT "FK_f7b2c9116eb66a8e4f88a88e065" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
