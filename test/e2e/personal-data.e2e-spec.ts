import { startTestApp, TestApp } from '../support/test-app';

/** A customer whose details must never show up in a log line. */
const PERSON = {
  firstName: 'Zebulon',
  lastName: 'Quixotetest',
  phoneNumber: '515-555-0199',
  addressLine1: '742 Evergreen Terrace',
  city: 'Des Moines',
  state: 'IA',
  zipCode: '50309',
  country: 'USA',
  emailAddress: 'zebulon.private@example.com',
};
const TRACES = [PERSON.emailAddress, PERSON.phoneNumber, PERSON.addressLine1, PERSON.lastName, 'zebulon_private'];

describe('personal data stays out of logs and caches', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      env: { LOG_LEVEL: 'info' },
      logDestination: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(() => t.close());

  const logged = () => lines.map((l) => JSON.parse(l) as Record<string, any>);

  it('logs a failed database write by its code and query shape, without the values it carried', async () => {
    // A database fault on the customer insert (as a full disk or a bad deploy would cause), with
    // the row in its detail, like a constraint violation reports it.
    await t.db.query(`
      CREATE FUNCTION test_customer_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'simulated fault on customer %', NEW.email_address
          USING ERRCODE = 'XX000', DETAIL = 'Failing row contains ' || NEW::text;
      END $$`);
    await t.db.query(
      `CREATE TRIGGER test_customer_fault BEFORE INSERT ON customer FOR EACH ROW EXECUTE FUNCTION test_customer_fault()`,
    );
    try {
      const res = await t
        .http()
        .post('/api/customer')
        .send({
          customer: PERSON,
          user: { email: PERSON.emailAddress, username: 'zebulon_private', password: 'private1', role: 'customer' },
        });
      expect(res.status).toBe(500);
    } finally {
      await t.db.query('DROP TRIGGER test_customer_fault ON customer');
    }

    const fault = logged().find((l) => l.err?.code === 'XX000');
    expect(fault).toBeDefined();
    expect(fault!.err.query).toMatch(/^INSERT INTO "customer"/);
    expect(fault!.err.table ?? fault!.err.routine).toBeDefined();
    const text = lines.join('\n');
    for (const trace of TRACES) expect(text).not.toContain(trace);
    expect(text).not.toContain('Failing row contains');
  });

  it("keeps a customer's email out of the request log (GET /api/customer/{email})", async () => {
    const token = await t.login('superadmin', 'superadmin1');
    await t.http().get('/api/customer/customer1@example.com').set('Authorization', `Bearer ${token}`).expect(200);
    const requestLines = logged().filter((l) => l.req?.url?.startsWith('/api/customer/'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines.map((l) => l.req.url)).toContain('/api/customer/[email]');
    expect(lines.join('\n')).not.toContain('customer1@example.com');
  });

  it('marks answers with personal data Cache-Control: no-store, and leaves the public catalogue cacheable', async () => {
    const customer = await t.login('customer1', 'customer1');
    const auth = { Authorization: `Bearer ${customer}` };
    const record = await t.http().get('/api/customer/customer1@example.com').set(auth).expect(200);
    expect(record.headers['cache-control']).toBe('no-store');
    const orders = await t.http().get('/api/orders/GetOrdersWithDetails').set(auth).expect(200);
    expect(orders.headers['cache-control']).toBe('no-store');
    const wishlist = await t.http().get('/api/wishlist').set(auth).expect(200);
    expect(wishlist.headers['cache-control']).toBe('no-store');
    // A public call made with a token may be personalised: not stored either.
    const withToken = await t.http().get('/api/storeinventory/FeaturedItems').set(auth).expect(200);
    expect(withToken.headers['cache-control']).toBe('no-store');

    const anonymous = await t.http().get('/api/storeinventory/FeaturedItems').expect(200);
    expect(anonymous.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
