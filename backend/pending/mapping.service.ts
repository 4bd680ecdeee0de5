import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { BeverageApi, toBeverageApi } from '../beverage/beverage-api';
import { Beverage } from '../beverage/beverage.entity';
import { BeveragesService } from '../beverage/beverages.service';
import { BeverageDto } from '../beverage/dto/beverage.dto';
import type { AuthUser } from '../common/auth/auth-user';
import { InventoryItem } from '../inventory/inventory-item.entity';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import type { Store } from '../tenants/store.entity';
import { lacksCategory } from '../domain/catalogue-quality';
import { PendingApi, toPendingApi } from './pending-api';
import { PendingItem } from './pending-item.entity';
import { PendingService } from './pending.service';

export const MAPPING_UPDATED = 'Mapping updated!';

export type MappingDecision = 'map-to-existing' | 'save-as-new' | 'decline';

/** Spec 4 Mapping: which decision a POST beverageinventory body (with webUrl) asks for. */
export function decisionOf(dto: Pick<BeverageDto, 'id' | 'is_Approved'>): MappingDecision {
  if (dto.is_Approved === false) return 'decline';
  return dto.id ? 'map-to-existing' : 'save-as-new';
}

/**
 * Decides a store's pending item (spec 4 Mapping), in one transaction with its audit entry:
 * - map to existing: the store's item (same item number) is linked to the chosen master product;
 * - save as new: the corrected entry becomes a new master product, then the same link;
 * - decline: both flags false, nothing linked.
 * The store item is created from the pending row (price, stock) when the store has none yet, so
 * the storefront lists it with the master's content.
 *
 * A decision writes master products and their (store-less) audit entries as well as the store's
 * rows, all in one transaction: it runs under the named 'super-admin' bypass, with the chosen
 * store's filter written on each store-owned query.
 */
@Injectable()
export class MappingService {
  constructor(
    private readonly db: StoreDb,
    private readonly pending: PendingService,
    private readonly beverages: BeveragesService,
    private readonly audit: AuditService,
  ) {}

  async decide(
    ctx: StoreContext,
    dto: BeverageDto,
  ): Promise<{ message: string; decision: MappingDecision; pending: PendingApi; beverage: BeverageApi | null }> {
    const itemNumber = dto.item_Number?.trim();
    if (!itemNumber) throw new BadRequestException('item_Number is required to decide a pending item.');
    const user = this.superAdmin(ctx);
    const store = (await this.pending.storeContext(ctx, dto.webUrl!)).store;
    const decision = decisionOf(dto);
    return this.db.bypass('super-admin', async (em) => {
      const item = await em.findOne(PendingItem, {
        where: { storeId: store.id, itemNumber, isReviewPending: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!item) throw new NotFoundException(`Item ${itemNumber} is not waiting for review in ${store.name}.`);
      const before = { is_Review_Pending: item.isReviewPending, is_Approved: item.isApproved };
      let master: Beverage | null = null;
      if (decision === 'decline') {
        Object.assign(item, { isReviewPending: false, isApproved: false });
      } else {
        master =
          decision === 'map-to-existing'
            ? await this.beverages.find(dto.id!)
            : await this.beverages.create(user, this.newProduct(dto, item));
        const linked = await this.linkStoreItem(em, user, store, item, master);
        Object.assign(item, {
          isReviewPending: false,
          isApproved: true,
          mappedBeverageId: master.id,
          inventoryItemId: linked.id,
        });
      }
      Object.assign(item, { decidedBy: user.id, decidedAt: new Date() });
      await em.save(PendingItem, item);
      await this.audit.record(
        user,
        store.id,
        'pending_item',
        item.id,
        decision,
        before,
        {
          is_Review_Pending: item.isReviewPending,
          is_Approved: item.isApproved,
          item_Number: item.itemNumber,
          beverage_Id: item.mappedBeverageId,
          inventory_Item_Id: item.inventoryItemId,
        },
        em,
      );
      return {
        message: MAPPING_UPDATED,
        decision,
        pending: toPendingApi(item, store),
        beverage: master ? toBeverageApi(master) : null,
      };
    });
  }

  private superAdmin(ctx: StoreContext): AuthUser {
    if (!ctx.user || ctx.role !== 'superadmin')
      throw new ForbiddenException('You do not have access to this resource.');
    return ctx.user;
  }

  /**
   * Save-as-new: the corrected entry, keeping the pending item's number; blanks fall back to what
   * the store sent. A master needs a category to be filed under (else the shop cannot list it where
   * shoppers look): refused without one, before anything is written.
   */
  private newProduct(dto: BeverageDto, item: PendingItem): BeverageDto {
    const { webUrl: _webUrl, id: _id, ...fields } = dto;
    if (
      lacksCategory({
        mainCategory: fields.main_Category,
        subCategory1: fields.sub_Category_1,
        finalCategory: fields.final_Category,
      })
    )
      throw new BadRequestException(
        'Save As New Product needs a category: choose a main category and a sub or final category.',
      );
    return {
      ...fields,
      item_Name: fields.item_Name || item.itemName,
      size: fields.size ?? item.size,
      upc_Number: fields.upc_Number ?? item.upc,
      item_Number: item.itemNumber,
      is_Review_Pending: false,
      is_Approved: true,
    };
  }

  /** Links (or creates) the store's item with this item number to the master product. */
  private async linkStoreItem(
    em: EntityManager,
    user: AuthUser,
    store: Store,
    item: PendingItem,
    master: Beverage,
  ): Promise<InventoryItem> {
    const repo = em.getRepository(InventoryItem);
    const existing =
      (item.inventoryItemId
        ? await repo.findOne({
            where: { id: item.inventoryItemId, storeId: store.id },
            lock: { mode: 'pessimistic_write' },
          })
        : null) ??
      (await repo.findOne({
        where: { storeId: store.id, itemNumber: item.itemNumber },
        lock: { mode: 'pessimistic_write' },
      }));
    if (existing) {
      const previous = existing.beverageId;
      await repo.update({ id: existing.id }, { beverageId: master.id });
      await this.audit.record(
        user,
        store.id,
        'inventory_item',
        existing.id,
        'mapping',
        { beverageId: previous },
        { beverageId: master.id },
        em,
      );
      return { ...existing, beverageId: master.id };
    }
    const created = repo.create({
      storeId: store.id,
      itemNumber: item.itemNumber,
      upc: item.upc,
      itemDescription: master.itemName,
      sizeDescription: master.size || item.size,
      packType: item.packType || master.packType,
      packQuantity: item.packQuantity || master.packQuantity,
      caseQuantity: item.caseQuantity || master.caseQuantity,
      unitPriceCents: item.unitPriceCents,
      packPriceCents: item.packPriceCents,
      casePriceCents: item.casePriceCents,
      salesTaxPercent: null, // the store's rate, following it when the store's rate changes
      availableToSell: item.availableToSell,
      isAvailable: true,
      brand: master.brand,
      countryOfOrigin: master.country,
      itemVintage: master.vintage,
      typeOfGrape: master.typeOfGrape,
      mainCategory: master.mainCategory,
      subCategory: master.subCategory1,
      beverageId: master.id,
    });
    return repo.save(created);
  }
}
