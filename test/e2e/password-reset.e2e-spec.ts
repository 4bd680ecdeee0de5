import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MailWorker } from '../../backend/mail/mail.worker';
import { lastMailTo } from '../support/mailbox';
import { startTestApp, TestApp } from '../support/test-app';

const SAME_ANSWER =
  'If an account exists for this email, we have sent it a 6-digit code. The code expires in 15 minutes.';
const CODE_INVALID = 'The code is invalid or has expired.';

describe('forgot password: a 6-digit code by email (POST /api/auth/forgot-password, /api/auth/reset-password)', () => {
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A fresh customer account for one test (codes are rate limited per account). */
  async function newCustomer(password = 'first-pass'): Promise<{ email: string; username: string }> {
    seq++;
    const email = `reset${seq}@example.com`;
    const username = `resetuser${seq}`;
    await t
      .http()
      .post('/api/customer')
      .send({
        customer: {
          firstName: 'Rita',
          lastName: 'Reset',
          phoneNumber: '515-555-0100',
          addressLine1: '1 Main St',
          city: 'Des Moines',
          state: 'IA',
          zipCode: '50309',
          country: 'USA',
          emailAddress: email,
        },
        user: { email, username, password, role: 'customer' },
      })
      .expect(200);
    return { email, username };
  }

  const forgot = (email: string) => t.http().post('/api/auth/forgot-password').send({ email });
  const reset = (body: Record<string, unknown>) => t.http().post('/api/auth/reset-password').send(body);
  const signIn = (username: string, password: string) =>
    t.http().post('/api/login').set('X-Forwarded-For', '10.77.0.1').send({ username, password });

  async function resetMails(email: string): Promise<Array<{ id: number; subject: string }>> {
    return t.db.query(
      `SELECT id, subject FROM mail_outbox WHERE to_address = $1 AND kind = 'password-reset' ORDER BY id`,
      [email],
    );
  }

  /** The code in the newest reset mail delivered to this address (the outbox keeps no body once sent). */
  async function latestCode(email: string): Promise<string> {
    const match = /code is (\d{6})\./.exec((await lastMailTo(t, email, 'password-reset')).text);
    if (!match) throw new Error(`no reset code mailed to ${email}`);
    return match[1];
  }

  /** A code that is not the real one. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same whether or not the email has an account, and mails only a real account', async () => {
    const { email } = await newCustomer();
    const known = await forgot(email).expect(200);
    const unknown = await forgot('no-such-person@example.com').expect(200);
    expect(known.body).toEqual({ message: SAME_ANSWER });
    expect(unknown.body).toEqual(known.body);

    const mails = await resetMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Northside Wine & Spirits password reset code');
    expect(await resetMails('no-such-person@example.com')).toHaveLength(0);

    // The code is stored only as a keyed hash, expiring in 15 minutes.
    const code = await latestCode(email);
    const [row] = await t.db.query(
      `SELECT c.code_hash, extract(epoch FROM c.expires_at - c.created_at) AS ttl FROM password_reset_code c JOIN app_user u ON u.id = c.user_id WHERE u.email = $1`,
      [email],
    );
    expect(row.code_hash).not.toContain(code);
    expect(Number(row.ttl)).toBeGreaterThan(14 * 60);
    expect(Number(row.ttl)).toBeLessThanOrEqual(15 * 60 + 1);
  });

  it('sets the new password with the mailed code; the code then never works again', async () => {
    const { email, username } = await newCustomer('old-password');
    await forgot(email.toUpperCase()).expect(200); // any letter case finds the account
    const code = await latestCode(email);

    const res = await reset({ email, code, password: 'new-password', confirmPassword: 'new-password' }).expect(200);
    expect(res.body.message).toBe('Your password has been reset. Please sign in with your new password.');
    await signIn(username, 'new-password').expect(200);
    await signIn(username, 'old-password').expect(401);

    const again = await reset({ email, code, password: 'third-password' }).expect(400);
    expect(again.body).toEqual({ statusCode: 400, message: CODE_INVALID, error: 'Bad Request' });
    await signIn(username, 'new-password').expect(200);
  });

  it('reads the code from the .eml file the mail worker writes, and it works', async () => {
    const { email, username } = await newCustomer();
    await forgot(email).expect(200);
    const [mail] = await resetMails(email);
    await t.app.get(MailWorker).drain();

    const [row] = await t.db.query(
      `SELECT status, sent_at, text, html, message_id, to_address, subject FROM mail_outbox WHERE id = $1`,
      [mail.id],
    );
    expect(row.status).toBe('sent');
    expect(row.sent_at).toBeInstanceOf(Date);
    // Once sent, the outbox keeps who, what and when, but not the body with the code.
    expect(row).toMatchObject({ text: null, html: null, to_address: email });
    expect(row.subject).toBe('Your Northside Wine & Spirits password reset code');
    const dir = join(t.config.dataDir, 'mail');
    const file = readdirSync(dir).find((f) => f.endsWith(`-${mail.id}-password-reset.eml`));
    expect(file).toBeDefined();
    const eml = readFileSync(join(dir, file!), 'utf8');
    expect(eml).toMatch(new RegExp(`^To: ${email}$`, 'm'));
    expect(eml).toMatch(/^Subject: Your Northside Wine & Spirits password reset code$/m);
    const code = /code is (\d{6})\./.exec(eml)![1];
    expect(eml).toContain(`Message-ID: ${row.message_id}`);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE text LIKE $1`, [`%${code}%`]);
    expect(n).toBe(0);

    await reset({ email, code, password: 'from-the-file' }).expect(200);
    await signIn(username, 'from-the-file').expect(200);
  });

  it('refuses a wrong code, an unknown email and an expired code with the same message', async () => {
    const { email, username } = await newCustomer();
    await forgot(email).expect(200);
    const code = await latestCode(email);

    expect((await reset({ email, code: wrong(code), password: 'new-password' }).expect(400)).body.message).toBe(
      CODE_INVALID,
    );
    expect(
      (await reset({ email: 'nobody@example.com', code, password: 'new-password' }).expect(400)).body.message,
    ).toBe(CODE_INVALID);
    expect((await reset({ email, code: '12ab56', password: 'new-password' }).expect(400)).body.message).toBe(
      CODE_INVALID,
    );

    await t.db.query(
      `UPDATE password_reset_code SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM app_user WHERE email = $1)`,
      [email],
    );
    expect((await reset({ email, code, password: 'new-password' }).expect(400)).body.message).toBe(CODE_INVALID);
    await signIn(username, 'first-pass').expect(200);
  });

  it('burns the code after 5 wrong tries', async () => {
    const { email, username } = await newCustomer();
    await forgot(email).expect(200);
    const code = await latestCode(email);
    for (let i = 0; i < 5; i++) await reset({ email, code: wrong(code), password: 'new-password' }).expect(400);
    const res = await reset({ email, code, password: 'new-password' }).expect(400);
    expect(res.body.message).toBe(CODE_INVALID);
    await signIn(username, 'first-pass').expect(200);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const { email } = await newCustomer();
    await forgot(email).expect(200);
    const code = await latestCode(email);
    for (let i = 0; i < 4; i++) await reset({ email, code: wrong(code), password: 'new-password' }).expect(400);
    await reset({ email, code, password: 'new-password' }).expect(200);
  });

  it('only the newest code works', async () => {
    const { email } = await newCustomer();
    await forgot(email).expect(200);
    const first = await latestCode(email);
    await forgot(email).expect(200);
    const second = await latestCode(email);
    expect(second).not.toBe(first); // random codes: equal once in a million
    await reset({ email, code: first, password: 'new-password' }).expect(400);
    await reset({ email, code: second, password: 'new-password' }).expect(200);
  });

  it('sends at most 3 codes per account per 15 minutes, answering the same every time', async () => {
    const { email } = await newCustomer();
    for (let i = 0; i < 5; i++) expect((await forgot(email).expect(200)).body).toEqual({ message: SAME_ANSWER });
    expect(await resetMails(email)).toHaveLength(3);
  });

  it('lifts a sign-in lock once the password is reset', async () => {
    const { email, username } = await newCustomer();
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .post('/api/login')
        .set('X-Forwarded-For', `10.78.0.${i}`)
        .send({ username, password: 'guessing' })
        .expect(401);
    await t
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', '10.78.1.1')
      .send({ username, password: 'first-pass' })
      .expect(429);
    await forgot(email).expect(200);
    await reset({ email, code: await latestCode(email), password: 'after-lock' }).expect(200);
    await t
      .http()
      .post('/api/login')
      .set('X-Forwarded-For', '10.78.1.2')
      .send({ username, password: 'after-lock' })
      .expect(200);
  });

  it('checks the form fields with the spec messages', async () => {
    expect((await forgot('not-an-email').expect(400)).body.message).toBe('Please enter a valid email address.');
    expect((await t.http().post('/api/auth/forgot-password').send({}).expect(400)).body.message).toBe(
      'Please enter a valid email address.',
    );
    expect((await reset({ email: 'x@example.com', code: '123456', password: '12345' }).expect(400)).body.message).toBe(
      'Password must be at least 6 characters.',
    );
    expect(
      (await reset({ email: 'x@example.com', code: '123456', password: '123456', confirmPassword: '123' }).expect(400))
        .body.message,
    ).toBe('Confirm Password must be at least 6 characters.');
    expect(
      (
        await reset({ email: 'x@example.com', code: '123456', password: '123456', confirmPassword: '1234567' }).expect(
          400,
        )
      ).body.message,
    ).toBe('Password and Confirm Password do not match.');
    expect(
      (await reset({ email: 'x@example.com', code: '123456', password: '123456', extra: 1 }).expect(400)).body.message,
    ).toBe('Unknown field: extra.');
  });
});
