import { startTestApp, TestApp } from '../support/test-app';

/** A registration payload as the register form sends it (spec 7 POST /customer). */
function registration(overrides: { customer?: Record<string, unknown>; user?: Record<string, unknown> } = {}) {
  return {
    customer: {
      id: 0,
      firstName: 'Mia',
      lastName: 'Lopez',
      phoneNumber: '(515) 555-0199',
      addressLine1: '12 Locust Street',
      addressLine2: '',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      country: 'USA',
      emailAddress: 'mia@example.com',
      ...overrides.customer,
    },
    user: { email: 'mia@example.com', username: 'mialopez', password: 'secret1', role: 'customer', ...overrides.user },
  };
}

describe('registration (POST /api/customer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates the account and answers 200 with the customer record, never the password', async () => {
    const res = await t.http().post('/api/customer').send(registration()).expect(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      firstName: 'Mia',
      lastName: 'Lopez',
      phoneNumber: '(515) 555-0199',
      addressLine1: '12 Locust Street',
      addressLine2: '',
      city: 'Des Moines',
      state: 'IA',
      zipCode: '50309',
      country: 'USA',
      emailAddress: 'mia@example.com',
      dateOfBirth: null, // optional, set in My Details
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secret1|password|hash|argon/i);

    // The new customer can sign in and read their own record.
    const login = await t.http().post('/api/login').send({ username: 'mialopez', password: 'secret1' }).expect(200);
    expect(login.body.user).toEqual({ email: 'mia@example.com', role: 'customer' });
    const me = await t
      .http()
      .get('/api/customer/mia@example.com')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(me.body.firstName).toBe('Mia');

    const [row] = await t.db.query(`SELECT password_hash FROM app_user WHERE email = 'mia@example.com'`);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('always makes a customer, whatever role is sent', async () => {
    const body = registration({
      customer: { emailAddress: 'sneaky@example.com' },
      user: { email: 'sneaky@example.com', username: 'sneaky1', role: 'superadmin' },
    });
    await t.http().post('/api/customer').send(body).expect(200);
    const [row] = await t.db.query(`SELECT role, store_id FROM app_user WHERE email = 'sneaky@example.com'`);
    expect(row).toEqual({ role: 'customer', store_id: null });
    const login = await t.http().post('/api/login').send({ username: 'sneaky1', password: 'secret1' }).expect(200);
    expect(login.body.user.role).toBe('customer');
  });

  it('stores the email and username lower-cased and trims the fields', async () => {
    const body = registration({
      customer: { emailAddress: '  Zoe.Kim@Example.COM ', firstName: '  Zoe ' },
      user: { email: 'zoe.kim@example.com', username: 'ZoeKim' },
    });
    const res = await t.http().post('/api/customer').send(body).expect(200);
    expect(res.body.emailAddress).toBe('zoe.kim@example.com');
    expect(res.body.firstName).toBe('Zoe');
    await t.http().post('/api/login').send({ username: 'zoekim', password: 'secret1' }).expect(200);
    await t.http().post('/api/login').send({ username: 'ZOE.KIM@example.com', password: 'secret1' }).expect(200);
  });

  it.each([
    ['customer', 'firstName', 'M', 'Name is required.'],
    ['customer', 'firstName', undefined, 'Name is required.'],
    ['customer', 'phoneNumber', '', 'Phone number is required.'],
    ['customer', 'phoneNumber', '555-01', 'Please enter valid phone number.'],
    ['customer', 'emailAddress', '', 'Email is required.'],
    ['customer', 'emailAddress', 'mia-at-example.com', 'Invalid email format.'],
    ['customer', 'addressLine1', '', 'Address Line 1 is required.'],
    ['customer', 'city', '', 'City is required.'],
    ['customer', 'state', '  ', 'State is required.'],
    ['customer', 'country', '', 'Country is required.'],
    ['customer', 'zipCode', '', 'Zip Code is required.'],
    ['customer', 'zipCode', 'abcde', 'Please enter a 5-digit zip code.'],
    ['customer', 'state', 'Iowa!!', 'Please enter a US state, such as IA or Iowa.'],
    ['user', 'email', '', 'Email is required.'],
    ['user', 'username', '', 'Username is required.'],
    ['user', 'username', 'mia', 'Username must be at least 5 characters.'],
    ['user', 'password', '', 'Password is required.'],
    ['user', 'password', 'abc', 'Password must be at least 6 characters.'],
  ] as const)('refuses %s.%s = %j with "%s" and writes nothing', async (part, field, value, message) => {
    const users = async () => (await t.db.query(`SELECT count(*)::int AS n FROM app_user`))[0].n as number;
    const before = await users();
    const body = registration({
      customer: { emailAddress: 'valid.form@example.com' },
      user: { email: 'valid.form@example.com', username: 'validform' },
    });
    (body as any)[part][field] = value;
    if (part === 'customer' && field === 'emailAddress') body.user.email = value as string;
    const res = await t.http().post('/api/customer').send(body).expect(400);
    expect(res.body.message).toBe(part === 'customer' && field === 'emailAddress' ? `${message}; ${message}` : message);
    expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await users()).toBe(before);
  });

  it('lists every problem of a blank form', async () => {
    const res = await t.http().post('/api/customer').send({ customer: {}, user: {} }).expect(400);
    for (const m of [
      'Name is required.',
      'Phone number is required.',
      'Email is required.',
      'Address Line 1 is required.',
      'City is required.',
      'State is required.',
      'Country is required.',
      'Zip Code is required.',
      'Username is required.',
      'Password is required.',
    ]) {
      expect(res.body.message).toContain(m);
    }
  });

  it('refuses a missing customer or user part', async () => {
    const res = await t.http().post('/api/customer').send({ user: registration().user }).expect(400);
    expect(res.body.message).toContain('customer is required.');
  });

  it('enforces the email limits: 64 characters before the @, 254 in total', async () => {
    const local65 = `${'a'.repeat(65)}@example.com`;
    let res = await t
      .http()
      .post('/api/customer')
      .send(registration({ customer: { emailAddress: local65 }, user: { email: local65, username: 'longlocal' } }))
      .expect(400);
    expect(res.body.message).toBe('Invalid email format.; Invalid email format.');

    const label = 'd'.repeat(60);
    const long = `${'a'.repeat(60)}@${[label, label, label].join('.')}.example.com`; // 60 + 1 + 183 + 12 = 256
    expect(long.length).toBeGreaterThan(254);
    res = await t
      .http()
      .post('/api/customer')
      .send(registration({ customer: { emailAddress: long }, user: { email: long, username: 'longmail' } }))
      .expect(400);
    expect(res.body.message).toContain('Invalid email format.');

    const ok64 = `${'b'.repeat(64)}@example.com`;
    await t
      .http()
      .post('/api/customer')
      .send(registration({ customer: { emailAddress: ok64 }, user: { email: ok64, username: 'local64' } }))
      .expect(200);
  });

  it('refuses unknown fields with 400', async () => {
    let res = await t
      .http()
      .post('/api/customer')
      .send({ ...registration(), isAdmin: true })
      .expect(400);
    expect(res.body.message).toContain('Unknown field: isAdmin.');
    res = await t
      .http()
      .post('/api/customer')
      .send(registration({ user: { storeId: 1 } }))
      .expect(400);
    expect(res.body.message).toContain('Unknown field: user.storeId.');
    res = await t
      .http()
      .post('/api/customer')
      .send(registration({ customer: { userId: 1 } }))
      .expect(400);
    expect(res.body.message).toContain('Unknown field: customer.userId.');
  });

  it('refuses a non-text value with a clear message', async () => {
    const res = await t
      .http()
      .post('/api/customer')
      .send(registration({ customer: { zipCode: 50309 } }))
      .expect(400);
    expect(res.body.message).toBe('zipCode must be text.');
  });

  it('asks for the same email in the customer record and the account', async () => {
    const res = await t
      .http()
      .post('/api/customer')
      .send(
        registration({
          customer: { emailAddress: 'one@example.com' },
          user: { email: 'two@example.com', username: 'twoemails' },
        }),
      )
      .expect(400);
    expect(res.body.message).toBe('The customer email and the account email must be the same.');
  });

  it('answers 409 for an email or a username already in use (any letter case)', async () => {
    let res = await t
      .http()
      .post('/api/customer')
      .send(
        registration({
          customer: { emailAddress: 'Customer1@Example.com' },
          user: { email: 'customer1@example.com', username: 'freshname' },
        }),
      )
      .expect(409);
    expect(res.body).toEqual({
      statusCode: 409,
      message: 'An account with this email already exists.',
      error: 'Conflict',
    });

    res = await t
      .http()
      .post('/api/customer')
      .send(
        registration({
          customer: { emailAddress: 'fresh@example.com' },
          user: { email: 'fresh@example.com', username: 'Customer1' },
        }),
      )
      .expect(409);
    expect(res.body.message).toBe('This username is taken.');

    // A staff email is taken too.
    res = await t
      .http()
      .post('/api/customer')
      .send(
        registration({
          customer: { emailAddress: 'admin@northside.example' },
          user: { email: 'admin@northside.example', username: 'northadmin' },
        }),
      )
      .expect(409);
    expect(res.body.message).toBe('An account with this email already exists.');
  });

  it('lets only one of two simultaneous registrations with the same username through', async () => {
    const a = registration({
      customer: { emailAddress: 'race1@example.com' },
      user: { email: 'race1@example.com', username: 'racer' },
    });
    const b = registration({
      customer: { emailAddress: 'race2@example.com' },
      user: { email: 'race2@example.com', username: 'racer' },
    });
    const results = await Promise.all([t.http().post('/api/customer').send(a), t.http().post('/api/customer').send(b)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('This username is taken.');
  });
});

describe('customer record (GET /api/customer/{email})', () => {
  let t: TestApp;
  let customer1: string;
  beforeAll(async () => {
    t = await startTestApp();
    customer1 = await t.login('customer1', 'customer1');
  });
  afterAll(() => t.close());

  it('gives customers their own record', async () => {
    const res = await t
      .http()
      .get('/api/customer/customer1@example.com')
      .set('Authorization', `Bearer ${customer1}`)
      .expect(200);
    expect(res.body).toMatchObject({
      firstName: 'Ava',
      lastName: 'Martinez',
      emailAddress: 'customer1@example.com',
      zipCode: '50309',
    });
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'id',
        'firstName',
        'lastName',
        'phoneNumber',
        'addressLine1',
        'addressLine2',
        'city',
        'state',
        'zipCode',
        'country',
        'emailAddress',
        'dateOfBirth',
      ].sort(),
    );
  });

  it('matches the email whatever its letter case', async () => {
    await t.http().get('/api/customer/CUSTOMER1@example.com').set('Authorization', `Bearer ${customer1}`).expect(200);
  });

  it("answers 404 for another customer's record, the same as for an unknown email", async () => {
    const other = await t
      .http()
      .get('/api/customer/customer2@example.com')
      .set('Authorization', `Bearer ${customer1}`)
      .expect(404);
    const unknown = await t
      .http()
      .get('/api/customer/nobody@example.com')
      .set('Authorization', `Bearer ${customer1}`)
      .expect(404);
    expect(other.body).toEqual(unknown.body);
    expect(other.body.message).toBe('Customer not found.');
  });

  it('lets a super-admin read any customer record', async () => {
    const token = await t.login('superadmin@example.com', 'superadmin1');
    const res = await t
      .http()
      .get('/api/customer/customer2@example.com')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body.firstName).toBe('Noah');
    // The date of birth is the customer's own: staff read the record without it.
    expect(res.body).not.toHaveProperty('dateOfBirth');
  });

  it('gives a store admin 404 for a customer who never ordered from the store', async () => {
    const token = await t.login('admin@northside.example', 'northside1');
    await t.http().get('/api/customer/customer1@example.com').set('Authorization', `Bearer ${token}`).expect(404);
  });

  it('answers 401 without a token', async () => {
    const res = await t.http().get('/api/customer/customer1@example.com').expect(401);
    expect(res.body.message).toBe('Please sign in.');
  });

  it('documents the account endpoints in the OpenAPI description', async () => {
    const res = await t.http().get('/api/docs-json').expect(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/customer',
        '/api/customer/{email}',
        '/api/auth/forgot-password',
        '/api/auth/reset-password',
      ]),
    );
    const schema = res.body.components.schemas.RegisterUserDto;
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['email', 'username', 'password', 'role']));
  });
});
