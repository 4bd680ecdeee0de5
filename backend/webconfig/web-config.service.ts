import { BadRequestException, Injectable, NotFoundException, Optional } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import type { WebConfigView } from '../domain/api/web-config';
import { AuditService } from '../audit/audit.service';
import { ImagesService } from '../images/images.service';
import { imageUrl } from '../images/image-url';
import { actingOn, StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { Store } from '../tenants/store.entity';
import { PricingVersions } from '../selling-rules/pricing-versions';
import { StoresService } from '../tenants/stores.service';
import { UpdateWebConfigDto } from './dto/web-config.dto';
import { sanitiseRichText } from './rich-text';
import { WebConfig } from './web-config.entity';

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
    private readonly db: StoreDb,
    private readonly images: ImagesService,
    private readonly stores: StoresService,
    @Optional() private readonly audit?: AuditService,
    @Optional() private readonly pricing?: PricingVersions,
  ) {}

  private view(store: Store, c: WebConfig | null): WebConfigView {
    return {
      id: c?.id ?? 0,
      companyName: c?.companyName || store.name,
      logo: imageUrl(c?.logoHash) ?? '',
      locations: c?.locations ?? store.location,
      phoneNumber: c?.phoneNumber ?? store.phone,
      footerContent: c?.footerContent ?? '',
      termsOfService: c?.termsOfService ?? '',
      returnPolicy: c?.returnPolicy ?? '',
      privacyPolicy: c?.privacyPolicy ?? '',
      shippingInfo: c?.shippingInfo ?? '',
      isShippingAvailable: c?.isShippingAvailable ?? false,
      deliveryZones: (store.deliveryZones ?? []).join(','),
      timeZone: store.timeZone,
    };
  }

  async get(ctx: StoreContext): Promise<WebConfigView> {
    return this.view(ctx.store, await this.db.run(ctx, (em) => this.current(em, ctx)));
  }

  /**
   * The context to change a configuration in: without an id the caller's store; with one, the
   * store of that configuration (another store's is 404, except to a super-admin).
   */
  async contextForUpdate(ctx: StoreContext, id?: number): Promise<StoreContext> {
    if (id === undefined) return ctx;
    const notFound = `No web configuration with id ${id}.`;
    const storeId =
      ctx.role === 'superadmin'
        ? await this.db.bypass('super-admin', async (em) => (await em.findOne(WebConfig, { where: { id } }))?.storeId)
        : (await this.db.findInStoreOrThrow(ctx, WebConfig, id, notFound)).storeId;
    const store = storeId ? await this.stores.byId(storeId) : undefined;
    if (!store) throw new NotFoundException(notFound);
    return actingOn(ctx, store, notFound);
  }

  async update(ctx: StoreContext, dto: UpdateWebConfigDto): Promise<WebConfigView> {
    const store = ctx.store;
    const after = await this.db.run(ctx, async (em) => {
      const existing = await this.current(em, ctx, true);
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
      const saved = (await this.current(em, ctx))!;
      await this.audit?.record(
        ctx.user,
        store.id,
        'web_config',
        saved.id,
        existing ? 'update' : 'create',
        before && strip(before),
        { ...strip(saved), ...(zones ? { deliveryZones: zones.join(',') } : {}) },
        em,
      );
      return saved;
    });
    this.pricing?.changed(store.id);
    if (dto.deliveryZones !== undefined) this.stores.invalidate();
    const fresh = (await this.stores.byId(store.id)) ?? store;
    return this.view(fresh, after);
  }

  async setLogo(ctx: StoreContext, bytes: Buffer): Promise<WebConfigView> {
    if (!bytes.length) throw new BadRequestException('Please choose an image file.');
    const store = ctx.store;
    const hash = await this.images.saveUpload(bytes, 600);
    const after = await this.db.run(ctx, async (em) => {
      const repo = em.getRepository(WebConfig);
      const existing = await this.current(em, ctx, true);
      if (existing) await repo.update({ id: existing.id }, { logoHash: hash });
      else
        await repo.insert({
          storeId: store.id,
          companyName: store.name,
          locations: store.location,
          phoneNumber: store.phone,
          logoHash: hash,
        });
      const saved = await this.current(em, ctx);
      await this.audit?.record(
        ctx.user,
        store.id,
        'web_config',
        saved!.id,
        'logo',
        { logo: existing?.logoHash ?? null },
        { logo: hash },
        em,
      );
      return saved;
    });
    return this.view(store, after);
  }

  async logoHash(ctx: StoreContext): Promise<string | null> {
    return (await this.db.run(ctx, (em) => this.current(em, ctx)))?.logoHash ?? null;
  }

  /** The store's configuration row (one per store), locked for a change when asked. */
  private current(em: EntityManager, ctx: StoreContext, lock = false): Promise<WebConfig | null> {
    return em.getRepository(WebConfig).findOne({
      where: { storeId: ctx.store.id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }
}

function strip(c: WebConfig): Record<string, unknown> {
  const { updatedAt: _u, store: _s, ...rest } = c as WebConfig & { store?: unknown };
  return rest;
}
