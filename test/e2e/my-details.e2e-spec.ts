import { startTestApp, TestApp } from '../support/test-app';

/** My Details (own record, password change, saved addresses). */
describe('My Details (PUT /api/customer/me, /api/customer/me/addresses, POST /api/auth/change-password)', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  const auth = (tok: string) => ({ Authorization: `Bearer ${tok}` });
  beforeAll(async () => {
    t = await startTestApp();
    [token, other] = await Promise.all([t.login('customer1', 'customer1'), t.login('customer2', 'customer2')]);
  });
  afterAll(() => t.close());

  const details = {
    firstName: 'Ava',
    lastName: 'Martin',
    phoneNumber: '(515) 555-0177',
    addressLine1: '400 Locust Street',
    addressLine2: '',
    city: 'Des Moines',
    state: 'IA',
    zipCode: '50309',
    country: 'USA',
  };
  const home = {
    label: 'Home',
    fullName: 'Ava Martin',
    addressLine1: '310 Court Avenue',
    addressLine2: 'Apt 4B',
    city: 'Des Moines',
    state: 'IA',
    zipCode: '50309',
    phoneNumber: '(515) 555-0101',
  };

  it('edits name, phone and address of the caller only, with the registration messages', async () => {
    const res = await t.http().put('/api/customer/me').set(auth(token)).send(details).expect(200);
    expect(res.body).toMatchObject({ ...details, emailAddress: 'customer1@example.com' });
    const [row] = await t.db.query(
      `SELECT c.first_name, c.last_name, c.phone_number, c.address_line1 FROM customer c
         JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
    );
    expect(row).toEqual({
      first_name: 'Ava',
      last_name: 'Martin',
      phone_number: '(515) 555-0177',
      address_line1: '400 Locust Street',
    });
    // customer2 is untouched.
    const [c2] = await t.db.query(
      `SELECT c.first_name FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer2'`,
    );
    expect(c2.first_name).not.toBe('Ava');

    const bad = await t
      .http()
      .put('/api/customer/me')
      .set(auth(token))
      .send({ ...details, firstName: 'A', zipCode: '', emailAddress: 'x@y.z' })
      .expect(400);
    // The registration form's messages; the email cannot be changed here (unknown field).
    expect(bad.body.message).toBe('Unknown field: emailAddress.; Name is required.; Zip Code is required.');
    const [still] = await t.db.query(
      `SELECT c.first_name, c.zip_code FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
    );
    expect(still).toEqual({ first_name: 'Ava', zip_code: '50309' }); // nothing written
    await t.http().put('/api/customer/me').send(details).expect(401);
    const admin = await t.login('admin@northside.example', 'northside1');
    await t.http().put('/api/customer/me').set(auth(admin)).send(details).expect(403);
  });

  it('keeps saved addresses: the first is the default, a new default moves it, removing passes it on', async () => {
    const first = (await t.http().post('/api/customer/me/addresses').set(auth(token)).send(home).expect(201)).body;
    expect(first).toMatchObject({ ...home, isDefault: true });
    const office = (
      await t
        .http()
        .post('/api/customer/me/addresses')
        .set(auth(token))
        .send({ ...home, label: 'Office', addressLine1: '666 Walnut Street', isDefault: true })
        .expect(201)
    ).body;
    let list = (await t.http().get('/api/customer/me/addresses').set(auth(token)).expect(200)).body;
    expect(list.map((a: { label: string; isDefault: boolean }) => [a.label, a.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
    // Another customer sees none of them and cannot touch them.
    expect((await t.http().get('/api/customer/me/addresses').set(auth(other)).expect(200)).body).toEqual([]);
    await t.http().put(`/api/customer/me/addresses/${office.id}`).set(auth(other)).send(home).expect(404);
    await t.http().delete(`/api/customer/me/addresses/${office.id}`).set(auth(other)).expect(404);

    const changed = await t
      .http()
      .put(`/api/customer/me/addresses/${first.id}`)
      .set(auth(token))
      .send({ ...home, city: 'West Des Moines' })
      .expect(200);
    expect(changed.body).toMatchObject({ city: 'West Des Moines', isDefault: false });
    await t.http().delete(`/api/customer/me/addresses/${office.id}`).set(auth(token)).expect(200);
    list = (await t.http().get('/api/customer/me/addresses').set(auth(token)).expect(200)).body;
    expect(list).toEqual([expect.objectContaining({ id: first.id, isDefault: true })]);

    const bad = await t
      .http()
      .post('/api/customer/me/addresses')
      .set(auth(token))
      .send({ ...home, label: '', zipCode: '' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain('Label is required.');
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM saved_address');
    expect(n).toBe(1); // nothing written by the refused call
  });

  it('refuses a zip that is not 5 digits and a state that is none, with the field messages, writing nothing', async () => {
    const zipMessage = 'Please enter a 5-digit zip code.';
    const stateMessage = 'Please enter a US state, such as IA or Iowa.';
    const own = await t
      .http()
      .put('/api/customer/me')
      .set(auth(token))
      .send({ ...details, zipCode: 'abcde', state: 'Iowa!!' })
      .expect(400);
    expect(own.body.message).toBe(`${stateMessage}; ${zipMessage}`);
    const [row] = await t.db.query(
      `SELECT c.state, c.zip_code FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
    );
    expect(row).toEqual({ state: 'IA', zip_code: '50309' });

    const [{ n: before }] = await t.db.query('SELECT count(*)::int AS n FROM saved_address');
    const added = await t
      .http()
      .post('/api/customer/me/addresses')
      .set(auth(token))
      .send({ ...home, label: 'Bad', zipCode: 'abcde' })
      .expect(400);
    expect(added.body.message).toBe(zipMessage);
    const [{ n: after }] = await t.db.query('SELECT count(*)::int AS n FROM saved_address');
    expect(after).toBe(before);

    const saved = (await t.http().get('/api/customer/me/addresses').set(auth(token)).expect(200)).body[0];
    const changed = await t
      .http()
      .put(`/api/customer/me/addresses/${saved.id}`)
      .set(auth(token))
      .send({ ...home, state: 'Iowa!!' })
      .expect(400);
    expect(changed.body.message).toBe(stateMessage);
    // A state written out, in any case, and a zip+4 are fine.
    await t
      .http()
      .put(`/api/customer/me/addresses/${saved.id}`)
      .set(auth(token))
      .send({ ...home, state: 'iowa', zipCode: '50309-1234' })
      .expect(200);
  });

  it('clears the date of birth when the form sends null for it (the box emptied)', async () => {
    const me = (body: object) => t.http().put('/api/customer/me').set(auth(token)).send(body);
    expect((await me({ ...details, dateOfBirth: '1990-04-12' }).expect(200)).body.dateOfBirth).toBe('1990-04-12');
    expect((await me({ ...details, dateOfBirth: null }).expect(200)).body.dateOfBirth).toBeNull();
    const [row] = await t.db.query(
      `SELECT c.date_of_birth FROM customer c JOIN app_user u ON u.id = c.user_id WHERE u.username = 'customer1'`,
    );
    expect(row.date_of_birth).toBeNull();
  });

  it('refuses an 11th address', async () => {
    const have = (await t.http().get('/api/customer/me/addresses').set(auth(token)).expect(200)).body.length;
    for (let i = have; i < 10; i++)
      await t
        .http()
        .post('/api/customer/me/addresses')
        .set(auth(token))
        .send({ ...home, label: `A${i}` })
        .expect(201);
    const res = await t
      .http()
      .post('/api/customer/me/addresses')
      .set(auth(token))
      .send({ ...home, label: 'One too many' })
      .expect(409);
    expect(res.body.message).toBe('You can keep up to 10 addresses. Remove one to add another.');
  });

  it('changes the password only with the current one; older tokens end, the answer carries a fresh one', async () => {
    const session = await t.login('customer2', 'customer2');
    const wrong = await t
      .http()
      .post('/api/auth/change-password')
      .set(auth(session))
      .send({ currentPassword: 'not-it', newPassword: 'customer2-new' })
      .expect(400);
    expect(wrong.body.message).toBe('Your current password is incorrect.');
    const short = await t
      .http()
      .post('/api/auth/change-password')
      .set(auth(session))
      .send({ currentPassword: 'customer2', newPassword: '123' })
      .expect(400);
    expect(JSON.stringify(short.body)).toContain('Password must be at least 6 characters.');

    const res = await t
      .http()
      .post('/api/auth/change-password')
      .set(auth(session))
      .send({ currentPassword: 'customer2', newPassword: 'customer2-new' })
      .expect(200);
    expect(res.body.message).toBe('Your password has been changed.');
    await t.http().get('/api/customer/me/addresses').set(auth(session)).expect(401);
    await t.http().get('/api/customer/me/addresses').set(auth(res.body.token)).expect(200);
    await t.http().post('/api/login').send({ username: 'customer2', password: 'customer2' }).expect(401);
    await t.http().post('/api/login').send({ username: 'customer2', password: 'customer2-new' }).expect(200);
  });
});
