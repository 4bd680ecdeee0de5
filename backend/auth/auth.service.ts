import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { JwtPayload } from '../common/auth/auth-user';
import { TokenVersions } from '../common/auth/token-versions';
import { User } from '../users/user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { dummyHash, verifyPassword } from './passwords';

export const LOGIN_FAILED = 'Username or password is incorrect.';
export const SIGNED_OUT = 'You are signed out.';

export interface LoginResult {
  token: string;
  user: { email: string; role: string };
}

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly jwt: JwtService,
    private readonly throttle: LoginThrottleService,
    private readonly versions: TokenVersions,
  ) {}

  /**
   * Signs in by username or email. Any failure is the same 401, so nothing leaks. Each attempt is
   * reserved against the account (whichever of its names was typed) and the caller's IP before the
   * password is checked, so concurrent tries cannot get past the limit.
   */
  async login(login: string, password: string, ip: string): Promise<LoginResult> {
    const key = login.trim().toLowerCase();
    const user = key
      ? await this.users
          .createQueryBuilder('u')
          .addSelect('u.passwordHash')
          .where('u.username = :key OR u.email = :key', { key })
          .getOne()
      : null;
    // Known accounts are counted under their email, so username and email share one limit.
    const reservation = await this.throttle.reserve(user ? user.email : key, ip);
    const ok = password.length >= 6 && (await verifyPassword(user?.passwordHash ?? (await dummyHash()), password));
    if (!user || !ok) throw new UnauthorizedException(LOGIN_FAILED);
    await this.throttle.succeeded(reservation);
    return { token: this.issueToken(user), user: { email: user.email, role: user.role } };
  }

  /** Sign-out: every token issued to the account so far stops working (on all its devices). */
  async logout(userId: number): Promise<{ message: string }> {
    await this.versions.revoke(userId);
    return { message: SIGNED_OUT };
  }

  issueToken(user: Pick<User, 'id' | 'email' | 'role' | 'storeId' | 'tokenVersion'>): string {
    const payload: JwtPayload = {
      sub: user.id,
      email: user.email,
      role: user.role,
      storeId: user.storeId ?? null,
      ver: user.tokenVersion ?? 0,
    };
    return this.jwt.sign(payload);
  }
}
