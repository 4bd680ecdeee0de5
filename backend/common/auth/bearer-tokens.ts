import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { AuthUser, JwtPayload } from './auth-user';
import { TokenVersions } from './token-versions';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SIGN_IN = 'Please sign in.';

/** The passport strategy's name (AuthGuard(BEARER) runs it). */
export const BEARER = 'jwt';

/** Verified tokens kept (each about 0.5 kB with its key): the signed-in callers of the last while. */
export const VERIFIED_TOKENS_MAX = 10_000;

/** The token of an `Authorization: Bearer <token>` header, or null (passport-jwt's extractor). */
export const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/** The request as passport-jwt reads it (Fastify's request has these headers). */
type Req = { headers: Record<string, string | string[] | undefined> };

/** Why passport refused a request: an expired token says so, anything else asks to sign in. */
export function refusal(info: unknown): UnauthorizedException {
  return new UnauthorizedException(
    info instanceof Error && info.name === 'TokenExpiredError' ? SESSION_EXPIRED : SIGN_IN,
  );
}

/**
 * Who a request's bearer token signs in, as a passport-jwt strategy run by @nestjs/passport's
 * AuthGuard (AccessGuard extends it), checked on every request:
 * 1. the signature and expiry (HS256, passport-jwt). A token that passed is kept (bounded LRU keyed
 *    by the whole token, signature included) until its `exp`, so a caller's next requests skip the
 *    HMAC and JSON parsing (authenticate() below); a token that failed is never kept. A kept token
 *    is re-checked against the clock on every use, so it expires exactly when jsonwebtoken would say so.
 * 2. the account as it is now (TokenVersions, at most a second old), in validate(): revocation
 *    (sign-out, new password, role, store or email change, deleted account) is decided there on
 *    every request, never cached with the token.
 */
@Injectable()
export class BearerTokenStrategy extends PassportStrategy(Strategy, BEARER) {
  private readonly verified = new LRUCache<string, JwtPayload>({ max: VERIFIED_TOKENS_MAX });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly versions: TokenVersions,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject, not a string: jsonwebtoken re-derives a key from a string on every verification
      // (jsonwebtoken 9 takes a KeyObject; passport-jwt's types say string | Buffer).
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as never,
      algorithms: ['HS256'],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  /**
   * passport's entry point, per request: a token verified before and not expired goes straight to
   * validate(); any other is verified by passport-jwt's own authenticate(), which then calls validate().
   */
  override authenticate(req: Req, options?: object): void {
    const token = bearerToken(req as never);
    const kept = token ? this.verified.get(token) : undefined;
    if (!kept || Math.floor(Date.now() / 1000) >= kept.exp!) return super.authenticate(req as never, options);
    this.validate(req, kept).then(
      (user) => this.success(user),
      (e: unknown) => this.error(e as Error),
    );
  }

  /** Called with the token's verified claims: keeps them (see authenticate), then checks the account. */
  async validate(req: Req, claims: JwtPayload): Promise<AuthUser> {
    this.keep(bearerToken(req as never)!, claims);
    let access;
    try {
      access = Number.isInteger(claims.sub) ? await this.versions.current(claims.sub) : null;
    } catch {
      throw new UnauthorizedException(SIGN_IN); // the account could not be read
    }
    // A signature proves who the token was issued to, not that it still holds: the account must
    // still exist with the token's version. Role and store come from the account as it is now.
    if (!access || access.tokenVersion !== (claims.ver ?? 0)) throw new UnauthorizedException(SESSION_ENDED);
    return { id: claims.sub, email: access.email, role: access.role, storeId: access.storeId };
  }

  /** Only a token that expires is kept (until then), and only once its not-before time has passed. */
  private keep(token: string, claims: JwtPayload & { nbf?: number }): void {
    const nowS = Math.floor(Date.now() / 1000);
    if (this.verified.has(token) || typeof claims !== 'object' || typeof claims.exp !== 'number') return;
    if (claims.nbf !== undefined && claims.nbf > nowS) return;
    this.verified.set(token, Object.freeze(claims), { ttl: Math.max(1, claims.exp - nowS) * 1000 });
  }
}
