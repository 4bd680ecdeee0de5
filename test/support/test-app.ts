import { INestApplication } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, CreateAppOptions } from '../../backend/app.factory';
import { AppConfig, loadConfig } from '../../backend/config/config';
import { dataSourceOptions } from '../../backend/database/data-source';
import { createTestDatabase } from './test-db';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  /** A supertest client for the running app. */
  http: () => ReturnType<typeof request>;
  /**
   * An owner connection (the connecting user, no row-level security), for checks and set-up
   * straight on the rows of every store. The app's own pool runs as shop_app: `app.get(DataSource)`.
   */
  db: DataSource;
  /** The test database (a second app instance can share it). */
  databaseUrl: string;
  /** Base URL when started with `listen: true` (browser tests). */
  baseUrl: string;
  /** Signs in through the API and returns the bearer token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Starts the real app on its own fresh database (cloned from the seeded template). */
export async function startTestApp(
  options: { env?: Record<string, string>; listen?: boolean } & CreateAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    MAIL_POLL_MS: '50',
    ...options.env,
  });
  const app = await createApp(config, database.url, { logDestination: options.logDestination });
  let baseUrl = '';
  if (options.listen) {
    await app.listen(0, '127.0.0.1');
    baseUrl = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  }
  const owner = await new DataSource(dataSourceOptions(database.url, 2)).initialize();
  const server = app.getHttpServer();
  const http = () => request(server);
  return {
    app,
    config,
    http,
    db: owner,
    databaseUrl: database.url,
    baseUrl,
    async login(username, password) {
      const res = await http().post('/api/login').send({ username, password });
      if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.token as string;
    },
    async close() {
      await app.close();
      await owner.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
