import { startTestApp, TestApp } from '../support/test-app';

describe('sign-in (POST /api/login)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs a customer in by username and returns token and user', async () => {
    const res = await t.http().post('/api/login').send({ username: 'customer1', password: 'customer1' }).expect(200);
    expect(res.body.user).toEqual({ email: 'customer1@example.com', role: 'customer' });
    expect(res.body.token.split('.')).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toMatch(/password|hash/i);
  });

  it('signs in by email too (the admin-area screen sends {email, password})', async () => {
    const res = await t
      .http()
      .post('/api/login')
      .send({ email: 'admin@northside.example', password: 'northside1' })
      .expect(200);
    expect(res.body.user).toEqual({ email: 'admin@northside.example', role: 'admin' });
  });

  it.each([
    [{ username: 'customer1', password: 'wrong-password' }],
    [{ username: 'nobody-here', password: 'customer1' }],
    [{ username: 'customer1', password: 'short' }],
    [{ username: '', password: 'customer1' }],
  ])('refuses %j with 401 and the spec text', async (body) => {
    const res = await t.http().post('/api/login').set('X-Forwarded-For', '10.9.9.9').send(body).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Username or password is incorrect.', error: 'Unauthorized' });
  });

  it('rejects unknown fields with 400', async () => {
    const res = await t
      .http()
      .post('/api/login')
      .send({ username: 'customer1', password: 'customer1', role: 'superadmin' })
      .expect(400);
    expect(res.body.message).toContain('Unknown field: role.');
  });

  it('answers 413 in the JSON error shape for a body over 1 MB', async () => {
    const res = await t
      .http()
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'abcdef' }))
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('reports health with the database reachable', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body.status).toBe('ok');
  });
});
