import { startTestApp, TestApp } from '../support/test-app';

/** The schema comes only from committed migrations: they must match the entities exactly. */
describe('migrations and entities agree', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('leaves nothing for TypeORM to change after every migration has run', async () => {
    expect(await t.db.showMigrations()).toBe(false); // nothing pending
    const sql = await t.db.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('indexes every foreign key column', async () => {
    const unindexed = await t.db.query(`
      SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.contype = 'f' AND array_length(c.conkey, 1) = 1
        AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid AND i.indkey[0] = c.conkey[1])
      ORDER BY 1, 2`);
    expect(unindexed).toEqual([]);
  });
});
