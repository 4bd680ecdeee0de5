import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Revocable tokens: each account has a token_version that its tokens carry (`ver`). The database
 * moves it on whenever what a token vouches for changes (password, role, store, email), so no code
 * path that changes an account can forget to end its sessions; sign-out bumps it explicitly.
 */
export class TokenVersion1795429000000 implements MigrationInterface {
  name = 'TokenVersion1795429000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "app_user" ADD "token_version" integer NOT NULL DEFAULT '0'`);
    await queryRunner.query(`
      CREATE FUNCTION app_user_token_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
           OR NEW.role IS DISTINCT FROM OLD.role
           OR NEW.store_id IS DISTINCT FROM OLD.store_id
           OR NEW.email IS DISTINCT FROM OLD.email THEN
          NEW.token_version := OLD.token_version + 1;
        END IF;
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(
      `CREATE TRIGGER app_user_token_version BEFORE UPDATE ON "app_user" FOR EACH ROW EXECUTE FUNCTION app_user_token_version()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER app_user_token_version ON "app_user"`);
    await queryRunner.query(`DROP FUNCTION app_user_token_version()`);
    await queryRunner.query(`ALTER TABLE "app_user" DROP COLUMN "token_version"`);
  }
}
