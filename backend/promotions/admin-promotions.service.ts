import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { CatalogueService } from '../catalogue/catalogue.service';
import { PricingVersions } from '../selling-rules/pricing-versions';
import type { ListQuery } from '../common/http/list-query';
import type { AdminPromotion } from '../domain/api/promotions';
import { toCents } from '../domain/money';
import { cleanSelector } from '../domain/promotions/selector';
import type { PromotionSelector } from '../domain/promotions/types';
import { promotionProblem } from '../domain/promotions/validate';
import { storeToday } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { PromotionInputDto } from './dto/promotion-input.dto';
import { PromotionEntity } from './entities/promotion.entity';
import { productMatches } from './offer-sizes';
import { normalizeCode } from './promotion-mapping';
import { adminPromotionView } from './promotion-view';

export const PROMOTION_NOT_FOUND = 'Promotion not found.';

/** What the audit trail keeps of a promotion. */
function audited(e: PromotionEntity): Record<string, unknown> {
  return {
    name: e.name,
    description: e.description,
    startsOn: e.startsOn,
    endsOn: e.endsOn,
    endedAt: e.endedAt,
    kind: e.kind,
    selector: cleanSelector(e.selector),
    percent: e.percent,
    amountCents: e.amountCents,
    tiers: e.tiers?.map((t) => ({ minQuantity: t.minQuantity, percent: t.percent })) ?? null,
    thresholdCents: e.thresholdCents,
    code: e.code,
    firstOrderOnly: e.firstOrderOnly,
    totalLimit: e.totalLimit,
    perCustomerLimit: e.perCustomerLimit,
  };
}

/** Store admins' promotions (react-admin `promotions`): list by phase, create, edit, end now; audited. */
@Injectable()
export class AdminPromotionsService {
  constructor(
    private readonly db: StoreDb,
    private readonly audit: AuditService,
    private readonly catalogue: CatalogueService,
    private readonly pricing: PricingVersions,
  ) {}

  async list(ctx: StoreContext, query: ListQuery): Promise<{ rows: AdminPromotion[]; total: number; offset: number }> {
    const today = storeToday(ctx.store.timeZone);
    const r = await this.db.list(ctx, (em) => em.getRepository(PromotionEntity).createQueryBuilder('p'), query, {
      sorts: { id: 'p.id', name: 'p.name', startsOn: 'p.starts_on', endsOn: 'p.ends_on', kind: 'p.kind' },
      defaultSort: ['startsOn', 'DESC'],
      tieBreak: 'p.id',
      filters: {
        id: (q, v) => q.andWhere('p.id IN (:...ids)', { ids: v as number[] }),
        q: (q, v) =>
          q.andWhere('(p.name ILIKE :q OR p.code ILIKE :q)', { q: `%${String(v).replace(/[%_\\]/g, '\\$&')}%` }),
        phase: (q, v) => {
          if (v === 'active')
            q.andWhere('p.ended_at IS NULL AND p.starts_on <= :today AND p.ends_on >= :today', { today });
          else if (v === 'scheduled') q.andWhere('p.ended_at IS NULL AND p.starts_on > :today', { today });
          else if (v === 'ended') q.andWhere('(p.ended_at IS NOT NULL OR p.ends_on < :today)', { today });
          else throw new BadRequestException('phase must be active, scheduled or ended.');
        },
      },
    });
    return { ...r, rows: r.rows.map((e) => adminPromotionView(e, today)) };
  }

  async one(ctx: StoreContext, id: number): Promise<AdminPromotion> {
    const e = await this.db.findInStoreOrThrow(ctx, PromotionEntity, id, PROMOTION_NOT_FOUND);
    return adminPromotionView(e, storeToday(ctx.store.timeZone));
  }

  async create(ctx: StoreContext, dto: PromotionInputDto): Promise<AdminPromotion> {
    const view = await this.db.run(ctx, async (em) => {
      const e = em.create(PromotionEntity, { storeId: ctx.store.id, redemptionCount: 0, endedAt: null });
      this.apply(e, dto);
      await this.assertCodeFree(em, ctx, e.code, null);
      const saved = await em.save(e);
      await this.audit.record(ctx.user, ctx.store.id, 'promotion', saved.id, 'create', null, audited(saved), em);
      return adminPromotionView(saved, storeToday(ctx.store.timeZone));
    });
    this.pricing.changed(ctx.store.id);
    return view;
  }

