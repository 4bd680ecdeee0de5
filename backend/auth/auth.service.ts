import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { JwtPayload } from '../common/auth/auth-user';
import { User } from '../users/user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { dummyHash, verifyPassword } from './passwords';

export const LOGIN_FAILED = 'Username or password is incorrect.';

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
  ) {}

  /**
   * Signs in by username or email. Any failure is the same 401, so nothing leaks. Failures count
   * against the account (whichever of its names was typed) and against the caller's IP.
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
    const account = user ? user.email : key;
    await this.throttle.assertAllowed(account, ip);
    const ok = password.length >= 6 && (await verifyPassword(user?.passwordHash ?? (await dummyHash()), password));
    if (!user || !ok) {
      await this.throttle.recordFailure(account, ip);
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    await this.throttle.recordSuccess(account);
    return { token: this.issueToken(user), user: { email: user.email, role: user.role } };
  }

  issueToken(user: Pick<User, 'id' | 'email' | 'role' | 'storeId'>): string {
    const payload: JwtPayload = { sub: user.id, email: user.email, role: user.role, storeId: user.storeId ?? null };
    return this.jwt.sign(payload);
  }
}
