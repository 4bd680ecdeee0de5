import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in limits per (account, address) and per address, with an account-wide growing delay that
 * spares the addresses the owner signs in from: a reservation is `settled` once its password was
 * found wrong (a success forgives only settled failures, never attempts still in flight), and
 * `login_known_address` remembers where each account signed in.
 */
export class SignInThrottleByAddress1795550000000 implements MigrationInterface {
  name = 'SignInThrottleByAddress1795550000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Rows from before were failures already counted: they are settled.
    await queryRunner.query(`ALTER TABLE "login_attempt" ADD "settled" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "login_attempt" ALTER COLUMN "settled" SET DEFAULT false`);
    await queryRunner.query(
      `CREATE TABLE "login_known_address" (
        "account" character varying(300) NOT NULL,
        "address" character varying(100) NOT NULL,
        "signed_in_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_login_known_address" PRIMARY KEY ("account", "address")
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_known_address"`);
    await queryRunner.query(`ALTER TABLE "login_attempt" DROP COLUMN "settled"`);
  }
}
