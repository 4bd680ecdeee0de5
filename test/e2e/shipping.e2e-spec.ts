import { startTestApp, TestApp } from '../support/test-app';
import { pricingWrite } from '../support/pricing-write';
import { storeId } from './orders-fixtures';

describe('shipping rates (GET /api/shipping/rates, spec 7 and 9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a map of option name to cost, Standard Shipping 18.99 for a light parcel', async () => {
    const res = await t
      .http()
      .get('/api/shipping/rates')
      .query({ fromZip: '50309', toZip: '60601', weight: 3, isResidential: true })
      .expect(200);
    expect(res.body).toEqual({ 'Standard Shipping': 18.99, 'Express Shipping': 34.99 });
  });

  it('prices heavier parcels from the next weight bracket', async () => {
    const res = await t
      .http()
      .get('/api/shipping/rates')
      .query({ fromZip: '50309', toZip: '60601', weight: 25, isResidential: 'true' })
      .expect(200);
    expect(res.body['Standard Shipping']).toBe(28.99);
  });

  it("uses the store's own rate table when it has one", async () => {
    const sid = await storeId(t.db, 'northside');
    await pricingWrite(t, sid, () =>
      t.db.query(
        `INSERT INTO shipping_rate (store_id, option_name, max_weight_lb, cost_cents, residential_surcharge_cents, sort_order) VALUES ($1, 'Ground', NULL, 1250, 300, 0)`,
        [sid],
      ),
    );
    try {
      const res = await t
        .http()
        .get('/api/shipping/rates')
        .query({ fromZip: '50309', toZip: '60601', weight: 3, isResidential: true })
        .expect(200);
      expect(res.body).toEqual({ Ground: 15.5 });
      const business = await t
        .http()
        .get('/api/shipping/rates')
        .query({ fromZip: '50309', toZip: '60601', weight: 3, isResidential: false })
        .expect(200);
      expect(business.body).toEqual({ Ground: 12.5 });
    } finally {
      await pricingWrite(t, sid, () => t.db.query('DELETE FROM shipping_rate WHERE store_id = $1', [sid]));
    }
  });

  it('refuses bad zips and weights with a clear 400', async () => {
    const bad = await t
      .http()
      .get('/api/shipping/rates')
      .query({ fromZip: '50309', toZip: '6060', weight: 3 })
      .expect(400);
    expect(bad.body.message).toBe('toZip must be a 5-digit zip code.');
    const neg = await t
      .http()
      .get('/api/shipping/rates')
      .query({ fromZip: '50309', toZip: '60601', weight: -1 })
      .expect(400);
    expect(neg.body.message).toBe('weight must not be negative.');
    const nan = await t
      .http()
      .get('/api/shipping/rates')
      .query({ fromZip: '50309', toZip: '60601', weight: 'heavy' })
      .expect(400);
    expect(nan.body.message).toBe('weight must be a number of pounds.');
  });

  it('offers no shipping when the web configuration turns it off (demo: Harbor does not ship)', async () => {
    const harbor = await t
      .http()
      .get('/api/shipping/rates')
      .set('X-Store', 'harbor')
      .query({ fromZip: '52401', toZip: '60601', weight: 3 })
      .expect(400);
    expect(harbor.body.message).toBe('Shipping is not available from this store. Please choose delivery or pickup.');
    const sid = await storeId(t.db, 'northside');
    await pricingWrite(t, sid, () =>
      t.db.query(
        `INSERT INTO web_config (store_id, is_shipping_available) VALUES ($1, false) ON CONFLICT (store_id) DO UPDATE SET is_shipping_available = false`,
        [sid],
      ),
    );
    try {
      const res = await t
        .http()
        .get('/api/shipping/rates')
        .query({ fromZip: '50309', toZip: '60601', weight: 3 })
        .expect(400);
      expect(res.body.message).toBe('Shipping is not available from this store. Please choose delivery or pickup.');
      const options = await t.http().get('/api/shipping/options').expect(200);
      expect(options.body.isShippingAvailable).toBe(false);
    } finally {
      await pricingWrite(t, sid, () =>
        t.db.query('UPDATE web_config SET is_shipping_available = true WHERE store_id = $1', [sid]),
      );
    }
  });

  it("tells the checkout the store's delivery zones, location and tax", async () => {
    const res = await t.http().get('/api/shipping/options').set('X-Store', 'harbor').expect(200);
    expect(res.body).toMatchObject({
      storeName: 'Harbor Bottle Shop',
      deliveryZones: ['52401', '52402', '52403', '52404'],
      storeLocation: '45 River Street, Cedar Rapids, IA 52401',
      salesTaxPercent: 6,
    });
  });
});
