import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { JwtPayload as VerifiedClaims } from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { ExtractJwt, Strategy as JwtStrategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { AuthUser, JwtPayload } from './auth-user';
import { TokenVersions } from './token-versions';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SIGN_IN = 'Please sign in.';

/** Verified tokens kept (each about 0.5 kB with its key): the signed-in callers of the last while. */
export const VERIFIED_TOKENS_MAX = 10_000;

const fromBearerHeader = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The token of an `Authorization: Bearer <token>` header (passport-jwt's extractor), or null. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string' || !header) return null;
  return fromBearerHeader({ headers: { authorization: header } } as never) ?? null;
}

/** What passport-jwt's strategy said of a token: its verified claims, or why it refused them. */
type StrategyAnswer = { claims: VerifiedClaims } | { refused: unknown };

/**
 * passport-jwt's JwtStrategy run on one token, as passport runs a strategy (a copy of it given
 * success/fail/error), without passport's per-request middleware. With a static key the strategy
 * answers synchronously: the key provider and jsonwebtoken's verify both call back at once.
 */
function strategyCheck(key: KeyObject): (token: string) => StrategyAnswer {
  const strategy = new JwtStrategy(
    {
      jwtFromRequest: fromBearerHeader,
      // A KeyObject, not a string: jsonwebtoken re-derives a key from a string on every verification
      // (jsonwebtoken 9 takes a KeyObject; passport-jwt's types say string | Buffer).
      secretOrKey: key as never,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    },
    (claims: VerifiedClaims, done: (err: unknown, user: unknown) => void) => done(null, claims),
  );
  return (token) => {
    let answer: StrategyAnswer = { refused: new Error('passport-jwt did not answer') };
    const run = Object.assign(Object.create(strategy) as JwtStrategy, {
      success: (claims: VerifiedClaims) => (answer = { claims }),
      fail: (why: unknown) => (answer = { refused: why }),
      error: (why: unknown) => (answer = { refused: why }),
    });
    run.authenticate({ headers: { authorization: `Bearer ${token}` } } as never);
    return answer;
  };
}

/**
 * Who a request's bearer token signs in, checked on every request:
 * 1. the signature and expiry (HS256, passport-jwt's JwtStrategy). A token that passed is kept (bounded LRU keyed
 *    by the whole token, signature included) until its `exp`, so a caller's next requests skip the
 *    HMAC and JSON parsing; a token that failed is never kept. A kept token is re-checked against
 *    the clock on every use, so it expires exactly when jsonwebtoken would say so.
 * 2. the account as it is now (TokenVersions, at most a second old): revocation (sign-out, new
 *    password, role, store or email change, deleted account) is decided here on every request,
 *    never cached with the token.
 */
@Injectable()
export class BearerTokens {
  /** passport-jwt's strategy with the app's signing key (see strategyCheck). */
  private readonly check: (token: string) => StrategyAnswer;
  private readonly verified = new LRUCache<string, JwtPayload>({ max: VERIFIED_TOKENS_MAX });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly versions: TokenVersions,
  ) {
    this.check = strategyCheck(createSecretKey(Buffer.from(config.jwtSecret)));
  }

  /** The caller the header's token signs in, or 401 with the reason (none, expired, revoked...). */
  async user(authorization: unknown): Promise<AuthUser> {
    const token = bearerToken(authorization);
    if (!token) throw new UnauthorizedException(SIGN_IN);
    const payload = this.payloadOf(token);
    let access;
    try {
      access = Number.isInteger(payload.sub) ? await this.versions.current(payload.sub) : null;
    } catch {
      throw new UnauthorizedException(SIGN_IN); // as passport answered an error of the account check
    }
    // A signature proves who the token was issued to, not that it still holds: the account must
    // still exist with the token's version. Role and store come from the account as it is now.
    if (!access || access.tokenVersion !== (payload.ver ?? 0)) throw new UnauthorizedException(SESSION_ENDED);
    return { id: payload.sub, email: access.email, role: access.role, storeId: access.storeId };
  }

  /** The token's claims when its signature holds and it has not expired (else 401). */
  payloadOf(token: string): JwtPayload {
    const nowS = Math.floor(Date.now() / 1000);
    const kept = this.verified.get(token);
    if (kept) {
      if (nowS < kept.exp!) return kept;
      this.verified.delete(token); // expired since: verified again below, which says so
    }
    const answer = this.check(token);
    if ('refused' in answer) {
      const e = answer.refused;
      throw new UnauthorizedException(e instanceof Error && e.name === 'TokenExpiredError' ? SESSION_EXPIRED : SIGN_IN);
    }
    const claims = answer.claims;
    const payload = claims as unknown as JwtPayload; // (a non-object payload has no `sub`: refused by user())
    // Only a token that expires is kept (until then), and only once its not-before time has passed.
    if (
      typeof claims === 'object' &&
      typeof claims.exp === 'number' &&
      (claims.nbf === undefined || claims.nbf <= nowS)
    )
      this.verified.set(token, Object.freeze(payload), { ttl: Math.max(1, claims.exp - nowS) * 1000 });
    return payload;
  }
}
