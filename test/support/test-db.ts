import { Client } from 'pg';

let counter = 0;

/** A fresh database for one test file, cloned from the migrated, seeded template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  const template = process.env.TEST_TEMPLATE_DB;
  if (!adminUrl || !template) throw new Error('Run e2e tests through jest (global setup prepares the database).');
  const name = `${template.replace('shop_tpl_', 'shop_t_')}_${process.pid}_${++counter}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (e: any) {
        // Another worker is cloning the same template at this instant: wait and retry.
        if (attempt > 40 || !/being accessed by other users/.test(String(e?.message))) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
}
