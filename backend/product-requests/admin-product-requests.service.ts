import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AuditActor, AuditService } from '../audit/audit.service';
import { ListQuery, runList } from '../common/http/list-query';
import { toCents, toDollars } from '../common/money/money';
import { AttributeList } from '../configurator/attribute-list.entity';
import { normaliseGtin } from '../domain/gtin';
import { checkTypes, cleanTags } from '../domain/product-request';
import { parseSizeMl } from '../domain/size';
import { PendingItem } from '../pending/pending-item.entity';
import { ProductRequestDto } from './dto/admin-product-request.dto';
import { InventoryItem } from '../inventory/inventory-item.entity';

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

export function requestStatus(
  p: Pick<PendingItem, 'isReviewPending' | 'isApproved'>,
): 'Waiting for review' | 'Approved' | 'Declined' {
  return p.isReviewPending ? 'Waiting for review' : p.isApproved ? 'Approved' : 'Declined';
}

function toRecord(p: PendingItem) {
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
    createdAt: p.createdAt,
    decidedAt: p.decidedAt,
  };
}

/**
 * Product add/edit requests (decisions.md: 'Send Request for Add' files a pending item in the
 * super-admin review queue for that store), and the store's view of its queue.
 */
@Injectable()
export class AdminProductRequestsService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async options(): Promise<Record<string, string[]>> {
    const lists = await this.ds.getRepository(AttributeList).find({ where: { propName: In(FORM_LISTS) } });
    return Object.fromEntries(
      FORM_LISTS.map((name) => [name, lists.find((l) => l.propName === name)?.propValues ?? []]),
    );
  }

  async list(storeId: number, query: ListQuery) {
    const qb = this.ds.getRepository(PendingItem).createQueryBuilder('p').where('p.store_id = :storeId', { storeId });
    const result = await runList(qb, query, {
      sorts: { id: 'p.id', createdAt: 'p.created_at', itemNumber: 'p.item_number', name: 'p.item_name' },
      defaultSort: ['createdAt', 'DESC'],
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

  async get(storeId: number, id: number) {
    const p = await this.ds.getRepository(PendingItem).findOne({ where: { id, storeId } });
    if (!p) throw new NotFoundException(`Request ${id} was not found.`);
    return toRecord(p);
  }

  /** Files the request. An edit request refreshes the item's open review entry instead of adding one. */
  async create(actor: AuditActor, storeId: number, dto: ProductRequestDto) {
    const types = checkTypes(dto.type, 'type');
    const subTypes = checkTypes(dto.subTypes, 'subtype');
    const problem = types.error ?? subTypes.error;
    if (problem) throw new BadRequestException(problem);
    const upc = (dto.upc ?? '').trim().replace(/[\s-]/g, '');
    const gtin = upc ? normaliseGtin(upc) : null;
    if (upc && !gtin)
      throw new BadRequestException(`UPC '${dto.upc}' is not a valid UPC/EAN (wrong length or check digit).`);

    return this.ds.transaction(async (em) => {
      let item: InventoryItem | null = null;
      if (dto.inventoryItemId) {
        item = await em.getRepository(InventoryItem).findOne({ where: { id: dto.inventoryItemId, storeId } });
        if (!item) throw new NotFoundException(`Inventory item ${dto.inventoryItemId} was not found.`);
      }
      const itemNumber = item?.itemNumber ?? (dto.itemNumber ?? '').trim();
      if (!itemNumber) throw new BadRequestException('Item number is required.');
      if (!item && (await em.getRepository(InventoryItem).exists({ where: { storeId, itemNumber } }))) {
        throw new ConflictException(
          `Item number ${itemNumber} is already in your inventory; send an edit request for it instead.`,
        );
      }
      const open = await em
        .getRepository(PendingItem)
        .findOne({ where: { storeId, itemNumber, isReviewPending: true }, lock: { mode: 'pessimistic_write' } });
      if (open && !item)
        throw new ConflictException(`A request for item number ${itemNumber} is already waiting for review.`);

      const fields: Partial<PendingItem> = {
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
        mainCategory: types.values[0] ?? '',
        subCategory: subTypes.values[0] ?? '',
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
      let id: number;
      if (open) {
        await em.getRepository(PendingItem).update({ id: open.id }, fields);
        id = open.id;
      } else {
        id = (await em.getRepository(PendingItem).insert(fields)).identifiers[0].id as number;
      }
      // The full request (with every type, subtype, tag and keyword) stays in the audit trail.
      const full = {
        ...dto,
        type: types.values,
        subTypes: subTypes.values,
        keywords: cleanTags(dto.keywords),
        storeTags: cleanTags(dto.storeTags),
      };
      await this.audit.record(
        actor,
        storeId,
        'pending_item',
        id,
        item ? 'edit-request' : 'add-request',
        null,
        full,
        em,
      );
      if (item)
        await this.audit.record(
          actor,
          storeId,
          'inventory_item',
          item.id,
          'edit-request',
          null,
          { requestId: id, ...full },
          em,
        );
      return toRecord((await em.getRepository(PendingItem).findOneByOrFail({ id })) as PendingItem);
    });
  }
}
