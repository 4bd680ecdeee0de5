import { isTokenExpired } from './session';

function token(payload: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`;
}

describe('isTokenExpired (spec 4 Token expiry)', () => {
  const now = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('treats a missing token as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
  });

  it('is expired when exp is not in the future', () => {
    expect(isTokenExpired(token({ exp: now / 1000 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 - 60 }), now)).toBe(true);
    expect(isTokenExpired(token({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it('treats a token without exp as not expired, and an unreadable one as expired', () => {
    expect(isTokenExpired(token({ sub: 1 }), now)).toBe(false);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired('a.%%%.c', now)).toBe(true);
  });
});
