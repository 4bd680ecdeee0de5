import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../../backend/config/config';

const SECRET = 's'.repeat(40);

// Every data folder these tests make lives under one root, removed at the end.
const ROOT = mkdtempSync(join(tmpdir(), 'cfg-'));
afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

/** The problems loadConfig reports for this environment (none: an empty list). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, DATA_DIR: mkdtempSync(join(ROOT, 'data-')), ...env });
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
}

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const dataDir = mkdtempSync(join(ROOT, 'data-'));
    const c = loadConfig({ JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(c).toMatchObject({
      nodeEnv: 'development',
      port: 5001,
      databaseUrl: undefined,
      jwtExpiresIn: '8h',
      smtpUrl: undefined,
      redisUrl: undefined,
      demoData: true,
      dataDir,
      mailPollMs: 1000,
      logLevel: 'info',
      publicRateLimit: 300,
    });
    expect(c.mailFrom).toContain('@');
  });

  it('limits public API calls per IP unless PUBLIC_RATE_LIMIT=0, and not in tests unless asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).publicRateLimit).toBe(300);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, PUBLIC_RATE_LIMIT: '0' }).publicRateLimit).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET }).publicRateLimit).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, PUBLIC_RATE_LIMIT: '5' }).publicRateLimit).toBe(5);
  });

  it('loads no demo data in production unless DEMO_DATA=1, and logs nothing in tests', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, LOG_LEVEL: 'loud' })).toThrow(
      /LOG_LEVEL must be one of/,
    );
  });

  it('makes a development JWT secret once and keeps it under DATA_DIR', () => {
    const dataDir = mkdtempSync(join(ROOT, 'data-'));
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it.each([
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test (got "staging")'],
    [{ PORT: 'http' }, 'PORT must be a whole number between 0 and 65535 (got "http")'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 0 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://db/shop' },
      'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql://...")',
    ],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps:// (got "http://...")'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must start with redis:// or rediss:// (got "localhost://...")'],
    [{ MAIL_FROM: 'shop' }, 'MAIL_FROM must contain an email address (got "shop")'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must be a duration such as 3600, 15m, 8h or 7d (got "forever")'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA must be 1 or 0 (got "yes")'],
    [{ MAIL_POLL_MS: '5' }, 'MAIL_POLL_MS must be a number of milliseconds >= 10'],
    [{ MAIL_POLL_MS: 'often' }, 'MAIL_POLL_MS must be a number of milliseconds >= 10'],
    [
      { PUBLIC_RATE_LIMIT: '-1' },
      'PUBLIC_RATE_LIMIT must be a whole number of requests per second, 0 for no limit (got "-1")',
    ],
    [
      { PUBLIC_RATE_LIMIT: 'lots' },
      'PUBLIC_RATE_LIMIT must be a whole number of requests per second, 0 for no limit (got "lots")',
    ],
  ])('refuses %j: "%s"', (env, message) => {
    expect(problems(env)).toEqual([message]);
  });

  it('reports every bad variable at once, in a message that lists them', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', PORT: '-1', SMTP_URL: 'ftp://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems: list, message } = error as ConfigError;
    expect(list).toHaveLength(3);
    expect(message).toBe(`Invalid configuration:\n  - ${list.join('\n  - ')}`);
    expect(message).toContain('PORT must be a whole number');
    expect(message).toContain('SMTP_URL must start with smtp://');
    expect(message).toContain('JWT_SECRET is required when NODE_ENV=production');
  });

  it('accepts the production shape of docker-compose.yml', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      PORT: '5001',
      DATABASE_URL: 'postgres://shop:shop@postgres:5432/shop',
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://mailpit:1025',
      JWT_SECRET: SECRET,
      DEMO_DATA: '1',
    });
    expect(c).toMatchObject({
      nodeEnv: 'production',
      smtpUrl: 'smtp://mailpit:1025',
      redisUrl: 'redis://redis:6379',
      demoData: true,
      logLevel: 'info',
    });
  });
});
