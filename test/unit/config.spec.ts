import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
      demoData: true,
      dataDir,
      mailPollMs: 1000,
      logLevel: 'info',
      dbPoolSize: 10,
      catalogueCacheMb: 128,
      trustProxy: 'loopback',
      paymentGateway: 'sandbox',
      holdReconcileAfterS: 300,
      testCrashAfterAuthorize: undefined,
      publicRateLimit: 300,
    });
    expect(c).not.toHaveProperty('redisUrl');
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

  it('reads the payment gateway, pool size and hold window, and the crash-test point only in tests', () => {
    const c = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: SECRET,
      PAYMENT_GATEWAY: 'Sandbox',
      DB_POOL_SIZE: '25',
      CATALOGUE_CACHE_MB: '512',
      TRUST_PROXY: 'loopback, uniquelocal,10.0.0.0/8',
      HOLD_RECONCILE_AFTER_S: '0',
      TEST_CRASH_AFTER_AUTHORIZE: 'unrecorded',
    });
    expect(c).toMatchObject({
      paymentGateway: 'sandbox',
      dbPoolSize: 25,
      catalogueCacheMb: 512,
      trustProxy: 'loopback, uniquelocal, 10.0.0.0/8',
      holdReconcileAfterS: 0,
      testCrashAfterAuthorize: 'unrecorded',
    });
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
    [{ MAIL_FROM: 'shop' }, 'MAIL_FROM must contain an email address (got "shop")'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must be a duration such as 3600, 15m, 8h or 7d (got "forever")'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ NODE_ENV: 'production', JWT_SECRET: '' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA must be 1 or 0 (got "yes")'],
    [{ MAIL_POLL_MS: '5' }, 'MAIL_POLL_MS must be a number of milliseconds >= 10'],
    [{ MAIL_POLL_MS: 'often' }, 'MAIL_POLL_MS must be a number of milliseconds >= 10'],
    [{ PAYMENT_GATEWAY: 'paypal' }, 'PAYMENT_GATEWAY must be one of: sandbox, stripe (got "paypal")'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE must be a whole number between 1 and 1000 (got "0")'],
    [{ DB_POOL_SIZE: 'ten' }, 'DB_POOL_SIZE must be a whole number between 1 and 1000 (got "ten")'],
    [
      { TRUST_PROXY: 'everyone' },
      'TRUST_PROXY must be a number of proxies or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDRs (got "everyone")',
    ],
    [{ CATALOGUE_CACHE_MB: '8' }, 'CATALOGUE_CACHE_MB must be a whole number between 16 and 65536 (got "8")'],
    [{ CATALOGUE_CACHE_MB: '1.5g' }, 'CATALOGUE_CACHE_MB must be a whole number between 16 and 65536 (got "1.5g")'],
    [{ HOLD_RECONCILE_AFTER_S: '-5' }, 'HOLD_RECONCILE_AFTER_S must be a whole number between 0 and 86400 (got "-5")'],
    [
      { NODE_ENV: 'development', TEST_CRASH_AFTER_AUTHORIZE: 'recorded' },
      'TEST_CRASH_AFTER_AUTHORIZE is only allowed when NODE_ENV=test',
    ],
    [
      { TEST_CRASH_AFTER_AUTHORIZE: 'sometimes' },
      'TEST_CRASH_AFTER_AUTHORIZE must be recorded or unrecorded (got "sometimes")',
    ],
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

  it('accepts the environment docker-compose.yml gives the app, with no demo data and no default secret', () => {
    const env = composeAppEnvironment();
    expect(Object.keys(env)).not.toContain('REDIS_URL');
    // Secrets and the mail server have no default: compose refuses to start without them.
    for (const name of ['JWT_SECRET', 'SMTP_URL', 'MAIL_FROM']) expect(env[name]).toBe(`<${name}>`);
    expect(env.DATABASE_URL).toBe('postgres://shop:<POSTGRES_PASSWORD>@postgres:5432/shop');
    const c = loadConfig({
      ...env,
      JWT_SECRET: 'j'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Shop <orders@shop.example>',
    });
    expect(c).toMatchObject({
      nodeEnv: 'production',
      demoData: false,
      logLevel: 'info',
      paymentGateway: 'sandbox',
      trustProxy: 'uniquelocal',
      metricsToken: null,
    });
  });

  it('keeps the demo in a file of its own that says so', () => {
    const demo = readFileSync(join(PROJECT, 'docker-compose.demo.yml'), 'utf8');
    expect(demo).toMatch(/^ {4}DEMO_DATA: '1'$/m);
    const demoEnv = readFileSync(join(PROJECT, 'deploy', 'demo.env'), 'utf8');
    expect(demoEnv).toMatch(/^JWT_SECRET=demo-only-/m);
  });

  it('runs two app instances from that block behind Caddy, which sends each store to one of them', () => {
    const text = readFileSync(join(PROJECT, 'docker-compose.yml'), 'utf8');
    expect(text).toMatch(/^ {2}app-1: \*app$/m);
    expect(text).toMatch(/^ {2}app-2:\n {4}<<: \*app$/m);
    expect(text).toMatch(/^ {6}UPSTREAMS: app-1:5001 app-2:5001$/m);
    expect(text).toMatch(/SITE_ADDRESS: \$\{SITE_ADDRESS:\?/);
    const caddy = readFileSync(join(PROJECT, 'deploy', 'Caddyfile'), 'utf8');
    expect(caddy).toMatch(/^\tto \{\$UPSTREAMS:app-1:5001 app-2:5001\}$/m);
    expect(caddy).toMatch(/^\t\tlb_policy header X-Shop-Route$/m);
  });

  it('documents in the README every variable it reads, and no variable it does not read', () => {
    const source = readFileSync(join(PROJECT, 'backend', 'config', 'config.ts'), 'utf8');
    const read = new Set(
      [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]),
    );
    expect(read.size).toBeGreaterThan(10);
    const rows = readmeConfigurationRows();
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining([...read]));
    // Rows marked "Tests only" may be read by the test tooling instead (CHROME_PATH), rows marked
    // "Benchmark only" by the bench, which must read them.
    expect(rows.filter((r) => !r.tooling && !read.has(r.name)).map((r) => r.name)).toEqual([]);
    const bench = readdirSync(join(PROJECT, 'backend', 'bench'))
      .map((f) => readFileSync(join(PROJECT, 'backend', 'bench', f), 'utf8'))
      .join('\n');
    for (const r of rows.filter((r) => r.tooling === 'Benchmark')) expect(bench).toContain(`process.env.${r.name}`);
    // "Start only" rows are read by the start script (scripts/lib), "Command only" by a backend command.
    const startScripts = readFileSync(join(PROJECT, 'scripts', 'lib', 'heap.mjs'), 'utf8');
    for (const r of rows.filter((r) => r.tooling === 'Start')) expect(startScripts).toContain(`env.${r.name}`);
    const commands = readdirSync(join(PROJECT, 'backend', 'database', 'cli'))
      .map((f) => readFileSync(join(PROJECT, 'backend', 'database', 'cli', f), 'utf8'))
      .join('\n');
    for (const r of rows.filter((r) => r.tooling === 'Command')) expect(commands).toContain(`process.env.${r.name}`);
    for (const name of Object.keys(composeAppEnvironment())) expect(read).toContain(name);
  });

  it('documents as "Tests only" only variables the app or the test tooling reads', () => {
    const tooling = ['test', 'scripts', 'jest.config.js']
      .flatMap((p) => sourceFiles(join(PROJECT, p)))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unread = readmeConfigurationRows()
      .filter((r) => r.tooling === 'Tests' && !tooling.includes(`process.env.${r.name}`))
      .map((r) => r.name);
    const config = readFileSync(join(PROJECT, 'backend', 'config', 'config.ts'), 'utf8');
    expect(unread.filter((name) => !config.includes(`env.${name}`))).toEqual([]);
  });
});

