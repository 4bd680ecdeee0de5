import { startTestApp, TestApp } from '../support/test-app';
import { putItem, storeId } from './orders-fixtures';

/**
 * The store admin edits the store's selling rules through the back office's resources
 * (/api/admin/shipping-rules, deposit-rules, delivery-zones, opening-hours, sale-hours), the quote
 * follows, another store's admin can neither see nor change them, and every change is audited.
 */
describe('selling rules in the back office', () => {
  let t: TestApp;
  let north: string;
  let harbor: string;
  let customer: string;
  beforeAll(async () => {
    t = await startTestApp();
    [north, harbor, customer] = await Promise.all([
      t.login('admin@northside.example', 'northside1'),
      t.login('admin@harbor.example', 'harbor1'),
      t.login('customer1', 'customer1'),
    ]);
    await putItem(t.db, 'northside', {
      itemNumber: 'SR-LIQ',
      description: 'Rules Bourbon',
      mainCategory: 'Liquor',
      unitPriceCents: 3000,
      stock: 10,
    });
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (path: string) => t.http().get(`/api/admin/${path}`).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: object) =>
      t.http().put(`/api/admin/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    post: (path: string, body: object) =>
      t.http().post(`/api/admin/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    del: (path: string) => t.http().delete(`/api/admin/${path}`).set('Authorization', `Bearer ${token}`),
  });
  const quote = (body: object) => t.http().post('/api/cart/quote').send(body);
  const toNewYork = {
    orderType: 'shipping',
    items: [{ itemNumber: 'SR-LIQ', quantity: 2 }],
    shippingAddress: { state: 'NY', zipCode: '10118' },
    shippingOption: 'Standard Shipping',
  };
  const auditRows = (entity: string, entityId: number) =>
    t.db.query(
      'SELECT store_id, actor_email, action, before, after FROM audit_entry WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      [entity, String(entityId)],
    );
  const count = async (table: string) => (await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  it('a store admin lets spirits ship to New York: the quote changes at once and the change is audited', async () => {
    const list = await as(north).get('shipping-rules').expect(200);
    expect(list.headers['content-range']).toBe('shipping-rules 0-4/5');
    const liquor = list.body.find((r: { category: string }) => r.category === 'Liquor');
    expect(liquor).toEqual({ id: expect.any(Number), category: 'Liquor', anywhere: false, states: ['IA'] });

    const before = (await quote(toNewYork).expect(200)).body;
    expect(before.problems).toContainEqual({
      itemNumber: 'SR-LIQ',
      code: 'SHIPPING_RESTRICTED',
      message: 'Spirits can only be shipped within Iowa.',
    });

    // react-admin sends the whole record back.
    const saved = await as(north)
      .put(`shipping-rules/${liquor.id}`, { ...liquor, states: ['ia', 'NY'] })
      .expect(200);
    expect(saved.body).toEqual({ ...liquor, states: ['IA', 'NY'] });
    expect((await as(north).get(`shipping-rules/${liquor.id}`).expect(200)).body.states).toEqual(['IA', 'NY']);

    const after = (await quote(toNewYork).expect(200)).body;
    expect(after.problems).toEqual([]);
    expect(after.shippingOptions).toMatchObject({ 'Standard Shipping': expect.any(Number) });

    expect(await auditRows('store_shipping_rule', liquor.id)).toEqual([
      {
        store_id: await storeId(t.db, 'northside'),
        actor_email: 'admin@northside.example',
        action: 'update',
        before: { states: ['IA'] },
        after: { states: ['IA', 'NY'] },
      },
    ]);
    // The back office's history panel reads it through the audit resource.
    const trail = await as(north)
      .get(`audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'store_shipping_rule', entityId: liquor.id }))}`)
      .expect(200);
    expect(trail.body[0]).toMatchObject({ action: 'update', after: { states: ['IA', 'NY'] } });

    // Back within Iowa only: refused again.
    await as(north)
      .put(`shipping-rules/${liquor.id}`, { ...liquor })
      .expect(200);
    expect((await quote(toNewYork).expect(200)).body.problems[0].code).toBe('SHIPPING_RESTRICTED');
  });

  it('changes the deposit and the delivery fee: the quote carries the new figures', async () => {
    const pickup = { orderType: 'pickup', items: [{ itemNumber: 'SR-LIQ', quantity: 2 }] };
    expect((await quote(pickup).expect(200)).body.bottleDeposit).toBe(0.1);
    const deposits = (await as(north).get('deposit-rules').expect(200)).body;
    const liquor = deposits.find((d: { category: string }) => d.category === 'Liquor');
    expect(liquor).toMatchObject({ minMl: 0, maxMl: null, amount: 0.05, taxable: false });
    await as(north)
      .put(`deposit-rules/${liquor.id}`, { ...liquor, amount: 0.15 })
      .expect(200);
    expect((await quote(pickup).expect(200)).body.bottleDeposit).toBe(0.3);
    const [entry] = await auditRows('store_deposit_rule', liquor.id);
    expect(entry).toMatchObject({ action: 'update', before: { amount: 0.05 }, after: { amount: 0.15 } });

    const delivery = { orderType: 'delivery', items: pickup.items, shippingAddress: { state: 'IA', zipCode: '50309' } };
    expect((await quote(delivery).expect(200)).body.shippingCost).toBe(4.99);
    const [zone] = (await as(north).get('delivery-zones').expect(200)).body;
    expect(zone).toMatchObject({ fee: 4.99, minimumOrder: 25, freeOver: 100, slotMinutes: 120 });
    await as(north)
      .put(`delivery-zones/${zone.id}`, { ...zone, fee: 6.5 })
      .expect(200);
    expect((await quote(delivery).expect(200)).body.shippingCost).toBe(6.5);
    await as(north)
      .put(`delivery-zones/${zone.id}`, { ...zone, freeOver: null, minimumOrder: 100 })
      .expect(200);
    expect((await quote(delivery).expect(200)).body.problems).toContainEqual({
      code: 'DELIVERY_MINIMUM',
      message: 'Delivery needs an order of at least $100.00.',
    });
    await as(north).put(`delivery-zones/${zone.id}`, zone).expect(200);
  });

  it("another store's admin cannot see or change them (404), and Harbor's own rules stay Harbor's", async () => {
    const northRules = (await as(north).get('shipping-rules').expect(200)).body;
    const harborRules = (await as(harbor).get('shipping-rules').expect(200)).body;
    const northIds = northRules.map((r: { id: number }) => r.id);
    expect(harborRules).toHaveLength(5);
    expect(harborRules.some((r: { id: number }) => northIds.includes(r.id))).toBe(false);
    const target = northRules[0];
    for (const resource of ['shipping-rules', 'deposit-rules', 'delivery-zones', 'opening-hours', 'sale-hours']) {
      const [own] = (await as(north).get(resource).expect(200)).body;
      await as(harbor).get(`${resource}/${own.id}`).expect(404);
      await as(harbor).del(`${resource}/${own.id}`).expect(404);
      expect((await as(north).get(`${resource}/${own.id}`).expect(200)).body).toEqual(own);
    }
    const refused = await as(harbor)
      .put(`shipping-rules/${target.id}`, { ...target, anywhere: true })
      .expect(404);
    expect(refused.body.message).toBe('No such shipping rule in this store.');
    const many = await as(harbor)
      .get(`shipping-rules?filter=${encodeURIComponent(JSON.stringify({ id: northIds }))}`)
      .expect(200);
    expect(many.body).toEqual([]);
    expect((await as(north).get(`shipping-rules/${target.id}`).expect(200)).body).toEqual(target);
    await as(customer).get('shipping-rules').expect(403);
    await t.http().get('/api/admin/shipping-rules').expect(401);
  });

  it('refuses bad input with a clear 400 (or 409 for a second rule of a kind) and writes nothing', async () => {
    const [rule] = (await as(north).get('shipping-rules').expect(200)).body;
    const [deposit] = (await as(north).get('deposit-rules').expect(200)).body;
    const [hours] = (await as(north).get('opening-hours').expect(200)).body;
    const [sale] = (await as(north).get('sale-hours').expect(200)).body;
    const audits = await count('audit_entry');
    const cases: Array<[Promise<{ status: number; body: { message: string } }>, number, string]> = [
      [
        as(north).put(`shipping-rules/${rule.id}`, { ...rule, states: ['IA', 'XX'] }),
        400,
        'Each state must be a US postal code such as IA.',
      ],
      [
        as(north).post('shipping-rules', { category: 'Cider', anywhere: true, states: [] }),
        400,
        'Category must be one of Wine, Beer, Liquor, Extras, Soda.',
      ],
      [
        as(north).post('shipping-rules', { category: rule.category, anywhere: true, states: [] }),
        409,
        `There is already a shipping rule for ${rule.category}: edit that one.`,
      ],
      [
        as(north).put(`deposit-rules/${deposit.id}`, { ...deposit, minMl: 750, maxMl: 500 }),
        400,
        'The largest size must be at least the smallest size.',
      ],
      [
        as(north).put(`deposit-rules/${deposit.id}`, { ...deposit, amount: -0.05 }),
        400,
        'The deposit cannot be negative.',
      ],
      [
        as(north).put(`deposit-rules/${deposit.id}`, { ...deposit, amount: 0.055 }),
        400,
        'The deposit must be an amount with at most 2 decimals.',
      ],
      [
        as(north).post('deposit-rules', { ...deposit, id: undefined }),
        409,
        `Another ${deposit.category} deposit already covers some of these sizes: change that one or pick sizes it does not cover.`,
      ],
      [
        as(north).put(`opening-hours/${hours.id}`, { ...hours, opens: '18:00', closes: '09:00' }),
        400,
        'The closing time must be after the opening time.',
      ],
      [
        as(north).put(`opening-hours/${hours.id}`, { ...hours, opens: '9am' }),
        400,
        'Opens must be a time such as 09:00.',
      ],
      [
        as(north).post('opening-hours', { weekday: hours.weekday, opens: '08:00', closes: '09:00' }),
        409,
        expect.stringMatching(/^\w+day already has opening hours: edit those\.$/) as unknown as string,
      ],
      [
        as(north).put(`sale-hours/${sale.id}`, { ...sale, noSalesUntil: sale.noSalesFrom }),
        400,
        'No sales from and until must differ (delete the rule for no limit).',
      ],
      [
        as(north).post('delivery-zones', {
          name: 'Far',
          zipCodes: ['5030'],
          fee: 1,
          minimumOrder: 0,
          freeOver: null,
          slotCapacity: 1,
          slotMinutes: 60,
        }),
        400,
        'Each zip code must have 5 digits.',
      ],
      [
        as(north).put(`shipping-rules/${rule.id}`, { ...rule, id: rule.id + 1 }),
        400,
        'The id in the body does not match the id in the path.',
      ],
    ];
    for (const [call, status, message] of cases) {
      const res = await call;
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await count('audit_entry')).toBe(audits);
    expect((await as(north).get(`shipping-rules/${rule.id}`).expect(200)).body).toEqual(rule);
    expect((await as(north).get(`deposit-rules/${deposit.id}`).expect(200)).body).toEqual(deposit);
  });

  it('adds and deletes a rule (a California-style deposit by size), each audited', async () => {
    const created = await as(north)
      .post('deposit-rules', { category: 'Soda', minMl: 0, maxMl: 1, amount: 0.1, taxable: true })
      .expect(409); // Soda already has a deposit for every size
    expect(created.body.message).toMatch(/^Another Soda deposit/);
    const [soda] = (await as(north).get('deposit-rules').expect(200)).body.filter(
      (d: { category: string }) => d.category === 'Soda',
    );
    await as(north)
      .put(`deposit-rules/${soda.id}`, { ...soda, maxMl: 709 })
      .expect(200);
    const large = await as(north)
      .post('deposit-rules', { category: 'Soda', minMl: 710, maxMl: null, amount: 0.1, taxable: true })
      .expect(201);
    expect(large.body).toEqual({
      id: expect.any(Number),
      category: 'Soda',
      minMl: 710,
      maxMl: null,
      amount: 0.1,
      taxable: true,
    });
    const removed = await as(north).del(`deposit-rules/${large.body.id}`).expect(200);
    expect(removed.body).toEqual(large.body);
    await as(north).get(`deposit-rules/${large.body.id}`).expect(404);
    expect((await auditRows('store_deposit_rule', large.body.id)).map((r: { action: string }) => r.action)).toEqual([
      'create',
      'delete',
    ]);
  });
});
