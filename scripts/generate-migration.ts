/**
 * Writes a migration with the SQL that brings the database at DATABASE_URL (already migrated)
 * in line with the entities: `npx tsx scripts/generate-migration.ts Name`. Review the file, then
 * add it to backend/database/migrations/index.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../backend/database/data-source';

async function main() {
  const name = process.argv[2];
  const url = process.env.DATABASE_URL;
  if (!name || !/^[A-Za-z][A-Za-z0-9]*$/.test(name) || !url) {
    console.error('usage: DATABASE_URL=postgres://... npx tsx scripts/generate-migration.ts CamelCaseName');
    process.exit(2);
  }
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  await ds.runMigrations();
  const sql = await ds.driver.createSchemaBuilder().log();
  await ds.destroy();
  if (!sql.upQueries.length) {
    console.log('No changes.');
    return;
  }
  const ts = Date.now();
  const q = (s: string) => '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const up = sql.upQueries.map((x) => `    await queryRunner.query(${q(x.query)});`).join('\n');
  const down = sql.downQueries
    .reverse()
    .map((x) => `    await queryRunner.query(${q(x.query)});`)
    .join('\n');
  const cls = `${name}${ts}`;
  const file = join(__dirname, '..', 'backend', 'database', 'migrations', `${ts}-${name}.ts`);
  writeFileSync(
    file,
    `import { MigrationInterface, QueryRunner } from 'typeorm';\n\nexport class ${cls} implements MigrationInterface {\n  name = '${cls}';\n\n  public async up(queryRunner: QueryRunner): Promise<void> {\n${up}\n  }\n\n  public async down(queryRunner: QueryRunner): Promise<void> {\n${down}\n  }\n}\n`,
  );
  console.log(`Wrote ${file} (class ${cls}); add it to backend/database/migrations/index.ts`);
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
