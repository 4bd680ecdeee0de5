import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
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
  const template = `shop_tpl_${process.pid}_${hostTag()}_${Date.now().toString(36)}`;
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  await dropLeftovers(client);
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

/**
 * This machine's tag in the names of the test databases. The PostgreSQL server may be shared by
 * several machines or CI containers: a run may only ever drop databases carrying its own tag.
 */
export function hostTag(): string {
  return createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
}

/**
 * Drops what an interrupted earlier run on this same machine left behind: databases with this
 * machine's tag whose run (process id) is gone. Another machine's databases, and those of a run
 * still alive here, are never touched.
 */
export async function dropLeftovers(client: Client): Promise<void> {
  const tag = hostTag();
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname ~ ('^shop_(tpl|t)_[0-9]+_' || $1 || '_')`,
    [tag],
  );
  for (const { datname } of rows) {
    const pid = Number(datname.split('_')[2]);
    if (!Number.isInteger(pid) || pid === process.pid || processAlive(pid)) continue;
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
