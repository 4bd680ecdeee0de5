import { createHmac, randomInt } from 'node:crypto';
import { EntityManager, IsNull } from 'typeorm';
import { PasswordResetCode } from './password-reset-code.entity';

/** Codes are stored as a keyed hash: a leaked table alone does not give them away. */
export function resetCodeHash(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`password-reset:${userId}:${code}`).digest('hex');
}

/**
 * Issues a fresh 6-digit code for a user inside the caller's transaction and returns it (to mail).
 * Only the newest code works: older open codes are burned, so they cannot add their own tries.
 * Used by forgot-password (15 minutes) and by store-admin invitations (7 days).
 */
export async function issueResetCode(
  em: EntityManager,
  secret: string,
  userId: number,
  ttlMs: number,
): Promise<string> {
  await em.update(PasswordResetCode, { userId, usedAt: IsNull() }, { usedAt: new Date() });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await em.insert(PasswordResetCode, {
    userId,
    codeHash: resetCodeHash(secret, userId, code),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return code;
}
