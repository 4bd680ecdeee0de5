import { MigrationInterface, QueryRunner } from 'typeorm';

/** A reset code belongs to a user and goes with it. */
export class PasswordResetUserFk1795331500000 implements MigrationInterface {
  name = 'PasswordResetUserFk1795331500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "password_reset_code" c WHERE NOT EXISTS (SELECT 1 FROM "app_user" u WHERE u.id = c.user_id)`,
    );
    await queryRunner.query(
      `ALTER TABLE "password_reset_code" ADD CONSTRAINT "fk_password_reset_code_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "password_reset_code" DROP CONSTRAINT "fk_password_reset_code_user"`);
  }
}
