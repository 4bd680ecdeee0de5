import { INestApplication } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../backend/app.factory';
import { loadConfig } from '../../backend/config/config';
import { launchBrowser } from '../support/browser';
import { eventually } from '../support/eventually';
import { caddyInstalled, RunningCaddy, startCaddy } from '../support/caddy';
import { httpsGet } from '../support/https-get';
import { startTestApp, TEST_JWT_SECRET, TestApp } from '../support/test-app';

const HOST = 'shop.test';
/** Caddy's reverse proxy has no read timeout; nginx's default (60 s) would cut this. */
const LONG_REQUEST_MS = 65_000;

if (!caddyInstalled()) console.warn('caddy is not installed (apt-get install caddy): the proxy tests are skipped.');
const describeWithCaddy = caddyInstalled() ? describe : describe.skip;

/** An app instance's API request log, to tell which instance answered. */
function requestLog(): { lines: string[]; write: (line: string) => void } {
  const lines: string[] = [];
  return { lines, write: (line: string) => void lines.push(line) };
}

/**
 * The proxy docker-compose.yml ships (deploy/Caddyfile, run by Debian's caddy) in front of two app
 * instances on one database, over HTTPS from Caddy's local CA.
 */
describeWithCaddy('the shipped proxy in front of two instances', () => {
  const env = { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback', PUBLIC_RATE_LIMIT: '3' };
  const logs = [requestLog(), requestLog()];
  let a: TestApp;
  let b: INestApplication;
  let caddy: RunningCaddy;
  const target = () => ({ host: HOST, port: caddy.httpsPort, ca: caddy.caRoot() });

  beforeAll(async () => {
    a = await startTestApp({ listen: true, env, logDestination: logs[0] });
    const config = loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-b-')),
      ...env,
    });
    b = await createApp(config, a.databaseUrl, { logDestination: logs[1] });
    await b.listen(0, '127.0.0.1');
    const portOf = (url: string) => new URL(url.replace('[::1]', '127.0.0.1')).port;
    caddy = await startCaddy({
      SITE_ADDRESS: HOST,
      UPSTREAMS: `127.0.0.1:${portOf(a.baseUrl)} 127.0.0.1:${portOf(await b.getUrl())}`,
    });
  });
  afterAll(async () => {
    await caddy?.stop();
    await b?.close().catch(() => undefined);
    await a?.close();
  });

  it('redirects HTTP to HTTPS and spreads requests over both instances', async () => {
    const redirect = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: caddy.httpPort, path: '/cart', headers: { host: HOST } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(redirect.status).toBe(308);
    expect(redirect.location).toMatch(new RegExp(`^https://${HOST.replace('.', '\\.')}(:${caddy.httpsPort})?/cart$`));
    for (let i = 0; i < 8; i++) expect((await httpsGet(target(), '/api/health/live')).status).toBe(200);
    const answered = logs.map((log) => log.lines.filter((l) => l.includes('/api/health/live')).length);
    expect(answered[0]).toBeGreaterThan(0);
    expect(answered[1]).toBeGreaterThan(0);
  });

  it("limits each client by its own address (X-Forwarded-For from the proxy), not the proxy's", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 80; i++)
      statuses.push((await httpsGet(target(), '/api/health', { localAddress: '127.0.0.2' })).status);
    expect(statuses).toContain(429);
    expect((await httpsGet(target(), '/api/health', { localAddress: '127.0.0.3' })).status).toBe(200);
  });

  it('renders the storefront and both back-office logins over it', async () => {
    const browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
    try {
      const page = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
      const base = `https://${HOST}:${caddy.httpsPort}`;
      await page.goto(`${base}/`);
      await page
        .getByRole('dialog', { name: 'Are you 21 years of age or older?' })
        .getByRole('button', { name: 'Yes' })
        .click();
      await page.getByRole('heading', { name: 'Our collection' }).waitFor();
      for (const path of ['/admin/login', '/super-admin/login']) {
        await page.goto(`${base}${path}`);
        await page.getByRole('button', { name: 'Login' }).waitFor();
      }
    } finally {
      await browser.close();
    }
  });

  it('takes a stopped instance out without a failed request', async () => {
    const statuses: number[] = [];
    const load = (async () => {
      // A static file: the public rate limit counts API calls only.
      for (let i = 0; i < 120; i++) statuses.push((await httpsGet(target(), '/robots.txt')).status);
    })();
    // Stop the instance once the load is under way, whatever the machine's speed.
    await eventually(
      30_000,
      async () => statuses.length,
      (n) => n >= 5,
    );
    await b.close();
    await load;
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(120);
  });
});

describeWithCaddy('the shipped proxy and a long request', () => {
  let upstream: Server;
  let caddy: RunningCaddy;

  beforeAll(async () => {
    // An app instance whose answer takes longer than common proxy read timeouts (a CSV import).
    upstream = createServer((req, res) => {
      if (req.url !== '/api/admin/inventory-sync') return void res.end('{"status":"ready"}');
      setTimeout(() => res.end('done'), LONG_REQUEST_MS);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as { port: number };
    caddy = await startCaddy({ SITE_ADDRESS: HOST, UPSTREAMS: `127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await caddy?.stop();
    upstream?.closeAllConnections();
    await new Promise((r) => upstream?.close(r));
  });

  it(
    `is not cut by the proxy (${LONG_REQUEST_MS / 1000} s)`,
    async () => {
      const res = await httpsGet(
        { host: HOST, port: caddy.httpsPort, ca: caddy.caRoot() },
        '/api/admin/inventory-sync',
        {
          timeoutMs: LONG_REQUEST_MS + 30_000,
        },
      );
      expect(res.status).toBe(200);
      expect(res.body).toBe('done');
    },
    LONG_REQUEST_MS + 60_000,
  );
});
