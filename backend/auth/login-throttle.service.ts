import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { LoginAttempt } from './login-attempt.entity';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60 * 1000;
export const THROTTLED_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.';

/** First key of the two-key advisory locks taken here, so they never meet other advisory locks. */
const LOCK_CLASS = 0x4c4f47; // 'LOG'

/** A reserved attempt: its rows count as failures until `succeeded()` removes them. */
export interface AttemptReservation {
  account: string;
  ids: string[];
}

/**
 * Counts sign-in attempts per account and per IP in PostgreSQL, so the limit holds across several
 * app instances: after 5 failures in 15 minutes, further attempts get 429.
 *
 * An attempt is reserved before its password is checked: under a per-key advisory lock, the
 * failures are counted and the attempt's rows are written in one transaction. So 40 concurrent
 * tries for one account check at most 5 passwords, whatever their timing. A reservation counts as
 * a failure until the sign-in succeeds (a crash in between leaves it counted, which errs on the
 * safe side).
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private keys(login: string, ip: string): string[] {
    return [accountKey(login), `ip:${ip}`];
  }

  /** Reserves one attempt for the account and the address, or throws 429 when either is used up. */
  async reserve(login: string, ip: string): Promise<AttemptReservation> {
    const keys = this.keys(login, ip);
    const since = new Date(Date.now() - WINDOW_MS);
    const ids = await this.ds.transaction(async (em) => {
      // Locks in a fixed order (by lock number), so two reservations never wait on each other.
      for (const lock of [...new Set(keys.map(lockNumber))].sort((a, b) => a - b)) {
        await em.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_CLASS, lock]);
      }
      const counts: { key: string; n: number }[] = await em.query(
        `SELECT key, count(*)::int AS n FROM login_attempt WHERE key = ANY($1) AND created_at > $2 GROUP BY key`,
        [keys, since],
      );
      if (counts.some((c) => c.n >= MAX_FAILURES)) {
        throw new HttpException(THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
      }
      const { identifiers } = await em.insert(
        LoginAttempt,
        keys.map((key) => ({ key })),
      );
      return identifiers.map((i) => String(i.id));
    });
    return { account: login, ids };
  }

  /** The password was right: the attempt was no failure, and the account's earlier failures are forgiven. */
  async succeeded(reservation: AttemptReservation): Promise<void> {
    await this.ds
      .getRepository(LoginAttempt)
      .createQueryBuilder()
      .delete()
      .where('id IN (:...ids)', { ids: reservation.ids })
      .orWhere('key = :key', { key: accountKey(reservation.account) })
      .execute();
  }
}

function accountKey(login: string): string {
  return `account:${login.trim().toLowerCase()}`;
}

/** A 32-bit lock number for a throttle key (collisions only make two keys share a lock). */
function lockNumber(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}
