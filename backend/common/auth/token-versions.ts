import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import type { AuthUser } from './auth-user';

type Role = AuthUser['role'];

/** What a token is checked against on every request: the account as it is now. */
export interface UserAccess {
  email: string;
  role: Role;
  storeId: number | null;
  tokenVersion: number;
}

/**
 * How long an instance may trust what it read about an account. Revocation (a deleted account, a
 * new password, a changed role or store, a sign-out) takes effect on every instance within this.
 */
export const ACCESS_CACHE_MS = 1000;

/**
 * The current token version (and role, store, email) of each account, read from app_user and kept
 * for at most a second. A token is valid only while its `ver` claim equals the account's
 * token_version; the database bumps that on a password, role, store or email change (trigger, see
 * the TokenVersion migration) and sign-out bumps it, so every earlier token stops working.
 */
@Injectable()
export class TokenVersions {
  private readonly cache = new LRUCache<number, { access: UserAccess | null }>({ max: 50_000, ttl: ACCESS_CACHE_MS });

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** The account now, or null when it no longer exists. */
  async current(userId: number): Promise<UserAccess | null> {
    const hit = this.cache.get(userId);
    if (hit) return hit.access;
    const rows: Array<{ email: string; role: Role; store_id: number | null; token_version: number }> =
      await this.ds.query('SELECT email, role, store_id, token_version FROM app_user WHERE id = $1', [userId]);
    const row = rows[0];
    const access = row
      ? { email: row.email, role: row.role, storeId: row.store_id, tokenVersion: row.token_version }
      : null;
    this.cache.set(userId, { access });
    return access;
  }

  /** Ends every token issued to the account so far (sign-out). */
  async revoke(userId: number): Promise<void> {
    await this.ds.query('UPDATE app_user SET token_version = token_version + 1 WHERE id = $1', [userId]);
    this.forget(userId);
  }

  /**
   * Drops what this instance knows about an account, after a change it committed, so the change
   * applies here at once (other instances see it within ACCESS_CACHE_MS).
   */
  forget(userId: number): void {
    this.cache.delete(userId);
  }
}
