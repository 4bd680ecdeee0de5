import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail about a store's order or account comes from that store: the outbox row names the store and
 * keeps the sender's name (the store's company name), its reply-to address and its logo, taken when
 * the mail is queued (no foreign key: a sent row outlives its store as a record). A store may have
 * its own reply-to address (replies reach the store's staff).
 */
export class MailSenderPerStore1795461000000 implements MigrationInterface {
  name = 'MailSenderPerStore1795461000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "store" ADD "reply_to_email" character varying(254) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "store_id" integer`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "from_name" character varying(150)`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "reply_to" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "logo_hash" character varying(64)`);
    await queryRunner.query(`CREATE INDEX "IDX_mail_outbox_store_id" ON "mail_outbox" ("store_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_mail_outbox_store_id"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "logo_hash"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "reply_to"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "from_name"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "store_id"`);
    await queryRunner.query(`ALTER TABLE "store" DROP COLUMN "reply_to_email"`);
  }
}