  async update(ctx: StoreContext, id: number, dto: PromotionInputDto): Promise<AdminPromotion> {
    const view = await this.db.run(ctx, async (em) => {
      const e = await this.db.findInStoreOrThrow(ctx, PromotionEntity, id, PROMOTION_NOT_FOUND, 'pessimistic_write');
      const before = audited(e);
      this.apply(e, dto);
      await this.assertCodeFree(em, ctx, e.code, e.id);
      const saved = await em.save(e);
      await this.audit.record(ctx.user, ctx.store.id, 'promotion', id, 'update', before, audited(saved), em);
      return adminPromotionView(saved, storeToday(ctx.store.timeZone));
    });
    this.pricing.changed(ctx.store.id);
    return view;
  }

  /** "End now": the promotion stops applying at once (its dates are kept for the record). */
  async end(ctx: StoreContext, id: number): Promise<AdminPromotion> {
    const view = await this.db.run(ctx, async (em) => {
      const e = await this.db.findInStoreOrThrow(ctx, PromotionEntity, id, PROMOTION_NOT_FOUND, 'pessimistic_write');
      if (!e.endedAt) {
        const before = audited(e);
        e.endedAt = new Date();
        await em.save(e);
        await this.audit.record(ctx.user, ctx.store.id, 'promotion', id, 'end', before, audited(e), em);
      }
      return adminPromotionView(e, storeToday(ctx.store.timeZone));
    });
    this.pricing.changed(ctx.store.id);
    return view;
  }

  /** How many of the store's listed products a selector matches (the form's preview). */
  async preview(ctx: StoreContext, raw: string | undefined): Promise<{ count: number }> {
    let selector: PromotionSelector;
    try {
      selector = cleanSelector(raw ? (JSON.parse(raw) as PromotionSelector) : {});
    } catch {
      throw new BadRequestException('selector must be JSON.');
    }
    const snap = await this.catalogue.snapshot(ctx.store);
    const p = { id: 0, name: '', kind: 'percent' as const, selector };
    return { count: snap.products.filter((product) => product.listed && productMatches(p, product)).length };
  }

  private apply(e: PromotionEntity, dto: PromotionInputDto): void {
    const def = {
      name: (dto.name ?? '').trim(),
      kind: dto.kind,
      startsOn: dto.startsOn,
      endsOn: dto.endsOn,
      percent: dto.kind === 'percent' ? (dto.percent ?? null) : null,
      amountCents:
        dto.kind === 'amount' || dto.kind === 'threshold' ? (dto.amount == null ? null : toCents(dto.amount)) : null,
      tiers:
        dto.kind === 'tiers'
          ? (dto.tiers ?? []).map((t) => ({ minQuantity: t.minQuantity, percent: t.percent }))
          : null,
      thresholdCents:
        dto.kind === 'threshold' || dto.kind === 'free_delivery'
          ? dto.threshold == null
            ? dto.kind === 'threshold'
              ? null
              : 0
            : toCents(dto.threshold)
          : null,
      code: normalizeCode(dto.code),
      totalLimit: dto.totalLimit ?? null,
      perCustomerLimit: dto.perCustomerLimit ?? null,
    };
    const problem = promotionProblem(def);
    if (problem) throw new BadRequestException(problem);
    if (def.tiers) def.tiers.sort((a, b) => a.minQuantity - b.minQuantity);
    Object.assign(e, def, {
      description: (dto.description ?? '').trim(),
      selector: cleanSelector(dto.selector),
      firstOrderOnly: dto.firstOrderOnly === true && def.code !== null,
    });
  }

  private async assertCodeFree(em: EntityManager, ctx: StoreContext, code: string | null, id: number | null) {
    if (!code) return;
    const other = await em.findOne(PromotionEntity, { where: { storeId: ctx.store.id, code } });
    if (other && other.id !== id) throw new ConflictException(`The code ${code} is already used by "${other.name}".`);
  }
}
