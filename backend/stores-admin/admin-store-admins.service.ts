import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { PasswordResetCode } from '../auth/password-reset-code.entity';
import { hashPassword } from '../auth/passwords';
import { issueResetCode } from '../auth/reset-code';
import type { AuthUser } from '../common/auth/auth-user';
import { TokenVersions } from '../common/auth/token-versions';
import { ListQuery, runList } from '../common/http/list-query';
import { APP_CONFIG, AppConfig } from '../config/config';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { InviteStoreAdminDto } from './dto/store.dto';
import { Store } from '../tenants/store.entity';
import type { StoreAdminApi } from '../domain/api/stores';
import { StoreDb } from '../tenants/store-db';

/** How long an invitation's set-password code works. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type { StoreAdminApi };

/**
 * Store admins (staff bound to one store), invited by the super-admin. The invitation mails a
 * 6-digit set-password code that POST /api/auth/reset-password {email, code, password} accepts
 * (the Forgot password page's second step); until then the account has a random password nobody
 * knows. Changes write their audit entry (store-owned) under the named 'super-admin' bypass.
 */
@Injectable()
export class AdminStoreAdminsService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly versions: TokenVersions,
  ) {}

  async list(query: ListQuery): Promise<{ rows: StoreAdminApi[]; total: number; offset: number }> {
    const qb = this.ds.getRepository(User).createQueryBuilder('u').where("u.role = 'admin'");
    const { rows, total, offset } = await runList(qb, query, {
      sorts: { id: 'u.id', email: 'u.email', createdAt: 'u.created_at' },
      defaultSort: ['email', 'ASC'],
      tieBreak: 'u.id',
      filters: {
        storeId: (q, v) => q.andWhere('u.store_id = :storeId', { storeId: Number(v) || -1 }),
        q: (q, v) => q.andWhere('u.email ILIKE :q', { q: `%${String(v).replace(/[\\%_]/g, (c) => '\\' + c)}%` }),
        id: (q, v) =>
          q.andWhere('u.id IN (:...ids)', {
            ids: (Array.isArray(v) ? v : [v]).map(Number).filter(Number.isInteger).concat([-1]),
          }),
      },
    });
    return { rows: rows.map(toApi), total, offset };
  }

  async get(id: number): Promise<StoreAdminApi> {
    return toApi(await this.find(this.ds.manager, id));
  }

  async invite(user: AuthUser, dto: InviteStoreAdminDto, origin: string): Promise<StoreAdminApi> {
    return this.db.bypass('super-admin', async (em) => {
      const store = await em.findOneBy(Store, { id: dto.storeId });
      if (!store) throw new NotFoundException('This store does not exist.');
      const taken = await em
        .createQueryBuilder(User, 'u')
        .where('u.email = :e OR u.username = :e', { e: dto.email })
        .getExists();
      if (taken) throw new ConflictException(`An account with the email ${dto.email} already exists.`);
      const { identifiers } = await em.insert(User, {
        email: dto.email,
        username: dto.email,
        // Nobody knows this password: the invitee sets their own with the mailed code.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        role: 'admin',
        storeId: store.id,
      });
      const created = await em.findOneByOrFail(User, { id: identifiers[0].id as number });
      await this.sendInvite(em, created, store, origin);
      await this.audit.record(
        user,
        store.id,
        'store_admin',
        created.id,
        'invite',
        null,
        { email: created.email, storeId: store.id },
        em,
      );
      return toApi(created);
    });
  }

  /** A fresh code (the previous ones stop working). */
  async resendInvite(user: AuthUser, id: number, origin: string): Promise<StoreAdminApi> {
    return this.db.bypass('super-admin', async (em) => {
      const admin = await this.find(em, id);
      const store = await em.findOneByOrFail(Store, { id: admin.storeId! });
      await this.sendInvite(em, admin, store, origin);
      await this.audit.record(
        user,
        store.id,
        'store_admin',
        admin.id,
        'invite',
        null,
        { email: admin.email, resent: true },
        em,
      );
      return toApi(admin);
    });
  }

  async remove(user: AuthUser, id: number): Promise<{ id: number }> {
    await this.db.bypass('super-admin', async (em) => {
      const admin = await this.find(em, id);
      await em.delete(PasswordResetCode, { userId: id });
      try {
        await em.delete(User, { id });
      } catch {
        throw new ConflictException('This admin has records that refer to the account and cannot be removed.');
      }
      await this.audit.record(user, admin.storeId, 'store_admin', id, 'delete', { email: admin.email }, null, em);
    });
    // The account is gone, so are its tokens: at once here, within a second on other instances.
    this.versions.forget(id);
    return { id };
  }

  private async find(em: EntityManager, id: number): Promise<User> {
    const admin = await em.findOneBy(User, { id, role: 'admin' });
    if (!admin) throw new NotFoundException('This store admin does not exist.');
    return admin;
  }

  private async sendInvite(em: EntityManager, admin: User, store: Store, origin: string): Promise<void> {
    const code = await issueResetCode(em, this.config.jwtSecret, admin.id, INVITE_TTL_MS);
    await this.mail.enqueue(em, {
      to: admin.email,
      subject: `You are invited to manage ${store.name}`,
      text: [
        `You have been made an administrator of ${store.name}.`,
        '',
        `Your set-password code is ${code}. It works once and expires in 7 days.`,
        '',
        `To choose your password, open ${origin}/forgot-password?email=${encodeURIComponent(admin.email)}&code=${code} and enter the code with your new password.`,
        `Then sign in at ${origin}/admin/login with ${admin.email}.`,
        '',
        'If you did not expect this invitation, you can ignore this email.',
      ].join('\n'),
      kind: 'store-admin-invite',
      storeId: store.id,
    });
  }
}

function toApi(u: User): StoreAdminApi {
  return { id: u.id, email: u.email, storeId: u.storeId!, createdAt: u.createdAt.toISOString() };
}
