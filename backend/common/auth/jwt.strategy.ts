import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/config';
import type { AuthUser, JwtPayload } from './auth-user';
import { TokenVersions } from './token-versions';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly versions: TokenVersions,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not a string: jsonwebtoken re-derives a key from a string on every request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as any,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * A signature proves who the token was issued to, not that it still holds: the account must
   * still exist with the token's version (see TokenVersions). Role and store come from the
   * account as it is now.
   */
  async validate(payload: JwtPayload): Promise<AuthUser> {
    const access = Number.isInteger(payload.sub) ? await this.versions.current(payload.sub) : null;
    if (!access || access.tokenVersion !== (payload.ver ?? 0)) throw new UnauthorizedException(SESSION_ENDED);
    return { id: payload.sub, email: access.email, role: access.role, storeId: access.storeId };
  }
}
