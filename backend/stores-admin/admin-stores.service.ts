import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../common/auth/auth-user';
import { ListQuery, runList } from '../common/http/list-query';
import { WebConfig } from '../webconfig/web-config.entity';
import { DEFAULT_TIME_ZONE } from '../domain/store-time';
import { StoreDto, UpdateStoreDto } from './dto/store.dto';
import { Store } from '../tenants/store.entity';
import type { StoreApi } from '../domain/api/stores';
import { StoreDb } from '../tenants/store-db';
import { PricingVersions } from '../selling-rules/pricing-versions';
import { StoresService } from '../tenants/stores.service';

export type { StoreApi };

/**
 * Stores (tenants) for the super-admin 'Stores' screens: list, create, edit. The store table is
 * not store-owned; a store's web configuration and audit entries are, so they are read and
 * written through the named bypasses 'store-setup' (a new store) and 'super-admin'.
 */
@Injectable()
export class AdminStoresService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly stores: StoresService,
    private readonly audit: AuditService,
    private readonly pricing: PricingVersions,
  ) {}

  async list(query: ListQuery): Promise<{ rows: StoreApi[]; total: number; offset: number }> {
    const qb = this.ds.getRepository(Store).createQueryBuilder('s');
    const { rows, total, offset } = await runList(qb, query, {
      sorts: { id: 's.id', name: 's.name', webUrl: 's.web_url', salesTaxPercent: 's.sales_tax_percent' },
      defaultSort: ['id', 'ASC'],
      tieBreak: 's.id',
      filters: {
        q: (q, v) =>
          q.andWhere('(s.name ILIKE :q OR s.web_url ILIKE :q)', {
            q: `%${String(v).replace(/[\\%_]/g, (c) => '\\' + c)}%`,
          }),
        id: (q, v) =>
          q.andWhere('s.id IN (:...ids)', {
            ids: (Array.isArray(v) ? v : [v]).map(Number).filter(Number.isInteger).concat([-1]),
          }),
      },
    });
    return { rows: await this.withExtras(rows), total, offset };
  }

  async get(id: number): Promise<StoreApi> {
    const store = await this.ds.getRepository(Store).findOneBy({ id });
    if (!store) throw new NotFoundException('This store does not exist.');
    return (await this.withExtras([store]))[0];
  }

  async create(user: AuthUser, dto: StoreDto): Promise<StoreApi> {
    const id = await this.db.bypass('store-setup', async (em) => {
      await this.refuseDuplicates(em, dto);
      const store = await em.save(
        Store,
        em.create(Store, { timeZone: DEFAULT_TIME_ZONE, ...this.storeFields(dto), isDefault: false }),
      );
      await em.insert(WebConfig, {
        storeId: store.id,
        companyName: store.name,
        phoneNumber: store.phone,
        isShippingAvailable: dto.isShippingAvailable ?? true,
      });
      await this.audit.record(
        user,
        store.id,
        'store',
        store.id,
        'create',
        null,
        { ...this.pick(store), isShippingAvailable: dto.isShippingAvailable ?? true },
        em,
      );
      return store.id;
    });
    this.stores.invalidate();
    return this.get(id);
  }

  async update(user: AuthUser, id: number, dto: UpdateStoreDto): Promise<StoreApi> {
    await this.db.bypass('super-admin', async (em) => {
      const store = await em.findOne(Store, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!store) throw new NotFoundException('This store does not exist.');
      const fields = this.sentFields(dto);
      await this.refuseDuplicates(
        em,
        { webUrl: fields.webUrl ?? store.webUrl, domain: 'domain' in fields ? fields.domain : store.domain },
        id,
      );
      const config = await em.findOneBy(WebConfig, { storeId: id });
      const before = { ...this.pick(store), isShippingAvailable: config?.isShippingAvailable ?? true };
      Object.assign(store, fields);
      await em.save(Store, store);
      if (dto.isShippingAvailable !== undefined) {
        if (config) await em.update(WebConfig, { id: config.id }, { isShippingAvailable: dto.isShippingAvailable });
        else
          await em.insert(WebConfig, {
            storeId: id,
            companyName: store.name,
            phoneNumber: store.phone,
            isShippingAvailable: dto.isShippingAvailable,
          });
      }
      await this.audit.record(
        user,
        id,
        'store',
        id,
        'update',
        before,
        { ...this.pick(store), isShippingAvailable: dto.isShippingAvailable ?? before.isShippingAvailable },
        em,
      );
    });
    this.stores.invalidate();
    this.pricing.changed(id);
    return this.get(id);
  }

  /** An edit's fields: only those the request sent (a partial PUT leaves the others as they are). */
  private sentFields(dto: UpdateStoreDto): Partial<ReturnType<AdminStoresService['storeFields']>> {
    const sent = dto as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(this.storeFields(dto as StoreDto)).filter(([key]) => sent[key] !== undefined),
    );
  }

  private storeFields(dto: StoreDto) {
    return {
      name: dto.name,
      webUrl: dto.webUrl,
      domain: dto.domain ? dto.domain : null,
      salesTaxPercent: dto.salesTaxPercent,
      deliveryZones: [...new Set(dto.deliveryZones)],
      location: dto.location ?? '',
      phone: dto.phone ?? '',
      ...(dto.replyToEmail !== undefined ? { replyToEmail: dto.replyToEmail.toLowerCase() } : {}),
      ...(dto.lowStockThreshold !== undefined ? { lowStockThreshold: dto.lowStockThreshold } : {}),
      // Left out of an edit, the zone stays as it is; a new store gets the default.
      ...(dto.timeZone ? { timeZone: dto.timeZone } : {}),
    };
  }

  private pick(s: Store) {
    return {
      name: s.name,
      webUrl: s.webUrl,
      domain: s.domain,
      salesTaxPercent: s.salesTaxPercent,
      deliveryZones: s.deliveryZones,
      location: s.location,
      phone: s.phone,
      replyToEmail: s.replyToEmail,
      lowStockThreshold: s.lowStockThreshold,
      timeZone: s.timeZone,
    };
  }

  private async refuseDuplicates(em: EntityManager, dto: Pick<StoreDto, 'webUrl' | 'domain'>, exceptId?: number) {
    const qb = em
      .createQueryBuilder(Store, 's')
      .where(dto.domain ? '(lower(s.web_url) = :webUrl OR s.domain = :domain)' : 'lower(s.web_url) = :webUrl', {
        webUrl: dto.webUrl,
        domain: dto.domain,
      });
    if (exceptId) qb.andWhere('s.id <> :id', { id: exceptId });
    const clash = await qb.getOne();
    if (clash?.webUrl.toLowerCase() === dto.webUrl)
      throw new ConflictException(`A store with web URL '${dto.webUrl}' already exists.`);
    if (clash) throw new ConflictException(`The domain '${dto.domain}' already belongs to ${clash.name}.`);
  }

  private async withExtras(stores: Store[]): Promise<StoreApi[]> {
    if (!stores.length) return [];
    const ids = stores.map((s) => s.id);
    const configs: Array<{ store_id: number; is_shipping_available: boolean }> = await this.db.bypass(
      'super-admin',
      (em) => em.query('SELECT store_id, is_shipping_available FROM web_config WHERE store_id = ANY($1)', [ids]),
    );
    const admins: Array<{ store_id: number; n: string }> = await this.ds.query(
      "SELECT store_id, count(*) AS n FROM app_user WHERE role = 'admin' AND store_id = ANY($1) GROUP BY store_id",
      [ids],
    );
    return stores.map((s) => ({
      id: s.id,
      name: s.name,
      webUrl: s.webUrl,
      domain: s.domain,
      isDefault: s.isDefault,
      salesTaxPercent: s.salesTaxPercent,
      deliveryZones: s.deliveryZones,
      location: s.location,
      phone: s.phone,
      timeZone: s.timeZone,
      replyToEmail: s.replyToEmail,
      lowStockThreshold: s.lowStockThreshold,
      isShippingAvailable: configs.find((c) => c.store_id === s.id)?.is_shipping_available ?? true,
      adminCount: Number(admins.find((a) => a.store_id === s.id)?.n ?? 0),
    }));
  }
}
