import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One rule per search term (terms are stored lower-cased): a second rule for the same term would
 * leave it to chance which synonyms a search uses. Earlier duplicates keep their first rule.
 */
export class SearchSynonymTermUnique1795550100000 implements MigrationInterface {
  name = 'SearchSynonymTermUnique1795550100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "search_synonym" s USING "search_synonym" first WHERE s."term" = first."term" AND s."id" > first."id"`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_search_synonym_term" ON "search_synonym" ("term")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_search_synonym_term"`);
  }
}
