import { startBackend } from '../support/backend-process';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * `npm run create-admin`: the first super-admin of a shop without demo data, with the password
 * rules of sign-up, read from CREATE_ADMIN_PASSWORD (a terminal prompt otherwise).
 */
describe('npm run create-admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const run = async (args: string[], password?: string) => {
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      DATABASE_URL: t.databaseUrl,
      JWT_SECRET: 'y'.repeat(40),
    };
    if (password !== undefined) env.CREATE_ADMIN_PASSWORD = password;
    const cli = startBackend('backend/database/cli/create-admin.ts', env, { args });
    const { code } = await cli.exited;
    return { code, output: cli.output() };
  };

  it('creates a super-admin who can sign in to the super-admin area', async () => {
    const { code, output } = await run(['--role', 'superadmin', '--email', 'Owner@Shop.Example'], 'a-long-secret-9');
    expect(output).toContain('Created the super-admin owner@shop.example.');
    expect(output).not.toContain('a-long-secret-9');
    expect(code).toBe(0);
    const res = await t.http().post('/api/login').send({ email: 'owner@shop.example', password: 'a-long-secret-9' });
    expect(res.status).toBe(200);
    const me = await t.http().get('/api/admin/stores').set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
  });

  it('creates a store admin for a named store', async () => {
    const { code } = await run(['--role=admin', '--email=manager@northside.example', '--store=northside'], 'secret66');
    expect(code).toBe(0);
    const token = await t.login('manager@northside.example', 'secret66');
    expect(token).toBeTruthy();
  });

  it.each([
    [['--role', 'superadmin', '--email', 'short@shop.example'], '12345', 'Password must be at least 6 characters.'],
    [['--role', 'owner', '--email', 'x@shop.example'], 'secret66', '--role must be superadmin or admin.'],
    [['--role', 'superadmin', '--email', 'not-an-email'], 'secret66', '--email must be an email address.'],
    [['--role', 'admin', '--email', 'a@shop.example'], 'secret66', 'A store admin needs --store.'],
    [
      ['--role', 'admin', '--email', 'a@shop.example', '--store', 'nowhere'],
      'secret66',
      'No store has the web address name "nowhere".',
    ],
    [['--role', 'superadmin', '--email', 'superadmin@example.com'], 'secret66', 'already exists'],
  ])('refuses %j with one clear line', async (args, password, message) => {
    const { code, output } = await run(args, password);
    expect(output).toContain(message);
    expect(code).toBe(1);
  });

  it('asks for the password on a terminal only', async () => {
    const { code, output } = await run(['--role', 'superadmin', '--email', 'tty@shop.example']);
    expect(output).toContain('Set CREATE_ADMIN_PASSWORD, or run the command on a terminal to type it.');
    expect(code).toBe(1);
  });
});
