import { MigrationInterface, QueryRunner } from 'typeorm';

/** My Details: a customer's saved delivery addresses; checkout prefills from the default. */
export class SavedAddresses1795450000000 implements MigrationInterface {
  name = 'SavedAddresses1795450000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_address" ("id" SERIAL NOT NULL, "customer_id" integer NOT NULL, "label" character varying(40) NOT NULL, "full_name" character varying(100) NOT NULL, "address_line1" character varying(200) NOT NULL, "address_line2" character varying(200) NOT NULL DEFAULT '', "city" character varying(100) NOT NULL, "state" character varying(100) NOT NULL, "zip_code" character varying(20) NOT NULL, "phone_number" character varying(30) NOT NULL DEFAULT '', "is_default" boolean NOT NULL DEFAULT false, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f126b7baa5fb0620967538818cd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_93c95c759ab8d6257adb6d0f3f" ON "saved_address"  ("customer_id") `);
    await queryRunner.query(
      `ALTER TABLE "saved_address" ADD CONSTRAINT "FK_93c95c759ab8d6257adb6d0f3f1" FOREIGN KEY ("customer_id") REFERENCES "customer"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "saved_address" DROP CONSTRAINT "FK_93c95c759ab8d6257adb6d0f3f1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_93c95c759ab8d6257adb6d0f3f"`);
    await queryRunner.query(`DROP TABLE "saved_address"`);
  }
}
