import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, Repository } from 'typeorm';
import { LoginAttempt } from './login-attempt.entity';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/**
 * Counts failed sign-ins per account and per IP in PostgreSQL, so the limit holds across several
 * app instances: after 5 failures in 15 minutes, further attempts get 429.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectRepository(LoginAttempt) private readonly attempts: Repository<LoginAttempt>) {}

  private keys(login: string, ip: string): string[] {
    return [`account:${login.trim().toLowerCase()}`, `ip:${ip}`];
  }

  async assertAllowed(login: string, ip: string): Promise<void> {
    const since = new Date(Date.now() - WINDOW_MS);
    for (const key of this.keys(login, ip)) {
      const count = await this.attempts.count({ where: { key, createdAt: MoreThan(since) } });
      if (count >= MAX_FAILURES) throw new HttpException(THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
    }
  }

  async recordFailure(login: string, ip: string): Promise<void> {
    await this.attempts.insert(this.keys(login, ip).map((key) => ({ key })));
  }

  async recordSuccess(login: string): Promise<void> {
    await this.attempts.delete({ key: `account:${login.trim().toLowerCase()}` });
  }
}
