import { DataSource, DataSourceOptions } from 'typeorm';
import { APP_DB_ROLE, BYPASS_DB_ROLE, connectAsRole } from '../common/db/db-roles';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/**
 * One definition of the database connection, used by the app, the CLIs and the tests. `poolSize`:
 * the app passes DB_POOL_SIZE from its configuration; the CLIs need no more than the default.
 * `role`: the PostgreSQL role every connection of the pool runs as (see common/db/db-roles.ts):
 * the app's pool is `shop_app` (row-level security applies), the demo-data loader and the CLIs
 * `shop_bypass`; without it, the connecting user itself (the migrations, which own the schema).
 */
export function dataSourceOptions(
  url: string,
  poolSize = 10,
  role?: typeof APP_DB_ROLE | typeof BYPASS_DB_ROLE,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    logging: false,
    extra: { max: poolSize, application_name: 'wine-shop', ...(role ? { options: connectAsRole(role) } : {}) },
  } as DataSourceOptions;
}

export async function migrate(url: string): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(url));
  await ds.initialize();
  try {
    const ran = await ds.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
