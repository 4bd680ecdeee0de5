import { DataSource } from 'typeorm';
import { BYPASS_DB_ROLE } from '../../common/db/db-roles';
import type { AppConfig } from '../../config/config';
import { openDatabase } from '../bootstrap';
import { dataSourceOptions, migrate } from '../data-source';

/**
 * What a command line tool (seed, create-admin) does around its work: opens the database
 * (DATABASE_URL, else the embedded PostgreSQL), applies pending migrations, hands `work` a
 * connection pool working as the bypass role, and closes both whatever happens. An error in the
 * work is printed with `failure` before it, and the command's exit code is 1.
 */
export async function withMigratedDatabase(
  config: AppConfig,
  log: (message: string) => void,
  failure: string,
  work: (ds: DataSource) => Promise<void>,
): Promise<number> {
  const db = await openDatabase(config, log);
  const ds = new DataSource(dataSourceOptions(db.url, 10, BYPASS_DB_ROLE));
  try {
    const ran = await migrate(db.url);
    if (ran.length) log(`Applied migrations: ${ran.join(', ')}`);
    await ds.initialize();
    await work(ds);
    return 0;
  } catch (e) {
    console.error(failure, e instanceof Error ? e.message : e);
    return 1;
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await db.stop();
  }
}

/** Runs a command's `main` and exits with its code; an error it did not expect is printed, code 1. */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
