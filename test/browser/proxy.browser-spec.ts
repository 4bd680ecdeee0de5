import { INestApplication } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { createServer, IncomingMessage, request as httpRequest, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../backend/app.factory';
import { CaddyProcess, startBenchProxy } from '../../backend/bench/caddy';
import { loadConfig } from '../../backend/config/config';
import { launchBrowser } from '../support/browser';
import { eventually } from '../support/eventually';
import { caddyInstalled, RunningCaddy, startCaddy } from '../support/caddy';
import { httpsGet } from '../support/https-get';
import { startTestApp, TEST_JWT_SECRET, TestApp } from '../support/test-app';

const HOST = 'shop.test';
/** Stores a test asks for by X-Store (unknown to the app, which serves them the default store: the proxy routes by the name). */
const STORES = Array.from({ length: 16 }, (_, k) => `route-${k + 1}`);
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
  /** The instance (0: a, 1: b) each store's requests went to before one stopped. */
  const owners = new Map<string, number>();

  /**
   * Which instance answered the `round`th request for `store`: the one whose log has the request's
   * id. Each store's requests come from their own address (the public rate limit is per address).
   */
  async function answeredBy(store: string, k: number, round: number): Promise<number> {
    const id = `route-test-${store}-${round}`;
    const res = await httpsGet(target(), '/api/health/live', {
      localAddress: `127.0.${round + 1}.${k + 1}`,
      headers: { 'x-store': store, 'x-request-id': id },
    });
    expect(res.status).toBe(200);
    // The line is logged once the answer is sent.
    const { value } = await eventually(
      5_000,
      async () => logs.map((log) => log.lines.filter((line) => line.includes(`"${id}"`)).length),
      (seen) => seen.some((n) => n > 0),
    );
    expect(value.reduce((sum, n) => sum + n, 0)).toBe(1);
    return value.findIndex((n) => n > 0);
  }

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

  it('redirects HTTP to HTTPS', async () => {
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
  });

  it("sends each store's requests to one instance, and spreads the stores over both", async () => {
    for (const [k, store] of STORES.entries()) {
      const answered = [await answeredBy(store, k, 0), await answeredBy(store, k, 1), await answeredBy(store, k, 2)];
      expect(new Set(answered).size).toBe(1);
      owners.set(store, answered[0]);
    }
    expect(new Set(owners.values())).toEqual(new Set([0, 1]));
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

  it("moves the stopped instance's stores to the other one, and the other's stay", async () => {
    expect(owners.size).toBe(STORES.length);
    for (const [k, store] of STORES.entries()) expect(await answeredBy(store, k, 3)).toBe(0);
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

/** A stand-in app instance: answers which one it is and the routing headers it was sent. */
function standIn(name: string): Promise<Server> {
  const server = createServer((req: IncomingMessage, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ name, route: req.headers['x-shop-route'] ?? null }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * The shipped proxy's choice of instance, over three stand-in instances (so that a stopped one's
 * stores have two places to go): consistent hashing of the store, and a back office spread over all.
 */
describeWithCaddy("the shipped proxy's choice of instance", () => {
  const names = ['one', 'two', 'three'];
  let servers: Server[];
  let proxy: { caddy: CaddyProcess; base: string };
  const keys = Array.from({ length: 60 }, (_, k) => `p${String(k + 1).padStart(4, '0')}`);
  const before = new Map<string, string>();

  const ask = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(proxy.base + path, { headers });
    expect(res.status).toBe(200);
    return (await res.json()) as { name: string; route: string | null };
  };
  const instanceFor = async (store: string) => (await ask('/api/storeinventory/Listing', { 'x-store': store })).name;

  beforeAll(async () => {
    servers = await Promise.all(names.map(standIn));
    proxy = await startBenchProxy(servers.map((s) => (s.address() as AddressInfo).port));
  });
  afterAll(async () => {
    await proxy?.caddy.stop();
    for (const s of servers ?? []) {
      s.closeAllConnections();
      await new Promise((r) => s.close(r));
    }
  });

  it('sends every request for one store (X-Store, else the host name) to one instance', async () => {
    for (const store of keys) {
      const first = await instanceFor(store);
      expect(await instanceFor(store)).toBe(first);
      expect((await ask('/api/cart/quote', { 'x-store': store })).name).toBe(first);
      before.set(store, first);
    }
    const byHost = (await ask('/', { host: 'northside.example' })).name;
    expect((await ask('/api/storeinventory/Listing', { host: 'northside.example:443' })).name).toBe(byHost);
    // X-Store decides over the host name, as it names the store of a request on the shop's own address.
    expect((await ask('/', { host: 'northside.example', 'x-store': 'p0001' })).name).toBe(before.get('p0001'));
    // The routing key stays the proxy's.
    expect((await ask('/', { 'x-store': 'p0001' })).route).toBeNull();
  });

  it('spreads the stores over every instance and the back office over all of them', async () => {
    expect(new Set(before.values())).toEqual(new Set(names));
    const backOffice = new Set<string>();
    for (let i = 0; i < 6; i++) backOffice.add((await ask('/api/admin/orders', { 'x-store': 'p0001' })).name);
    expect(backOffice.size).toBeGreaterThan(1);
  });

  it("moves only a stopped instance's stores, each to another instance", async () => {
    const stopped = servers[1];
    stopped.closeAllConnections();
    await new Promise((r) => stopped.close(r));
    for (const store of keys) {
      const now = await instanceFor(store);
      if (before.get(store) === 'two') expect(now).not.toBe('two');
      else expect(now).toBe(before.get(store));
    }
  });
});