const PROJECT = join(__dirname, '..', '..');

/**
 * The `environment:` every app instance of docker-compose.yml gets (the `x-app` block the app-1
 * and app-2 services share), with `${VAR:-default}` as its default and a required `${VAR:?...}`
 * as `<VAR>`.
 */
function composeAppEnvironment(): Record<string, string> {
  const text = readFileSync(join(PROJECT, 'docker-compose.yml'), 'utf8');
  const app = /^x-app: &app\n([\s\S]*?)(?=^\S)/m.exec(text)?.[1] ?? '';
  const block = /^ {2}environment:\n((?: {4}.*\n|\s*#.*\n)*)/m.exec(app)?.[1] ?? '';
  const env: Record<string, string> = {};
  for (const m of block.matchAll(/^ {4}([A-Z][A-Z0-9_]*): *(.*)$/gm)) {
    env[m[1]] = m[2]
      .trim()
      .replace(/^'(.*)'$/, '$1')
      .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
      .replace(/\$\{(\w+):\?[^}]*\}/g, '<$1>');
  }
  expect(Object.keys(env).length).toBeGreaterThan(3);
  return env;
}

/** Every .ts, .mjs and .js file under `path` (or `path` itself when it is a file). */
function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(path, e.name)) : /\.(ts|mjs|js)$/.test(e.name) ? [join(path, e.name)] : [],
  );
}

/** The variables of the README's configuration table. */
type Tooling = 'Tests' | 'Benchmark' | 'Start' | 'Command';
function readmeConfigurationRows(): Array<{ name: string; tooling?: Tooling }> {
  const readme = readFileSync(join(PROJECT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Configuration');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|.*?\|(.*)\|$/gm)].map((m) => ({
    name: m[1],
    tooling: /^\s*(Tests|Benchmark|Start|Command) only/.exec(m[2])?.[1] as Tooling | undefined,
  }));
}
