import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startBackend } from '../support/backend-process';
import { createTestDatabase } from '../support/test-db';

/** cli-progress is a development dependency: `npm run seed` in the production image works without it. */
describe('npm run seed -- --items N without cli-progress installed', () => {
  let db: { url: string; drop(): Promise<void> };
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-seed-'));
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const demoItems = async () => {
    const c = new Client({ connectionString: db.url });
    await c.connect();
    const { rows } = await c.query(
      `SELECT count(*)::int AS n FROM inventory_item i JOIN store s ON s.id = i.store_id WHERE s.web_url IN ('northside', 'harbor')`,
    );
    await c.end();
    return rows[0].n as number;
  };

  it('grows the catalogue and reports progress in plain lines', async () => {
    const before = await demoItems();
    const seed = startBackend(
      'backend/database/cli/seed.ts',
      { NODE_ENV: 'development', DATABASE_URL: db.url, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), DEMO_DATA: '1' },
      { hide: ['cli-progress'], args: ['--items', String(before + 40)] },
    );
    const { code } = await seed.exited;
    expect(seed.output()).toContain(`Large catalogue: ${before + 40}/${before + 40} items (100 %)`);
    expect(seed.output()).toMatch(/The demo stores now hold \d+ items\./);
    expect(code).toBe(0);
    expect(await demoItems()).toBeGreaterThanOrEqual(before + 40);
  });
});
