import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every outbox message gets a Message-ID when it is written, sent on every try, so a retry after
 * a lost "250" is recognisably the same mail. A sent mail's body is cleared (it may hold a reset
 * or invitation code), hence text becomes nullable.
 */
export class MailMessageId1795429100000 implements MigrationInterface {
  name = 'MailMessageId1795429100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "message_id" character varying(255)`);
    await queryRunner.query(
      `UPDATE "mail_outbox" SET "message_id" = '<' || gen_random_uuid() || '@outbox.wine-shop.invalid>'`,
    );
    await queryRunner.query(`ALTER TABLE "mail_outbox" ALTER COLUMN "message_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL`);
    // Mail already delivered keeps no body: reset and invitation codes leave the table.
    await queryRunner.query(`UPDATE "mail_outbox" SET "text" = NULL, "html" = NULL WHERE "status" = 'sent'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "mail_outbox" SET "text" = '' WHERE "text" IS NULL`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ALTER COLUMN "text" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "message_id"`);
  }
}
