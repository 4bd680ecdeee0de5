import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { JwtPayload } from '../common/auth/auth-user';
import type { ChangePasswordResponse, LoginResponse } from '../domain/api/accounts';
import { TokenVersions } from '../common/auth/token-versions';
import { User } from '../users/user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED } from './dto/change-password.dto';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

export const LOGIN_FAILED = 'Username or password is incorrect.';
export const SIGNED_OUT = 'You are signed out.';

/** POST /api/login's answer. */
export type LoginResult = LoginResponse;

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
   * password is checked, so concurrent tries cannot get past the limits (login-throttle-rules.ts).
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
    if (!user || !ok) {
      await this.throttle.failed(reservation);
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    await this.throttle.succeeded(reservation);
    return { token: this.issueToken(user), user: { email: user.email, role: user.role } };
  }

  /** Sign-out: every token issued to the account so far stops working (on all its devices). */
  async logout(userId: number): Promise<{ message: string }> {
    await this.versions.revoke(userId);
    return { message: SIGNED_OUT };
  }

  /**
   * My Details' password change. The current password is checked like a sign-in
   * (a wrong one counts towards the sign-in limit); the new hash moves the account's token version
   * on (database trigger), which ends every earlier token, and this session gets a fresh one.
   */
  async changePassword(userId: number, current: string, next: string, ip: string): Promise<ChangePasswordResponse> {
    const user = await this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :userId', { userId })
      .getOne();
    if (!user) throw new UnauthorizedException(LOGIN_FAILED);
    const reservation = await this.throttle.reserve(user.email, ip);
    if (!(await verifyPassword(user.passwordHash, current))) {
      await this.throttle.failed(reservation);
      throw new BadRequestException(CURRENT_PASSWORD_WRONG);
    }
    await this.throttle.succeeded(reservation);
    await this.users.update({ id: userId }, { passwordHash: await hashPassword(next) });
    this.versions.forget(userId);
    const fresh = await this.users.findOneByOrFail({ id: userId });
    return { token: this.issueToken(fresh), message: PASSWORD_CHANGED };
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
