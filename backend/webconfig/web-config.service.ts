import { BadRequestException, Injectable, NotFoundException, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { AuthUser } from '../common/auth/auth-user';
import { ImagesService } from '../images/images.service';
import { Store } from '../tenants/store.entity';
import { StoresService } from '../tenants/stores.service';
import { UpdateWebConfigDto } from './dto/web-config.dto';
import { sanitiseRichText } from './rich-text';
import { WebConfig } from './web-config.entity';

/** Spec 3 'Web config' as the API returns it. */
export interface WebConfigView {
  id: number;
  companyName: string;
  logo: string;
  locations: string;
  phoneNumber: string;
  footerContent: string;
  termsOfService: string;
  returnPolicy: string;
  privacyPolicy: string;
  shippingInfo: string;
  isShippingAvailable: boolean;
  deliveryZones: string;
}

const RICH_FIELDS = ['footerContent', 'termsOfService', 'returnPolicy', 'privacyPolicy', 'shippingInfo'] as const;

/** Plain-text fields: markup removed, text kept as typed (the front ends escape it when shown). */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>?/g, '')
    .replace(/\s+/g, ' ')
    .trim();

@Injectable()
export class WebConfigService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly images: ImagesService,
    private readonly stores: StoresService,
    @Optional() private readonly audit?: AuditService,
  ) {}

  private view(store: Store, c: WebConfig | null): WebConfigView {
    return {
      id: c?.id ?? 0,
      companyName: c?.companyName || store.name,
      logo: c?.logoHash ? `/api/images/${c.logoHash}` : '',
      locations: c?.locations ?? store.location,
      phoneNumber: c?.phoneNumber ?? store.phone,
      footerContent: c?.footerContent ?? '',
      termsOfService: c?.termsOfService ?? '',
      returnPolicy: c?.returnPolicy ?? '',
      privacyPolicy: c?.privacyPolicy ?? '',
      shippingInfo: c?.shippingInfo ?? '',
      isShippingAvailable: c?.isShippingAvailable ?? false,
      deliveryZones: (store.deliveryZones ?? []).join(','),
    };
  }

  async get(store: Store): Promise<WebConfigView> {
    return this.view(store, await this.ds.getRepository(WebConfig).findOne({ where: { storeId: store.id } }));
  }

  /** The config a staff member may change: `id` must be their store's (others: 404). */
  async resolveForUpdate(user: AuthUser, requestStore: Store, id?: number): Promise<Store> {
    if (id === undefined) {
      const storeId = user.role === 'admin' ? user.storeId : requestStore.id;
      const store = storeId ? await this.stores.byId(storeId) : undefined;
      if (!store) throw new NotFoundException('No store is configured.');
      return store;
    }
    const config = await this.ds.getRepository(WebConfig).findOne({ where: { id } });
    if (!config || (user.role === 'admin' && config.storeId !== user.storeId))
      throw new NotFoundException(`No web configuration with id ${id}.`);
    const store = await this.stores.byId(config.storeId);
    if (!store) throw new NotFoundException(`No web configuration with id ${id}.`);
    return store;
  }

  async update(user: AuthUser, store: Store, dto: UpdateWebConfigDto): Promise<WebConfigView> {
    const repo = this.ds.getRepository(WebConfig);
    await this.ds.transaction(async (em) => {
      const existing = await em
        .getRepository(WebConfig)
        .findOne({ where: { storeId: store.id }, lock: { mode: 'pessimistic_write' } });
      const before = existing ? { ...existing } : null;
      const next: Partial<WebConfig> = { storeId: store.id };
      if (dto.companyName !== undefined) next.companyName = plain(dto.companyName);
      if (dto.locations !== undefined) next.locations = plain(dto.locations);
      if (dto.phoneNumber !== undefined) next.phoneNumber = plain(dto.phoneNumber);
      for (const f of RICH_FIELDS) if (dto[f] !== undefined) next[f] = sanitiseRichText(dto[f]!);
      if (dto.isShippingAvailable !== undefined) next.isShippingAvailable = dto.isShippingAvailable;
      if (existing) await em.getRepository(WebConfig).update({ id: existing.id }, next);
      else
        await em
          .getRepository(WebConfig)
          .insert({ companyName: store.name, locations: store.location, phoneNumber: store.phone, ...next });
      let zones: string[] | undefined;
      if (dto.deliveryZones !== undefined) {
        zones = [
          ...new Set(
            dto.deliveryZones
              .split(',')
              .map((z) => z.trim())
              .filter(Boolean),
          ),
        ];
        await em.query(`UPDATE store SET delivery_zones = $2 WHERE id = $1`, [store.id, zones]);
      }
      const after = await em.getRepository(WebConfig).findOne({ where: { storeId: store.id } });
      await this.audit?.record(
        user,
        store.id,
        'web_config',
        after!.id,
        existing ? 'update' : 'create',
        before && strip(before),
        { ...strip(after!), ...(zones ? { deliveryZones: zones.join(',') } : {}) },
        em,
      );
    });
    if (dto.deliveryZones !== undefined) this.stores.invalidate();
    const fresh = (await this.stores.byId(store.id)) ?? store;
    return this.view(fresh, await repo.findOne({ where: { storeId: store.id } }));
  }

  async setLogo(user: AuthUser, store: Store, bytes: Buffer): Promise<WebConfigView> {
    if (!bytes.length) throw new BadRequestException('Please choose an image file.');
    const hash = await this.images.saveUpload(bytes, 600);
    const repo = this.ds.getRepository(WebConfig);
    const existing = await repo.findOne({ where: { storeId: store.id } });
    if (existing) await repo.update({ id: existing.id }, { logoHash: hash });
    else
      await repo.insert({
        storeId: store.id,
        companyName: store.name,
        locations: store.location,
        phoneNumber: store.phone,
        logoHash: hash,
      });
    const after = await repo.findOne({ where: { storeId: store.id } });
    await this.audit?.record(
      user,
      store.id,
      'web_config',
      after!.id,
      'logo',
      { logo: existing?.logoHash ?? null },
      { logo: hash },
    );
    return this.view(store, after);
  }

  async logoHash(store: Store): Promise<string | null> {
    const c = await this.ds.getRepository(WebConfig).findOne({ where: { storeId: store.id } });
    return c?.logoHash ?? null;
  }
}

function strip(c: WebConfig): Record<string, unknown> {
  const { updatedAt: _u, store: _s, ...rest } = c as WebConfig & { store?: unknown };
  return rest;
}
