import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { sign as jwtSign } from 'jsonwebtoken';
import type { AppConfig } from '../../config/config';
import { AccessGuard } from './access.guard';
import type { AuthUser } from './auth-user';
import { BearerTokenStrategy, bearerToken, SESSION_ENDED, SESSION_EXPIRED, SIGN_IN } from './bearer-tokens';
import { Public, Roles } from './decorators';
import type { TokenVersions, UserAccess } from './token-versions';

const SECRET = 's'.repeat(40);
/** A token as the app signs them (`expiresIn` null: the claims carry their own exp, or none). */
const sign = (claims: object, secret = SECRET, expiresIn: number | null = 3600) =>
  jwtSign(claims, secret, { algorithm: 'HS256', ...(expiresIn === null ? {} : { expiresIn }) });
/** The module object passport-jwt calls verify on (to count verifications). */
const jwt: typeof import('jsonwebtoken') = require('jsonwebtoken');

/** The accounts as they are now (what TokenVersions would read). */
function accounts() {
  const rows = new Map<number, UserAccess>([
    [7, { email: 'c@example.com', role: 'customer', storeId: null, tokenVersion: 2 }],
  ]);
  const versions = { current: jest.fn(async (id: number) => rows.get(id) ?? null) };
  return { rows, versions };
}

class Routes {
  @Roles('customer')
  customer() {}
  @Roles('admin')
  admin() {}
  @Public()
  open() {}
}

/** A request to one of Routes' handlers, as Nest hands it to the global guard. */
function contextOf(handler: keyof Routes, authorization: string | undefined) {
  const request: { headers: Record<string, string>; user?: AuthUser } = {
    headers: authorization === undefined ? {} : { authorization },
  };
  const reply = { header: jest.fn() };
  const context = {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => reply }),
  } as unknown as ExecutionContext;
  return { context, request };
}

/**
 * The strategy (registered with passport as the app does, by constructing it) and the global guard
 * that runs it: `user(header)` is the caller a customer-only route sees, or the guard's refusal.
 */
function subject() {
  const { rows, versions } = accounts();
  new BearerTokenStrategy({ jwtSecret: SECRET } as AppConfig, versions as unknown as TokenVersions);
  const guard = new AccessGuard(new Reflector(), { attach: async () => undefined });
  const user = async (authorization: string | undefined, handler: keyof Routes = 'customer') => {
    const { context, request } = contextOf(handler, authorization);
    await guard.canActivate(context);
    return request.user;
  };
  return { rows, versions, tokens: { user } };
}

const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: any) => `${e.getStatus?.()} ${e.message}`,
  );

describe('BearerTokenStrategy through AccessGuard (passport)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("reads the bearer token with passport-jwt's extractor", () => {
    const read = (authorization?: string) => bearerToken({ headers: { authorization } } as never);
    expect(read('Bearer abc')).toBe('abc');
    expect(read('bearer   abc')).toBe('abc');
    expect(read('Basic abc')).toBeNull();
    expect(read('Bearer')).toBeNull();
    expect(read(undefined)).toBeNull();
  });

  it('verifies a token once and then trusts it until its exp, still checking the account each time', async () => {
    const { tokens, versions } = subject();
    const verify = jest.spyOn(jwt, 'verify');
    const token = sign({ sub: 7, email: 'old@example.com', role: 'customer', storeId: null, ver: 2 });
    for (let i = 0; i < 3; i++)
      expect(await tokens.user(`Bearer ${token}`)).toEqual({
        id: 7,
        email: 'c@example.com',
        role: 'customer',
        storeId: null,
      });
    expect(verify).toHaveBeenCalledTimes(1);
    expect(versions.current).toHaveBeenCalledTimes(3);
  });

  it('ends a kept token when the account moves on (revocation is never cached with the token)', async () => {
    const { tokens, rows } = subject();
    const token = sign({ sub: 7, role: 'customer', ver: 2 });
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe('accepted');
    rows.get(7)!.tokenVersion = 3; // signed out, new password...
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe(`401 ${SESSION_ENDED}`);
    rows.delete(7);
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe(`401 ${SESSION_ENDED}`);
  });

  it('refuses a kept token from its exp on, saying it expired', async () => {
    const { tokens } = subject();
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const token = sign({ sub: 7, ver: 2, iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 60 }, SECRET, null);
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe('accepted');
    clock.mockReturnValue(now + 59_000);
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe('accepted');
    clock.mockReturnValue(Math.floor(now / 1000) * 1000 + 60_000);
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe(`401 ${SESSION_EXPIRED}`);
  });

  it('never keeps a failed verification: a tampered, foreign or expired token fails every time', async () => {
    const { tokens, versions } = subject();
    const verify = jest.spyOn(jwt, 'verify');
    const good = sign({ sub: 7, ver: 2 });
    expect(await reason(tokens.user(`Bearer ${good}`))).toBe('accepted');
    const [h, p, s] = good.split('.');
    const forged = [h, Buffer.from(JSON.stringify({ sub: 1, ver: 0, exp: 9e9 })).toString('base64url'), s].join('.');
    const foreign = sign({ sub: 7, ver: 2 }, 'x'.repeat(40));
    const expired = sign({ sub: 7, ver: 2, exp: Math.floor(Date.now() / 1000) - 1 }, SECRET, null);
    const resigned = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    for (let i = 0; i < 2; i++) {
      expect(await reason(tokens.user(`Bearer ${forged}`))).toBe(`401 ${SIGN_IN}`);
      expect(await reason(tokens.user(`Bearer ${foreign}`))).toBe(`401 ${SIGN_IN}`);
      expect(await reason(tokens.user(`Bearer ${resigned}`))).toBe(`401 ${SIGN_IN}`);
      expect(await reason(tokens.user(`Bearer ${expired}`))).toBe(`401 ${SESSION_EXPIRED}`);
    }
    expect(verify).toHaveBeenCalledTimes(1 + 8);
    expect(versions.current).toHaveBeenCalledTimes(1);
    expect(await reason(tokens.user(undefined))).toBe(`401 ${SIGN_IN}`);
    expect(await reason(tokens.user('Bearer not.a.token'))).toBe(`401 ${SIGN_IN}`);
  });

  it('refuses a token whose account cannot be read (as passport did), and keeps no token without exp', async () => {
    const { tokens, versions } = subject();
    versions.current.mockRejectedValueOnce(new Error('connection lost'));
    const token = sign({ sub: 7, ver: 2 });
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe(`401 ${SIGN_IN}`);
    expect(await reason(tokens.user(`Bearer ${token}`))).toBe('accepted');
    const verify = jest.spyOn(jwt, 'verify');
    const forever = sign({ sub: 7, ver: 2 }, SECRET, null);
    expect(await reason(tokens.user(`Bearer ${forever}`))).toBe('accepted');
    expect(await reason(tokens.user(`Bearer ${forever}`))).toBe('accepted');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('keeps the route access rules: wrong role 403, public routes anonymous without or with a bad token', async () => {
    const { tokens, versions } = subject();
    const token = sign({ sub: 7, ver: 2 });
    expect(await reason(tokens.user(`Bearer ${token}`, 'admin'))).toBe('403 You do not have access to this resource.');
    expect(await tokens.user(undefined, 'open')).toBeUndefined();
    expect(versions.current).toHaveBeenCalledTimes(1);
    expect(await tokens.user('Bearer not.a.token', 'open')).toBeUndefined();
    expect(await tokens.user(`Bearer ${token}`, 'open')).toMatchObject({ id: 7, role: 'customer' });
  });
});
