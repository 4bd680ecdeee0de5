import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { verify, type JwtPayload as VerifiedClaims } from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { AuthUser, JwtPayload } from './auth-user';
import { TokenVersions } from './token-versions';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SIGN_IN = 'Please sign in.';

/** Verified tokens kept (each about 0.5 kB with its key): the signed-in callers of the last while. */
export const VERIFIED_TOKENS_MAX = 10_000;

/** `Authorization: Bearer <token>` as passport-jwt's fromAuthHeaderAsBearerToken reads it. */
const AUTH_HEADER = /(\S+)\s+(\S+)/;

export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string' || !header) return null;
  const m = AUTH_HEADER.exec(header);
  return m && m[1].toLowerCase() === 'bearer' ? m[2] : null;
}

/**
 * Who a request's bearer token signs in, checked on every request:
 * 1. the signature and expiry (HS256, jsonwebtoken). A token that passed is kept (bounded LRU keyed
 *    by the whole token, signature included) until its `exp`, so a caller's next requests skip the
 *    HMAC and JSON parsing; a token that failed is never kept. A kept token is re-checked against
 *    the clock on every use, so it expires exactly when jsonwebtoken would say so.
 * 2. the account as it is now (TokenVersions, at most a second old): revocation (sign-out, new
 *    password, role, store or email change, deleted account) is decided here on every request,
 *    never cached with the token.
 */
@Injectable()
export class BearerTokens {
  /** A KeyObject, not a string: jsonwebtoken re-derives a key from a string on every verification. */
  private readonly key: KeyObject;
  private readonly verified = new LRUCache<string, JwtPayload>({ max: VERIFIED_TOKENS_MAX });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly versions: TokenVersions,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
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
    let claims: VerifiedClaims;
    try {
      claims = verify(token, this.key, { algorithms: ['HS256'] }) as VerifiedClaims;
    } catch (e) {
      throw new UnauthorizedException(e instanceof Error && e.name === 'TokenExpiredError' ? SESSION_EXPIRED : SIGN_IN);
    }
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
