import { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1795329822872 implements MigrationInterface {
  name = 'Foundation1795329822872';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.signInTables(queryRunner);
    await this.masterTables(queryRunner);
    await this.storeAndAccountTables(queryRunner);
    await this.imageAndMailTables(queryRunner);
    await this.storeOwnedTables(queryRunner);
    await this.foreignKeys(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "web_config" DROP CONSTRAINT "FK_2f2eff9746b3cc3a6531fc9105b"`);
    await queryRunner.query(`ALTER TABLE "inventory_item" DROP CONSTRAINT "FK_c0be31b33bc9e4213940f2307d4"`);
    await queryRunner.query(`ALTER TABLE "inventory_item" DROP CONSTRAINT "FK_6897752f65fcfe0cbbc38bdac88"`);
    await queryRunner.query(`ALTER TABLE "customer" DROP CONSTRAINT "FK_5d1f609371a285123294fddcf3a"`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP CONSTRAINT "FK_b222595c516b833bdc9b1ba26b6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2f2eff9746b3cc3a6531fc9105"`);
    await queryRunner.query(`DROP TABLE "web_config"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_16caff35fc70585e9fa9510cc0"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c0be31b33bc9e4213940f2307d"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_2e6bc1d68029dc5ac9ff3f8e63"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ee8c7fda26a5e14baa7eac31d7"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6897752f65fcfe0cbbc38bdac8"`);
    await queryRunner.query(`DROP TABLE "inventory_item"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_63513349650e25976f9ec6dcda"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e404857224b7a7ca207b0afff3"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
    await queryRunner.query(`DROP TABLE "image"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_87f9fe9c19fd9ddaf341e1258f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_5d1f609371a285123294fddcf3"`);
    await queryRunner.query(`DROP TABLE "customer"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b222595c516b833bdc9b1ba26b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_bec1ef56fecaa6c10f13cf43e9"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c480e576dd71729addbc2d51b6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_3fa909d0e37c531ebc23770339"`);
    await queryRunner.query(`DROP TABLE "app_user"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dd39e632377f482dafa0789a02"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7ac5c5713844da973921ca599b"`);
    await queryRunner.query(`DROP TABLE "store"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4af36682107151e78c9b0899f7"`);
    await queryRunner.query(`DROP TABLE "attribute_list"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_d4c7193f9af80f850a04415afc"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_906c8e8f055b7122c0f33b5231"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8f49f5546de218a1486be0b57a"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_82ac37a3eb59e6c2e1eca65f34"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_14670c7d954150da05c87da9e2"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_523caefe45aeee871a9626a37e"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a6e5af60522c0716b9c1122f55"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_aec634fe0bbf5b356c3f7d02ab"`);
    await queryRunner.query(`DROP TABLE "beverage"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ae0ce6f3f89a4eb24cb87f45db"`);
    await queryRunner.query(`DROP TABLE "password_reset_code"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1fff029c86d9a995a4835a7e3d"`);
    await queryRunner.query(`DROP TABLE "login_attempt"`);
  }

  /** The trigram extension (search), sign-in throttling and password reset codes. */
  private async signInTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `CREATE TABLE "login_attempt" ("id" BIGSERIAL NOT NULL, "key" character varying(300) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_72829cd4f7424e3cdfd46c476c0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1fff029c86d9a995a4835a7e3d" ON "login_attempt"  ("key", "created_at") `);
    await queryRunner.query(
      `CREATE TABLE "password_reset_code" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "code_hash" character varying(255) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "attempts" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_caf551f55fead4f0573395cf527" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ae0ce6f3f89a4eb24cb87f45db" ON "password_reset_code"  ("user_id") `);
  }

  /** Master beverages and attribute lists, shared by every store. */
  private async masterTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "beverage" ("id" SERIAL NOT NULL, "item_name" character varying(300) NOT NULL, "main_category" character varying(100) NOT NULL DEFAULT '', "sub_category_1" character varying(100) NOT NULL DEFAULT '', "final_category" character varying(100) NOT NULL DEFAULT '', "size" character varying(40) NOT NULL DEFAULT '', "size_ml" integer, "pack_type" character varying(40) NOT NULL DEFAULT 'Bottle', "pack_quantity" integer NOT NULL DEFAULT '1', "case_quantity" integer NOT NULL DEFAULT '1', "brand" character varying(150) NOT NULL DEFAULT '', "country" character varying(100) NOT NULL DEFAULT '', "state" character varying(100) NOT NULL DEFAULT '', "vintage" character varying(20) NOT NULL DEFAULT '', "type_of_grape" character varying(100) NOT NULL DEFAULT '', "sub_region_one" character varying(100) NOT NULL DEFAULT '', "sub_region_two" character varying(100) NOT NULL DEFAULT '', "abv" numeric(5,2), "winery" character varying(150) NOT NULL DEFAULT '', "upc_number" character varying(20) NOT NULL DEFAULT '', "gtin" character varying(14), "item_number" character varying(40) NOT NULL DEFAULT '', "primary_desc" text NOT NULL DEFAULT '', "tasting_notes" text NOT NULL DEFAULT '', "special_rating" character varying(40) NOT NULL DEFAULT '', "image_hash" character varying(64), "is_review_pending" boolean NOT NULL DEFAULT false, "is_approved" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_31aac8bbeba8fe791b142dcf6cf" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_aec634fe0bbf5b356c3f7d02ab" ON "beverage"  ("main_category") `);
    await queryRunner.query(`CREATE INDEX "IDX_a6e5af60522c0716b9c1122f55" ON "beverage"  ("sub_category_1") `);
    await queryRunner.query(`CREATE INDEX "IDX_523caefe45aeee871a9626a37e" ON "beverage"  ("size_ml") `);
    await queryRunner.query(`CREATE INDEX "IDX_14670c7d954150da05c87da9e2" ON "beverage"  ("brand") `);
    await queryRunner.query(`CREATE INDEX "IDX_82ac37a3eb59e6c2e1eca65f34" ON "beverage"  ("country") `);
    await queryRunner.query(`CREATE INDEX "IDX_8f49f5546de218a1486be0b57a" ON "beverage"  ("gtin") `);
    await queryRunner.query(`CREATE INDEX "IDX_906c8e8f055b7122c0f33b5231" ON "beverage"  ("item_number") `);
    await queryRunner.query(`CREATE INDEX "IDX_d4c7193f9af80f850a04415afc" ON "beverage"  ("image_hash") `);
    await queryRunner.query(
      `CREATE TABLE "attribute_list" ("id" SERIAL NOT NULL, "prop_name" character varying(60) NOT NULL, "prop_values" text array NOT NULL DEFAULT '{}', CONSTRAINT "PK_b4f98b0d0fbba9f2ae3bbaf6515" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_4af36682107151e78c9b0899f7" ON "attribute_list"  ("prop_name") `);
  }

  /** Stores, user accounts and customers. */
  private async storeAndAccountTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "store" ("id" SERIAL NOT NULL, "name" character varying(120) NOT NULL, "web_url" character varying(63) NOT NULL, "domain" character varying(253), "is_default" boolean NOT NULL DEFAULT false, "sales_tax_percent" numeric(6,3) NOT NULL DEFAULT '0', "delivery_zones" text array NOT NULL DEFAULT '{}', "location" character varying(500) NOT NULL DEFAULT '', "phone" character varying(40) NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f3172007d4de5ae8e7692759d79" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_7ac5c5713844da973921ca599b" ON "store"  ("web_url") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_dd39e632377f482dafa0789a02" ON "store"  ("domain") WHERE domain IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE "app_user" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "username" character varying(254) NOT NULL, "password_hash" character varying(255) NOT NULL, "role" character varying(16) NOT NULL, "store_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_22a5c4a3d9b2fb8e4e73fc4ada1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_3fa909d0e37c531ebc23770339" ON "app_user"  ("email") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_c480e576dd71729addbc2d51b6" ON "app_user"  ("username") `);
    await queryRunner.query(`CREATE INDEX "IDX_bec1ef56fecaa6c10f13cf43e9" ON "app_user"  ("role") `);
    await queryRunner.query(`CREATE INDEX "IDX_b222595c516b833bdc9b1ba26b" ON "app_user"  ("store_id") `);
    await queryRunner.query(
      `CREATE TABLE "customer" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "first_name" character varying(100) NOT NULL, "last_name" character varying(100) NOT NULL DEFAULT '', "phone_number" character varying(30) NOT NULL, "address_line1" character varying(200) NOT NULL, "address_line2" character varying(200) NOT NULL DEFAULT '', "city" character varying(100) NOT NULL, "state" character varying(100) NOT NULL, "zip_code" character varying(20) NOT NULL, "country" character varying(100) NOT NULL, "email_address" character varying(254) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_5d1f609371a285123294fddcf3" UNIQUE ("user_id"), CONSTRAINT "PK_a7a13f4cacb744524e44dfdad32" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_5d1f609371a285123294fddcf3" ON "customer"  ("user_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_87f9fe9c19fd9ddaf341e1258f" ON "customer"  ("email_address") `);
  }

  /** Images and the mail outbox. */
  private async imageAndMailTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "image" ("hash" character varying(64) NOT NULL, "content_type" character varying(100) NOT NULL, "bytes" bytea NOT NULL, "width" integer, "height" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5854de17bfbd97af5afb4e3b595" PRIMARY KEY ("hash"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" SERIAL NOT NULL, "to_address" character varying(254) NOT NULL, "subject" character varying(300) NOT NULL, "text" text NOT NULL, "html" text, "kind" character varying(60) NOT NULL, "status" character varying(16) NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e404857224b7a7ca207b0afff3" ON "mail_outbox"  ("kind") `);
    await queryRunner.query(
      `CREATE INDEX "IDX_63513349650e25976f9ec6dcda" ON "mail_outbox"  ("status", "next_attempt_at") `,
    );
  }

  /** Inventory items and web configuration, one store each. */
  private async storeOwnedTables(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inventory_item" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "item_number" character varying(40) NOT NULL, "upc" character varying(20) NOT NULL DEFAULT '', "item_description" character varying(300) NOT NULL, "size_description" character varying(40) NOT NULL DEFAULT '', "pack_type" character varying(40) NOT NULL DEFAULT 'Bottle', "pack_quantity" integer NOT NULL DEFAULT '1', "case_quantity" integer NOT NULL DEFAULT '1', "unit_price_cents" integer NOT NULL DEFAULT '0', "pack_price_cents" integer NOT NULL DEFAULT '0', "case_price_cents" integer NOT NULL DEFAULT '0', "unit_sale_price_cents" integer NOT NULL DEFAULT '0', "pack_sale_price_cents" integer NOT NULL DEFAULT '0', "case_sale_price_cents" integer NOT NULL DEFAULT '0', "date_sale_starts" date, "date_sale_ends" date, "sales_tax_percent" numeric(6,3) NOT NULL DEFAULT '0', "available_to_sell" integer NOT NULL DEFAULT '0', "is_available" boolean NOT NULL DEFAULT true, "brand" character varying(150) NOT NULL DEFAULT '', "country_of_origin" character varying(100) NOT NULL DEFAULT '', "item_vintage" character varying(20) NOT NULL DEFAULT '', "type_of_grape" character varying(100) NOT NULL DEFAULT '', "beverage_id" integer, "created_date" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_inventory_item_store_item_number" UNIQUE ("store_id", "item_number"), CONSTRAINT "PK_94f5cbcb5f280f2f30bd4a9fd90" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6897752f65fcfe0cbbc38bdac8" ON "inventory_item"  ("store_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_ee8c7fda26a5e14baa7eac31d7" ON "inventory_item"  ("date_sale_ends") `);
    await queryRunner.query(`CREATE INDEX "IDX_2e6bc1d68029dc5ac9ff3f8e63" ON "inventory_item"  ("is_available") `);
    await queryRunner.query(`CREATE INDEX "IDX_c0be31b33bc9e4213940f2307d" ON "inventory_item"  ("beverage_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_16caff35fc70585e9fa9510cc0" ON "inventory_item"  ("created_date") `);
    await queryRunner.query(
      `CREATE TABLE "web_config" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "company_name" character varying(150) NOT NULL DEFAULT '', "logo_hash" character varying(64), "locations" text NOT NULL DEFAULT '', "phone_number" character varying(40) NOT NULL DEFAULT '', "footer_content" text NOT NULL DEFAULT '', "terms_of_service" text NOT NULL DEFAULT '', "return_policy" text NOT NULL DEFAULT '', "privacy_policy" text NOT NULL DEFAULT '', "shipping_info" text NOT NULL DEFAULT '', "is_shipping_available" boolean NOT NULL DEFAULT true, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_2f2eff9746b3cc3a6531fc9105" UNIQUE ("store_id"), CONSTRAINT "PK_7030b0bbee3187536c306214bc9" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_2f2eff9746b3cc3a6531fc9105" ON "web_config"  ("store_id") `);
  }

  /** Foreign keys of the tables above. */
  private async foreignKeys(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "app_user" ADD CONSTRAINT "FK_b222595c516b833bdc9b1ba26b6" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer" ADD CONSTRAINT "FK_5d1f609371a285123294fddcf3a" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "inventory_item" ADD CONSTRAINT "FK_6897752f65fcfe0cbbc38bdac88" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "inventory_item" ADD CONSTRAINT "FK_c0be31b33bc9e4213940f2307d4" FOREIGN KEY ("beverage_id") REFERENCES "beverage"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "web_config" ADD CONSTRAINT "FK_2f2eff9746b3cc3a6531fc9105b" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
