import { join } from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../../backend/config/config';
import { migrateAndSeed } from '../../backend/database/bootstrap';
import { startEmbeddedPostgres } from '../../backend/database/embedded';

/**
 * Once per `jest` run: a PostgreSQL server (DATABASE_URL, else an embedded one under
 * .data/test-postgres), and a template database migrated and loaded with the demo data. Each
 * e2e/browser test file clones its own database from the template (test/support/test-db.ts).
 */
export default async function globalSetup() {
  if (onlyUnitTests(process.argv)) return; // unit tests need no database

  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres(join(__dirname, '..', '..', '.data', 'test-postgres'));
    (globalThis as any).__EMBEDDED_PG__ = embedded;
    serverUrl = embedded.url;
  }
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const template = `shop_tpl_${process.pid}_${Date.now().toString(36)}`;
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  // Clean up what an interrupted earlier run left behind.
  const stale = await client.query(
    `SELECT datname FROM pg_database WHERE datname LIKE 'shop_tpl_%' OR datname LIKE 'shop_t_%'`,
  );
  for (const { datname } of stale.rows) {
    const pid = Number(String(datname).split('_')[2]);
    let alive: boolean;
    try {
      process.kill(pid, 0);
      alive = pid !== process.pid;
    } catch {
      alive = false;
    }
    if (!alive) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
  await client.query(`CREATE DATABASE "${template}"`);
  await client.end();

  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${template}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'x'.repeat(40),
    DEMO_DATA: '1',
    DATA_DIR: join(__dirname, '..', '..', '.data', 'test'),
  });
  await migrateAndSeed(config, templateUrl.toString(), () => {});

  process.env.TEST_PG_ADMIN_URL = admin.toString();
  process.env.TEST_TEMPLATE_DB = template;
  (globalThis as any).__TEST_TEMPLATE__ = { adminUrl: admin.toString(), template };
}

/** True when jest was asked for the unit project alone (`--selectProjects unit`). */
function onlyUnitTests(argv: string[]): boolean {
  const at = argv.indexOf('--selectProjects');
  if (at < 0) return false;
  const projects: string[] = [];
  for (const arg of argv.slice(at + 1)) {
    if (arg.startsWith('-')) break;
    projects.push(arg);
  }
  return projects.length > 0 && projects.every((p) => p === 'unit');
}
