import { Client } from 'pg';

export default async function globalTeardown() {
  const state = (globalThis as any).__TEST_TEMPLATE__ as { adminUrl: string; template: string } | undefined;
  if (state) {
    const client = new Client({ connectionString: state.adminUrl });
    await client.connect();
    const prefix = state.template.replace('shop_tpl_', 'shop_t_');
    const dbs = await client.query(`SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [
      state.template,
      `${prefix}%`,
    ]);
    for (const { datname } of dbs.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await client.end();
  }
  const embedded = (globalThis as any).__EMBEDDED_PG__;
  if (embedded) await embedded.stop();
}
