import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditAndInventorySync1795330516159 implements MigrationInterface {
  name = 'AuditAndInventorySync1795330516159';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" BIGSERIAL NOT NULL, "store_id" integer, "actor_id" integer, "actor_email" character varying(254) NOT NULL DEFAULT '', "entity" character varying(40) NOT NULL, "entity_id" character varying(64) NOT NULL, "action" character varying(40) NOT NULL, "before" jsonb, "after" jsonb, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_58a130a4b9da189f46ba2a01801" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_03e178e77e5aa34d57f1eaf310" ON "audit_entry"  ("store_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_97535621724623160ea0427566" ON "audit_entry"  ("actor_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_b68dcc794cea3a97d59a0b8771" ON "audit_entry"  ("action") `);
    await queryRunner.query(`CREATE INDEX "IDX_92768797a416e40bbe1d501fd1" ON "audit_entry"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "idx_audit_entry_entity" ON "audit_entry"  ("entity", "entity_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "inventory_import" ("id" SERIAL NOT NULL, "store_id" integer NOT NULL, "created_by" integer, "file_name" character varying(255) NOT NULL DEFAULT '', "source" character varying(8) NOT NULL DEFAULT 'csv', "content" text, "headers" jsonb NOT NULL DEFAULT '[]', "mapping" jsonb NOT NULL DEFAULT '{}', "row_count" integer NOT NULL DEFAULT '0', "status" character varying(12) NOT NULL DEFAULT 'uploaded', "updated_count" integer NOT NULL DEFAULT '0', "unchanged_count" integer NOT NULL DEFAULT '0', "queued_count" integer NOT NULL DEFAULT '0', "rejected_count" integer NOT NULL DEFAULT '0', "rejections" jsonb NOT NULL DEFAULT '[]', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "applied_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "ck_inventory_import_source" CHECK ("source" IN ('csv', 'api')), CONSTRAINT "ck_inventory_import_status" CHECK ("status" IN ('uploaded', 'applied', 'failed')), CONSTRAINT "PK_b676f0683aff731c34913764d8f" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_05c278fe72822348529ff785b5" ON "inventory_import"  ("store_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_30bb035c37dc84a6feabbe13da" ON "inventory_import"  ("created_by") `);
    await queryRunner.query(`CREATE INDEX "IDX_0cda71858135fed063a4a32c02" ON "inventory_import"  ("status") `);
    await queryRunner.query(`CREATE INDEX "IDX_b5ce77272f16164b0b0143b0d3" ON "inventory_import"  ("created_at") `);
    await queryRunner.query(
      `ALTER TABLE "inventory_import" ADD CONSTRAINT "FK_05c278fe72822348529ff785b50" FOREIGN KEY ("store_id") REFERENCES "store"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "inventory_import" ADD CONSTRAINT "FK_30bb035c37dc84a6feabbe13dae" FOREIGN KEY ("created_by") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "inventory_import" DROP CONSTRAINT "FK_30bb035c37dc84a6feabbe13dae"`);
    await queryRunner.query(`ALTER TABLE "inventory_import" DROP CONSTRAINT "FK_05c278fe72822348529ff785b50"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b5ce77272f16164b0b0143b0d3"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0cda71858135fed063a4a32c02"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_30bb035c37dc84a6feabbe13da"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_05c278fe72822348529ff785b5"`);
    await queryRunner.query(`DROP TABLE "inventory_import"`);
    await queryRunner.query(`DROP INDEX "public"."idx_audit_entry_entity"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_92768797a416e40bbe1d501fd1"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b68dcc794cea3a97d59a0b8771"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_97535621724623160ea0427566"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_03e178e77e5aa34d57f1eaf310"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
