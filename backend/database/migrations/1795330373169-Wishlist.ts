import { MigrationInterface, QueryRunner } from 'typeorm';

export class Wishlist1795330373169 implements MigrationInterface {
  name = 'Wishlist1795330373169';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "wishlist_item" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "inventory_item_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_wishlist_item_user_item" UNIQUE ("user_id", "inventory_item_id"), CONSTRAINT "PK_dc473007d691690801365193b72" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_6299553df6151b0451171a8e06" ON "wishlist_item"  ("inventory_item_id") `);
    await queryRunner.query(
      `ALTER TABLE "wishlist_item" ADD CONSTRAINT "FK_f2db4a8af86d963bccb8cf7a12b" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "wishlist_item" ADD CONSTRAINT "FK_6299553df6151b0451171a8e062" FOREIGN KEY ("inventory_item_id") REFERENCES "inventory_item"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "wishlist_item" DROP CONSTRAINT "FK_6299553df6151b0451171a8e062"`);
    await queryRunner.query(`ALTER TABLE "wishlist_item" DROP CONSTRAINT "FK_f2db4a8af86d963bccb8cf7a12b"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_6299553df6151b0451171a8e06"`);
    await queryRunner.query(`DROP TABLE "wishlist_item"`);
  }
}
