import { MigrationInterface, QueryRunner } from 'typeorm';

const STORE_OF_TRANSACTION = `NULLIF(current_setting('app.store_id', true), '')::int`;

/**
 * Bulk accept as a background job, and the mapping suggestions kept once computed:
 * - match_suggestion: a pending item's top suggestion with the inputs it was computed from, so the
 *   bulk-accept preview reads it instead of ranking every item again (recomputed when the item or
 *   the master catalogue changed since);
 * - bulk_accept_job / bulk_accept_job_item: the items a super-admin accepted and how far the job
 *   got. Each item's state is written in the transaction that maps it, so a job picked up again
 *   after a restart neither loses an item nor maps one twice.
 * The tables with a store_id are store-owned: row-level security as on the others.
 */
export class BulkAcceptJobs1795593300000 implements MigrationInterface {
  name = 'BulkAcceptJobs1795593300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "match_suggestion" (
        "pending_item_id" integer PRIMARY KEY REFERENCES "pending_item"("id") ON DELETE CASCADE,
        "store_id" integer NOT NULL REFERENCES "store"("id") ON DELETE CASCADE,
        "item_name" character varying NOT NULL,
        "size_ml" integer,
        "gtin" character varying,
        "beverage_id" integer REFERENCES "beverage"("id") ON DELETE CASCADE,
        "confirmed" boolean NOT NULL DEFAULT false,
        "score" real,
        "computed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "ix_match_suggestion_store" ON "match_suggestion" ("store_id")`);
    // A master's deletion cascades here: without an index it would scan every kept suggestion.
    await queryRunner.query(`CREATE INDEX "ix_match_suggestion_beverage" ON "match_suggestion" ("beverage_id")`);
    await queryRunner.query(`
      CREATE TABLE "bulk_accept_job" (
        "id" SERIAL PRIMARY KEY,
        "store_id" integer NOT NULL REFERENCES "store"("id") ON DELETE CASCADE,
        "created_by" integer NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'running',
        "total" integer NOT NULL,
        "done" integer NOT NULL DEFAULT 0,
        "accepted" integer NOT NULL DEFAULT 0,
        "skipped" integer NOT NULL DEFAULT 0,
        "error" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "finished_at" TIMESTAMP WITH TIME ZONE
      )`);
    await queryRunner.query(
      `CREATE INDEX "ix_bulk_accept_job_running" ON "bulk_accept_job" ("id") WHERE "status" = 'running'`,
    );
    await queryRunner.query(`CREATE INDEX "ix_bulk_accept_job_store" ON "bulk_accept_job" ("store_id", "id")`);
    await queryRunner.query(`
      CREATE TABLE "bulk_accept_job_item" (
        "job_id" integer NOT NULL REFERENCES "bulk_accept_job"("id") ON DELETE CASCADE,
        "position" integer NOT NULL,
        "item_number" character varying NOT NULL,
        "beverage_id" integer NOT NULL,
        "state" character varying(16) NOT NULL DEFAULT 'pending',
        "reason" text,
        PRIMARY KEY ("job_id", "position")
      )`);
    for (const table of ['match_suggestion', 'bulk_accept_job']) {
      const rule = `store_id = ${STORE_OF_TRANSACTION}`;
      await queryRunner.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await queryRunner.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
      await queryRunner.query(
        `CREATE POLICY store_isolation ON "${table}" TO shop_app USING (${rule}) WITH CHECK (${rule})`,
      );
      await queryRunner.query(`CREATE POLICY store_bypass ON "${table}" TO shop_bypass USING (true) WITH CHECK (true)`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "bulk_accept_job_item"`);
    await queryRunner.query(`DROP TABLE "bulk_accept_job"`);
    await queryRunner.query(`DROP TABLE "match_suggestion"`);
  }
}
