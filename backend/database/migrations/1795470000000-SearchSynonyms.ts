import { MigrationInterface, QueryRunner } from 'typeorm';

/** Search synonyms managed by super-admins, the same for every store. */
export class SearchSynonyms1795470000000 implements MigrationInterface {
  name = 'SearchSynonyms1795470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "search_synonym" (
        "id" SERIAL NOT NULL,
        "term" character varying(100) NOT NULL,
        "synonyms" text array NOT NULL,
        "two_way" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_search_synonym" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_search_synonym_synonyms" CHECK (cardinality("synonyms") BETWEEN 1 AND 20)
      )`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "search_synonym"`);
  }
}
