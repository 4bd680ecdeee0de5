import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { ListQuery } from '../common/http/list-query';
import { toCents, toDollars } from '../common/money/money';
import { AttributeList } from '../configurator/attribute-list.entity';
import { normaliseGtin } from '../domain/gtin';
import { checkTypes, cleanTags } from '../domain/product-request';
import { parseSizeMl } from '../domain/size';
import { PendingItem } from '../pending/pending-item.entity';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { ProductRequestDto } from './dto/admin-product-request.dto';
import { InventoryItem } from '../inventory/inventory-item.entity';
import type { ProductRequestOptions, ProductRequestRecord, ProductRequestStatus } from '../domain/api/product-requests';

/** The attribute lists (table configurator) the request form offers as choices. */
const FORM_LISTS = [
  'Category',
  'Sub Category',
  'Size',
  'Pack Type',
  'Brand',
  'Country',
  'State',
  'Region',
  'Vintage',
  'Alcohol Content',
];

export function requestStatus(p: Pick<PendingItem, 'isReviewPending' | 'isApproved'>): ProductRequestStatus {
  return p.isReviewPending ? 'Waiting for review' : p.isApproved ? 'Approved' : 'Declined';
}

function toRecord(p: PendingItem): ProductRequestRecord {
  return {
    id: p.id,
    itemNumber: p.itemNumber,
    upc: p.upc,
    name: p.itemName,
    size: p.size,
    packType: p.packType,
    packQuantity: p.packQuantity,
    type: p.mainCategory,
    subType: p.subCategory,
    brand: p.brand,
    price: toDollars(p.unitPriceCents),
    quantity: p.availableToSell,
    source: p.source,
    inventoryItemId: p.inventoryItemId,
    status: requestStatus(p),
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Product add/edit requests ('Send Request for Add' files a pending item in the super-admin
 * review queue for that store), and the store's view of its queue.
 */
@Injectable()
export class AdminProductRequestsService {
  constructor(
    private readonly ds: DataSource,
    private readonly db: StoreDb,
    private readonly audit: AuditService,
  ) {}

  async options(): Promise<ProductRequestOptions> {
    const lists = await this.ds.getRepository(AttributeList).find({ where: { propName: In(FORM_LISTS) } });
    return Object.fromEntries(
      FORM_LISTS.map((name) => [name, lists.find((l) => l.propName === name)?.propValues ?? []]),
    );
  }

  async list(ctx: StoreContext, query: ListQuery) {
    const build = (em: EntityManager) => em.getRepository(PendingItem).createQueryBuilder('p');
    const result = await this.db.list(ctx, build, query, {
      sorts: { id: 'p.id', createdAt: 'p.created_at', itemNumber: 'p.item_number', name: 'p.item_name' },
      defaultSort: ['createdAt', 'DESC'],
      tieBreak: 'p.id',
      filters: {
        source: (q, v) => q.andWhere('p.source = :source', { source: String(v) }),
        status: (q, v) => {
          const where = {
            'Waiting for review': 'p.is_review_pending',
            Approved: 'NOT p.is_review_pending AND p.is_approved',
            Declined: 'NOT p.is_review_pending AND NOT p.is_approved',
          }[String(v)];
          if (!where) throw new BadRequestException('status must be Waiting for review, Approved or Declined.');
          q.andWhere(where);
        },
        q: (q, v) =>
          q.andWhere('(p.item_name ILIKE :q OR p.item_number = :exact)', {
            q: `%${String(v).replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
            exact: String(v).trim(),
          }),
      },
    });
    return { ...result, rows: result.rows.map(toRecord) };
  }

  async get(ctx: StoreContext, id: number) {
    return toRecord(await this.db.findInStoreOrThrow(ctx, PendingItem, id, `Request ${id} was not found.`));
  }

  /** Files the request. An edit request refreshes the item's open review entry instead of adding one. */
  async create(ctx: StoreContext, dto: ProductRequestDto) {
    const checked = checkRequest(dto);
    return this.db.run(ctx, async (em) => {
      const item = dto.inventoryItemId
        ? await this.db.findInStoreOrThrow(
            ctx,
            InventoryItem,
            dto.inventoryItemId,
            `Inventory item ${dto.inventoryItemId} was not found.`,
          )
        : null;
      const itemNumber = item?.itemNumber ?? (dto.itemNumber ?? '').trim();
      if (!itemNumber) throw new BadRequestException('Item number is required.');
      const open = await this.openRequest(ctx, em, itemNumber, item);
      const fields = pendingFields(ctx.store.id, itemNumber, dto, checked, item);
      let id: number;
      if (open) {
        await em.getRepository(PendingItem).update({ id: open.id }, fields);
        id = open.id;
      } else {
        id = (await em.getRepository(PendingItem).insert(fields)).identifiers[0].id as number;
      }
      await this.audited(ctx, em, id, dto, checked, item);
      return toRecord((await em.getRepository(PendingItem).findOneByOrFail({ id })) as PendingItem);
    });
  }

  /**
   * The item's request waiting for review (locked), which an edit request refreshes. An add request
   * is refused for an item number already in the inventory or already waiting.
   */
  private async openRequest(
    ctx: StoreContext,
    em: EntityManager,
    itemNumber: string,
    item: InventoryItem | null,
  ): Promise<PendingItem | null> {
    if (!item && (await this.db.select(ctx, em, InventoryItem, 'i').andWhere({ itemNumber }).getExists())) {
      throw new ConflictException(
        `Item number ${itemNumber} is already in your inventory; send an edit request for it instead.`,
      );
    }
    const open = await this.db
      .select(ctx, em, PendingItem, 'p')
      .andWhere({ itemNumber, isReviewPending: true })
      .setLock('pessimistic_write')
      .getOne();
    if (open && !item)
      throw new ConflictException(`A request for item number ${itemNumber} is already waiting for review.`);
    return open;
  }

  /** The full request (with every type, subtype, tag and keyword) stays in the audit trail. */
  private async audited(
    ctx: StoreContext,
    em: EntityManager,
    id: number,
    dto: ProductRequestDto,
    checked: CheckedRequest,
    item: InventoryItem | null,
  ): Promise<void> {
    const storeId = ctx.store.id;
    const full = {
      ...dto,
      type: checked.types,
      subTypes: checked.subTypes,
      keywords: cleanTags(dto.keywords),
      storeTags: cleanTags(dto.storeTags),
    };
    const action = item ? 'edit-request' : 'add-request';
    await this.audit.record(ctx.user, storeId, 'pending_item', id, action, null, full, em);
    if (item) {
      const fields = { requestId: id, ...full };
      await this.audit.record(ctx.user, storeId, 'inventory_item', item.id, 'edit-request', null, fields, em);
    }
  }
}

/** A request's checked types and UPC. */
interface CheckedRequest {
  types: string[];
  subTypes: string[];
  upc: string;
  gtin: string | null;
}

/** The rules the DTO cannot express: known types and subtypes, a valid UPC/EAN. */
function checkRequest(dto: ProductRequestDto): CheckedRequest {
  const types = checkTypes(dto.type, 'type');
  const subTypes = checkTypes(dto.subTypes, 'subtype');
  const problem = types.error ?? subTypes.error;
  if (problem) throw new BadRequestException(problem);
  const upc = (dto.upc ?? '').trim().replace(/[\s-]/g, '');
  const gtin = upc ? normaliseGtin(upc) : null;
  if (upc && !gtin)
    throw new BadRequestException(`UPC '${dto.upc}' is not a valid UPC/EAN (wrong length or check digit).`);
  return { types: types.values, subTypes: subTypes.values, upc, gtin };
}

/** The review entry's fields: the request's, else the inventory item's (an edit request). */
function pendingFields(
  storeId: number,
  itemNumber: string,
  dto: ProductRequestDto,
  { types, subTypes, upc, gtin }: CheckedRequest,
  item: InventoryItem | null,
): Partial<PendingItem> {
  return {
    storeId,
    itemNumber,
    upc,
    gtin,
    itemName: dto.name.trim(),
    vintage: dto.vintage?.trim() ?? '',
    size: dto.size?.trim() ?? '',
    sizeMl: parseSizeMl(dto.size ?? ''),
    packType: dto.packType?.trim() || 'Bottle',
    packQuantity: dto.packQuantity ?? 1,
    caseQuantity: item?.caseQuantity ?? 1,
    mainCategory: types[0] ?? '',
    subCategory: subTypes[0] ?? '',
    brand: dto.brand?.trim() ?? '',
    country: dto.country?.trim() ?? '',
    state: dto.state?.trim() ?? '',
    typeOfGrape: dto.varietal?.trim() ?? '',
    abv: dto.alcoholContent ?? null,
    primaryDesc: dto.brief_description?.trim() ?? '',
    unitPriceCents: dto.price !== undefined ? toCents(dto.price) : (item?.unitPriceCents ?? 0),
    availableToSell: dto.quantity ?? item?.availableToSell ?? 0,
    source: 'request',
    inventoryItemId: item?.id ?? null,
  };
}
