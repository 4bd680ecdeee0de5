import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MESSAGES, normalizeLogin } from '../domain/validation';
import { TokenVersions } from '../common/auth/token-versions';
import { MailService } from '../mail/mail.service';
import { StoreDb } from '../tenants/store-db';
import { User } from '../users/user.entity';
import { CODE_INVALID, ResetPasswordDto } from './dto/password-reset.dto';
import { LoginAttempt } from './login-attempt.entity';
import { PasswordResetCode } from './password-reset-code.entity';
import { hashPassword } from './passwords';
import { issueResetCode, resetCodeHash } from './reset-code';

export const CODE_TTL_MS = 15 * 60 * 1000;
export const MAX_CODE_TRIES = 5;
/** Codes per account per CODE_TTL_MS; further requests are answered the same way but send nothing. */
export const MAX_CODES_PER_WINDOW = 3;
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent it a 6-digit code. The code expires in 15 minutes.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

/**
 * Forgot password (design decision): a 6-digit code by email, valid 15 minutes, single use, 5
 * tries. The answer to a code request never says whether the email has an account.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly versions: TokenVersions,
  ) {}

  /**
   * `shop`: the storefront the request came through. The mail comes from the account's store: a
   * store admin's own store, else that storefront's.
   */
  async requestCode(rawEmail: string, shop: { id: number; name: string } | null): Promise<{ message: string }> {
    const email = normalizeLogin(rawEmail);
    // Before sign-in, for a store not yet known: the named bypass lets the mail read its store's sender.
    await this.db.bypass('sign-in', async (em) => {
      // The row lock serialises concurrent requests for one account, so the rate limit holds.
      const user = await em.findOne(User, { where: { email }, lock: { mode: 'pessimistic_write' } });
      if (!user) return;
      const recent = await em.count(PasswordResetCode, {
        where: { userId: user.id, createdAt: MoreThan(new Date(Date.now() - CODE_TTL_MS)) },
      });
      if (recent >= MAX_CODES_PER_WINDOW) return;
      const code = await issueResetCode(em, this.config.jwtSecret, user.id, CODE_TTL_MS);
      const store =
        user.role === 'admin' && user.storeId
          ? ((await em.query(`SELECT id, name FROM store WHERE id = $1`, [user.storeId]))[0] ?? shop)
          : shop;
      const shopName: string = store?.name ?? 'Wine & Liquor Shop';
      await this.mail.enqueue(em, {
        storeId: store?.id ?? null,
        to: user.email,
        subject: `Your ${shopName} password reset code`,
        text: [
          `Your password reset code is ${code}.`,
          '',
          'Enter it on the Forgot password page with your new password. The code expires in 15 minutes and works once.',
          'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
          '',
          shopName,
        ].join('\n'),
        kind: 'password-reset',
      });
    });
    return { message: FORGOT_PASSWORD_ANSWER };
  }

  async resetPassword(dto: ResetPasswordDto): Promise<{ message: string }> {
    if (dto.confirmPassword !== undefined && dto.confirmPassword !== dto.password) {
      throw new BadRequestException(MESSAGES.forgotPassword.mismatch);
    }
    const email = normalizeLogin(dto.email);
    const code = dto.code.replace(/\s+/g, '');
    const outcome = await this.ds.transaction(async (em): Promise<number | 'refused'> => {
      const user = await em.findOne(User, { where: { email }, lock: { mode: 'pessimistic_write' } });
      if (!user) return 'refused';
      const current = await em
        .createQueryBuilder(PasswordResetCode, 'c')
        .where('c.userId = :userId', { userId: user.id })
        .andWhere('c.usedAt IS NULL')
        .andWhere('c.expiresAt > now()')
        .andWhere('c.attempts < :max', { max: MAX_CODE_TRIES })
        .orderBy('c.createdAt', 'DESC')
        .addOrderBy('c.id', 'DESC')
        .getOne();
      if (!current) return 'refused';
      const expected = Buffer.from(current.codeHash, 'hex');
      const given = Buffer.from(resetCodeHash(this.config.jwtSecret, user.id, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        // Counted even though the request fails: the transaction commits the try.
        await em.increment(PasswordResetCode, { id: current.id }, 'attempts', 1);
        return 'refused';
      }
      await em.update(PasswordResetCode, { userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      // The new hash also moves the account's token_version on (trigger): earlier tokens end.
      await em.update(User, { id: user.id }, { passwordHash: await hashPassword(dto.password) });
      // A fresh password lifts the sign-in limits on the account (from every address).
      await em
        .createQueryBuilder()
        .delete()
        .from(LoginAttempt)
        .where('key IN (:...keys)', { keys: [`account:${user.email}`, `account:${user.username}`] })
        .orWhere('starts_with(key, :byEmail) OR starts_with(key, :byName)', {
          byEmail: `pair:${user.email}|`,
          byName: `pair:${user.username}|`,
        })
        .execute();
      return user.id;
    });
    if (outcome === 'refused') throw new BadRequestException(CODE_INVALID);
    this.versions.forget(outcome);
    return { message: PASSWORD_RESET_DONE };
  }
}
