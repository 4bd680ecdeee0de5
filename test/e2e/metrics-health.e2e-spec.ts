import { placeOrder } from '../support/place-order';
import { startTestApp, TestApp } from '../support/test-app';
import { orderBody, putItem } from './orders-fixtures';

const TOKEN = 'metrics-token-0123456789';

/** GET /metrics (Prometheus text, for the configured bearer token only) and liveness/readiness. */
describe('metrics and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  const scrape = async () => {
    const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  };
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('is not public: no token or a wrong one is 401', async () => {
    await t.http().get('/metrics').expect(401);
    await t.http().get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
  });

  it('counts requests by route and status, with latency histograms', async () => {
    await t.http().get('/api/health').expect(200);
    await t.http().get('/api/health').expect(200);
    const text = await scrape();
    expect(
      sample(text, 'shop_http_requests_total{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(
      /shop_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/health"\} \d+/,
    );
  });

  it('counts orders placed and refused by reason, card holds, the outbox, the cache and the pool', async () => {
    const token = await t.login('customer1', 'customer1');
    const before = sample(await scrape(), 'shop_orders_placed_total') ?? 0;
    await putItem(t.db, 'northside', { itemNumber: 'T-100', unitPriceCents: 2000, stock: 10 });
    await placeOrder(t, token, orderBody());
    await t.http().post('/api/orders').set('Authorization', `Bearer ${token}`).send({}).expect(400);
    const text = await scrape();
    expect(sample(text, 'shop_orders_placed_total')).toBe(before + 1);
    expect(sample(text, 'shop_orders_refused_total{reason="invalid"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_card_holds{status="authorized"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'shop_mail_outbox_messages{status="pending"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_catalogue_cache_hit_ratio')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shop_catalogue_cache_bytes{kind="budget"}')).toBeGreaterThan(0);
    expect(sample(text, 'shop_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(text).toContain('shop_process_resident_memory_bytes');
  });

  it('answers liveness and readiness separately', async () => {
    await t.http().get('/api/health/live').expect(200, { status: 'ok' });
    await t.http().get('/api/health/ready').expect(200, { status: 'ready' });
    await t.db.query(`DELETE FROM migrations WHERE id = (SELECT max(id) FROM migrations)`);
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(res.body.message).toBe('Database migrations are pending');
    await t.http().get('/api/health/live').expect(200);
  });
});

describe('metrics without a token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('serves no metrics', async () => {
    const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    // Whatever answers the path (the storefront's page, or 404 without a built storefront), no metrics.
    expect(String(res.headers['content-type'])).not.toMatch(/version=0\.0\.4/);
    expect(res.text).not.toContain('shop_http_requests_total');
  });
});
