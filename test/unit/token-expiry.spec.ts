import fc from 'fast-check';
import { isTokenExpired as backofficeExpired } from '../../backoffice/src/shared/session';
import { isTokenExpired as storefrontExpired } from '../../storefront/src/state/session';

/** A JWT-shaped token with the given claims (the signature does not matter to the client rule). */
const token = (claims: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

describe.each([
  ['storefront', storefrontExpired],
  ['backoffice', backofficeExpired],
])('token expiry rule (spec 4) in the %s', (_name, isTokenExpired) => {
  it('counts a missing token as expired', () => {
    expect(isTokenExpired(null, NOW)).toBe(true);
    expect(isTokenExpired('', NOW)).toBe(true);
  });

  it('counts a token whose expiry is not in the future as expired', () => {
    expect(isTokenExpired(token({ exp: NOW / 1000 - 1 }), NOW)).toBe(true);
    expect(isTokenExpired(token({ exp: NOW / 1000 }), NOW)).toBe(true); // exactly now: not in the future
    expect(isTokenExpired(token({ exp: NOW / 1000 + 1 }), NOW)).toBe(false);
  });

  it('treats a token with no expiry as not expired', () => {
    expect(isTokenExpired(token({ sub: 1, role: 'customer' }), NOW)).toBe(false);
  });

  it('counts an unreadable token as expired', () => {
    expect(isTokenExpired('garbage', NOW)).toBe(true);
    expect(isTokenExpired('a.%%%.c', NOW)).toBe(true);
  });

  it('is expired exactly when exp * 1000 <= now (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        (exp, now) => {
          expect(isTokenExpired(token({ sub: 7, exp }), now)).toBe(exp * 1000 <= now);
        },
      ),
    );
  });
});
