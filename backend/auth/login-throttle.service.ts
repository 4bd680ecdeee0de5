import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { LoginAttempt } from './login-attempt.entity';
import {
  KNOWN_ADDRESS_DAYS,
  throttledMessage,
  waitBeforeAttempt,
  WINDOW_MS,
  type AttemptCounts,
} from './login-throttle-rules';

/** First key of the two-key advisory locks taken here, so they never meet other advisory locks. */
const LOCK_CLASS = 0x4c4f47; // 'LOG'

/** 429 with the seconds to wait; the error filter sends them as Retry-After. */
export class SignInThrottledException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    waitMs: number,
  ) {
    super(throttledMessage(waitMs), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** A reserved attempt: its rows count as failures until `succeeded()` removes them. */
export interface AttemptReservation {
  account: string;
  address: string;
  ids: string[];
}

interface Keys {
  pair: string;
  address: string;
  account: string;
}

/**
 * Counts sign-in attempts in PostgreSQL (so the limits hold across app instances), with the rules
 * of login-throttle-rules.ts.
 *
 * An attempt is reserved before its password is checked: under per-key advisory locks the counts
 * are read and the attempt's rows (one per key) are written in one transaction, so concurrent tries
 * check no more passwords than the limits allow, whatever their timing. A reservation counts as a
 * failure until the sign-in succeeds (a crash in between leaves it counted). A wrong password settles
 * it; a success removes it and forgives only the failures of its own address for that account that
 * were settled before it was reserved: attempts still in flight, and other addresses' failures, stay
 * counted.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Reserves one attempt for the account from the address, or throws 429 with the time to wait. */
  async reserve(login: string, ip: string): Promise<AttemptReservation> {
    const keys = keysOf(login, ip);
    const ids = await this.ds.transaction(async (em) => {
      // Locks in a fixed order (by lock number), so two reservations never wait on each other.
      for (const lock of [...new Set(Object.values(keys).map(lockNumber))].sort((a, b) => a - b)) {
        await em.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_CLASS, lock]);
      }
      const wait = waitBeforeAttempt(await this.counts(em, keys), Date.now());
      if (wait > 0) throw new SignInThrottledException(Math.max(1, Math.ceil(wait / 1000)), wait);
      const { identifiers } = await em.insert(
        LoginAttempt,
        Object.values(keys).map((key) => ({ key })),
      );
      return identifiers.map((i) => String(i.id));
    });
    return { account: accountOf(login), address: ip, ids };
  }

  /** The password was wrong: the reservation stays counted as a settled failure. */
  async failed(reservation: AttemptReservation): Promise<void> {
    await this.ds.query('UPDATE login_attempt SET settled = true WHERE id = ANY($1::bigint[])', [reservation.ids]);
  }

  /**
   * The password was right: the attempt was no failure, the address becomes one the account signs in
   * from, and that address's own earlier (settled) failures for the account are forgiven.
   */
  async succeeded(reservation: AttemptReservation): Promise<void> {
    const { pair } = keysOf(reservation.account, reservation.address);
    const first = reservation.ids.reduce((a, b) => (BigInt(a) < BigInt(b) ? a : b));
    await this.ds.transaction(async (em) => {
      await em.query(
        `DELETE FROM login_attempt WHERE id = ANY($1::bigint[]) OR (key = $2 AND settled AND id < $3::bigint)`,
        [reservation.ids, pair, first],
      );
      await em.query(
        `INSERT INTO login_known_address (account, address, signed_in_at) VALUES ($1, $2, now())
         ON CONFLICT (account, address) DO UPDATE SET signed_in_at = now()`,
        [reservation.account, reservation.address],
      );
    });
  }

  private async counts(em: EntityManager, keys: Keys): Promise<AttemptCounts> {
    const since = new Date(Date.now() - WINDOW_MS);
    const rows: { key: string; n: number; oldest: Date; latest: Date }[] = await em.query(
      `SELECT key, count(*)::int AS n, min(created_at) AS oldest, max(created_at) AS latest
         FROM login_attempt WHERE key = ANY($1) AND created_at > $2 GROUP BY key`,
      [Object.values(keys), since],
    );
    const of = (key: string) => rows.find((r) => r.key === key);
    const known = await em.query(
      `SELECT 1 FROM login_known_address WHERE account = $1 AND address = $2
         AND signed_in_at > now() - make_interval(days => $3)`,
      [keys.account.slice('account:'.length), keys.address.slice('ip:'.length), KNOWN_ADDRESS_DAYS],
    );
    return {
      pair: { n: of(keys.pair)?.n ?? 0, oldest: of(keys.pair)?.oldest },
      address: { n: of(keys.address)?.n ?? 0, oldest: of(keys.address)?.oldest },
      account: { n: of(keys.account)?.n ?? 0, latest: of(keys.account)?.latest },
      knownAddress: known.length > 0,
    };
  }
}

function accountOf(login: string): string {
  return login.trim().toLowerCase();
}

function keysOf(login: string, ip: string): Keys {
  const account = accountOf(login);
  return { pair: `pair:${account}|${ip}`, address: `ip:${ip}`, account: `account:${account}` };
}

/** A 32-bit lock number for a throttle key (collisions only make two keys share a lock). */
function lockNumber(key: string): number {
  return createHash('sha256').update(key).digest().readInt32BE(0);
}
