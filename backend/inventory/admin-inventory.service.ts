import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { FastifyReply } from 'fastify';
import { CsvStream } from '../common/http/csv';
import { ListQuery, ListSpec } from '../common/http/list-query';
import { roundCents, toCents } from '../common/money/money';
import { priceFieldFor } from '../domain/csv-mapping';
import { hasActiveSaleSql, regularPriceSql } from '../domain/pricing-sql';
import { itemSaleTerms, saleWindowProblem } from '../domain/sale-window';
import { storeToday } from '../domain/store-time';
import type { StoreContext } from '../tenants/store-context';
import { StoreDb } from '../tenants/store-db';
import { StoresService } from '../tenants/stores.service';
import { OrderLinesLookup } from './admin-inventory-orders';
import { BulkUpdateInventoryDto, UpdateInventoryItemDto } from './dto/admin-inventory.dto';
import { InventoryItem } from './inventory-item.entity';
import { editableFields, toAdminInventoryRecord } from './admin-inventory.view';
import type { AdminInventoryRecord, BulkUpdateResult } from '../domain/api/admin-inventory';

/** The regular price as spec 4 selects it (domain/pricing-sql.ts), for sorting and filtering by price. */
const REGULAR_PRICE_SQL = regularPriceSql('i');
/** The record's `onSale` (hasActiveSale) as a filter. */
const ON_SALE_SQL = hasActiveSaleSql('i', ':today');

const PRICE_COLUMN = { unit: 'unitPriceCents', pack: 'packPriceCents', case: 'casePriceCents' } as const;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search box: every word found in the description, in any order ('1792 bourbon' finds
 * '1792 Bottled in Bond Bourbon'), or the exact item number or barcode.
 */
export function applyInventorySearch(qb: SelectQueryBuilder<InventoryItem>, value: unknown): void {
  const text = String(value).trim().slice(0, 200);
  if (!text) return;
  const words = text.split(/\s+/).slice(0, 10);
  const params: Record<string, unknown> = { exact: text };
  const all = words.map((w, n) => {
    params[`word${n}`] = likePattern(w);
    return `i.item_description ILIKE :word${n}`;
  });
  qb.andWhere(`((${all.join(' AND ')}) OR i.item_number = :exact OR i.upc = :exact)`, params);
}

/** The CSV export's columns: the list's record, amounts in dollars. */
const INVENTORY_EXPORT_COLUMNS: ReadonlyArray<[string, (r: AdminInventoryRecord) => string | number | boolean | null]> =
  [
    ['Item number', (r) => r.itemNumber],
    ['UPC', (r) => r.upc],
    ['Description', (r) => r.itemDescription],
    ['Size', (r) => r.sizeDescriptionWeight],
    ['Pack type', (r) => r.packType],
    ['Pack quantity', (r) => r.packQuantity],
    ['Category', (r) => r.mainCategory],
    ['Subcategory', (r) => r.subCategory],
    ['Unit price', (r) => r.itemUnitPrice.toFixed(2)],
    ['Pack price', (r) => r.itemPackPrice.toFixed(2)],
    ['Case price', (r) => r.itemWarmCasePrice.toFixed(2)],
    ['Unit sale price', (r) => r.itemUnitSalePrice.toFixed(2)],
    ['Sale starts', (r) => r.dateSaleStarts],
    ['Sale ends', (r) => r.dateSaleEnds],
    ['On sale', (r) => (r.onSale ? 'yes' : 'no')],
    ['Current price', (r) => r.currentPrice.toFixed(2)],
    ['Available to sell', (r) => r.availableToSell],
    ['Available', (r) => (r.isAvailable ? 'yes' : 'no')],
    ['Sales tax %', (r) => r.salesTax],
    ['Mapped', (r) => (r.beverageId ? 'yes' : 'no')],
  ];
const INVENTORY_EXPORT_HEADER = INVENTORY_EXPORT_COLUMNS.map(([name]) => name);

/**
 * The store inventory as the store admin manages it (spec 2.15 'Store inventory list').
 * Every method takes the caller's store context: rows of another store are 404.
 */
@Injectable()
export class AdminInventoryService {
  constructor(
    private readonly db: StoreDb,
    private readonly audit: AuditService,
    private readonly orderLines: OrderLinesLookup,
    private readonly stores: StoresService,
  ) {}

  /** Today in the store's calendar (sale windows). */
  private async today(storeId: number): Promise<string> {
    return storeToday(await this.stores.timeZoneOf(storeId));
  }

  /** The store's items with the master-catalogue fields the records show. */
  private scoped(ctx: StoreContext, em: EntityManager): SelectQueryBuilder<InventoryItem> {
    return this.db
      .select(ctx, em, InventoryItem, 'i')
      .leftJoin('i.beverage', 'b')
      .addSelect(['b.id', 'b.imageHash', 'b.mainCategory', 'b.subCategory1']);
  }

  /** The list's sorts and filters (the shared list helper applies them), with today for sale windows. */
  private listSpec(today: string): ListSpec<InventoryItem> {
    return {
      sorts: {
        id: 'i.id',
        itemNumber: 'i.item_number',
        itemDescription: 'i.item_description',
        price: REGULAR_PRICE_SQL,
        itemUnitPrice: 'i.unit_price_cents',
        packQuantity: 'i.pack_quantity',
        availableToSell: 'i.available_to_sell',
        isAvailable: 'i.is_available',
        dateSaleEnds: 'i.date_sale_ends',
        updatedAt: 'i.updated_at',
      },
      defaultSort: ['itemDescription', 'ASC'],
      tieBreak: 'i.id',
      filters: {
        q: (qb, v) => applyInventorySearch(qb, v),
        id: (qb, v) =>
          qb.andWhere('i.id IN (:...ids)', { ids: (Array.isArray(v) ? v : [v]).map(Number).filter(Number.isInteger) }),
        onSale: (qb, v) => {
          qb.andWhere(v === true || v === 'true' ? ON_SALE_SQL : `NOT ${ON_SALE_SQL}`, { today });
        },
        isAvailable: (qb, v) => qb.andWhere('i.is_available = :avail', { avail: v === true || v === 'true' }),
        outOfStock: (qb, v) =>
          qb.andWhere(v === true || v === 'true' ? 'i.available_to_sell = 0' : 'i.available_to_sell > 0'),
        packQuantity: (qb, v) => qb.andWhere('i.pack_quantity = :pack', { pack: Number(v) || 0 }),
        // At or below the store's own low-stock threshold (the dashboard's low-stock card links here).
        lowStock: (qb, v) =>
          qb.andWhere(
            `${v === true || v === 'true' ? '' : 'NOT '}(i.available_to_sell <= (SELECT s.low_stock_threshold FROM store s WHERE s.id = i.store_id))`,
          ),
        stockBelow: (qb, v) => qb.andWhere('i.available_to_sell < :below', { below: Number(v) || 0 }),
        priceMin: (qb, v) => qb.andWhere(`(${REGULAR_PRICE_SQL}) >= :priceMin`, { priceMin: toCents(Number(v) || 0) }),
        priceMax: (qb, v) => qb.andWhere(`(${REGULAR_PRICE_SQL}) <= :priceMax`, { priceMax: toCents(Number(v) || 0) }),
      },
    };
  }

  async list(ctx: StoreContext, query: ListQuery) {
    const today = await this.today(ctx.store.id);
    const result = await this.db.list(ctx, (em) => this.scoped(ctx, em), query, this.listSpec(today));
    return { ...result, rows: result.rows.map((r) => toAdminInventoryRecord(r, today)) };
  }

  /** GET /api/admin/inventory/export.csv: every item the list shows (its filters, search and sort), streamed. */
  async exportCsv(ctx: StoreContext, query: ListQuery, res: FastifyReply): Promise<void> {
    const today = await this.today(ctx.store.id);
    const { filter, sort } = query;
    await CsvStream.send(res, `inventory-${ctx.store.webUrl}.csv`, INVENTORY_EXPORT_HEADER, async (csv) => {
      await this.db.streamList(
        ctx,
        (em) => this.scoped(ctx, em),
        { filter, sort },
        this.listSpec(today),
        async (ids, em) => {
          const items = await this.scoped(ctx, em).andWhere('i.id IN (:...ids)', { ids }).getMany();
          const byId = new Map(items.map((i) => [i.id, toAdminInventoryRecord(i, today)]));
          await csv.write(
            ids
              .map((id) => byId.get(id))
              .filter((r) => r !== undefined)
              .map((r) => INVENTORY_EXPORT_COLUMNS.map(([, value]) => value(r))),
          );
        },
      );
    });
  }

  private async findOwn(ctx: StoreContext, id: number, em: EntityManager, lock = false): Promise<InventoryItem> {
    const qb = this.scoped(ctx, em).andWhere('i.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write', undefined, ['i']);
    const item = await qb.getOne();
    if (!item) throw new NotFoundException(`Inventory item ${id} was not found.`);
    return item;
  }

  async get(ctx: StoreContext, id: number) {
    const item = await this.db.run(ctx, (em) => this.findOwn(ctx, id, em));
    return toAdminInventoryRecord(item, await this.today(ctx.store.id));
  }

  async update(ctx: StoreContext, id: number, dto: UpdateInventoryItemDto) {
    const storeId = ctx.store.id;
    return this.db.run(ctx, async (em) => {
      const item = await this.findOwn(ctx, id, em, true);
      const before = editableFields(item);
      const set = (key: keyof UpdateInventoryItemDto, column: keyof InventoryItem) => {
        if (dto[key] !== undefined) (item as any)[column] = toCents(dto[key] as number);
      };
      set('itemUnitPrice', 'unitPriceCents');
      set('itemPackPrice', 'packPriceCents');
      set('itemWarmCasePrice', 'casePriceCents');
      set('itemUnitSalePrice', 'unitSalePriceCents');
      set('packSalePrice', 'packSalePriceCents');
      set('itemCaseSalePrice', 'caseSalePriceCents');
      if (dto.dateSaleStarts !== undefined) item.dateSaleStarts = dto.dateSaleStarts || null;
      if (dto.dateSaleEnds !== undefined) item.dateSaleEnds = dto.dateSaleEnds || null;
      if (dto.availableToSell !== undefined) item.availableToSell = dto.availableToSell;
      if (dto.isAvailable !== undefined) item.isAvailable = dto.isAvailable;
      if (dto.salesTax !== undefined) item.salesTaxPercent = dto.salesTax;
      const saleTouched = [
        dto.itemUnitSalePrice,
        dto.packSalePrice,
        dto.itemCaseSalePrice,
        dto.dateSaleStarts,
        dto.dateSaleEnds,
      ].some((v) => v !== undefined);
      const today = await this.today(storeId);
      checkPrices(item, saleTouched, today);
      await em.getRepository(InventoryItem).update(
        { id: item.id },
        {
          unitPriceCents: item.unitPriceCents,
          packPriceCents: item.packPriceCents,
          casePriceCents: item.casePriceCents,
          unitSalePriceCents: item.unitSalePriceCents,
          packSalePriceCents: item.packSalePriceCents,
          caseSalePriceCents: item.caseSalePriceCents,
          dateSaleStarts: item.dateSaleStarts,
          dateSaleEnds: item.dateSaleEnds,
          availableToSell: item.availableToSell,
          isAvailable: item.isAvailable,
          salesTaxPercent: item.salesTaxPercent,
        },
      );
      await this.audit.record(ctx.user, storeId, 'inventory_item', item.id, 'update', before, editableFields(item), em);
      return toAdminInventoryRecord(await this.findOwn(ctx, id, em), today);
    });
  }

  /** Bulk price/stock edit of selected rows: all of them change, or none. */
  async bulkUpdate(ctx: StoreContext, dto: BulkUpdateInventoryDto): Promise<BulkUpdateResult> {
    const storeId = ctx.store.id;
    const actions = [dto.setPrice, dto.priceChangePercent, dto.setStock, dto.stockChange, dto.isAvailable].filter(
      (v) => v !== undefined,
    );
    if (!actions.length)
      throw new BadRequestException(
        'Choose a change: a price, a price change, a stock level, a stock change or availability.',
      );
    if (dto.setPrice !== undefined && dto.priceChangePercent !== undefined)
      throw new BadRequestException('Set a price or change prices by a percent, not both.');
    if (dto.setStock !== undefined && dto.stockChange !== undefined)
      throw new BadRequestException('Set the stock or change it, not both.');
    const ids = [...new Set(dto.ids)];
    const today = await this.today(storeId);
    return this.db.run(ctx, async (em) => {
      const items = await this.db
        .select(ctx, em, InventoryItem, 'i')
        .andWhere({ id: In(ids) })
        .orderBy('i.id', 'ASC')
        .setLock('pessimistic_write')
        .getMany();
      const missing = ids.filter((id) => !items.some((i) => i.id === id));
      if (missing.length) throw new NotFoundException(`Inventory item ${missing[0]} was not found.`);
      const audits = [];
      for (const item of items) {
        const before = editableFields(item);
        const column = PRICE_COLUMN[priceFieldFor(item)];
        if (dto.setPrice !== undefined) item[column] = toCents(dto.setPrice);
        if (dto.priceChangePercent !== undefined)
          item[column] = roundCents((item[column] * (100 + dto.priceChangePercent)) / 100);
        if (dto.setStock !== undefined) item.availableToSell = dto.setStock;
        if (dto.stockChange !== undefined) {
          item.availableToSell += dto.stockChange;
          if (item.availableToSell < 0)
            throw new BadRequestException(`Stock of ${item.itemDescription} (${item.itemNumber}) would go below 0.`);
        }
        if (dto.isAvailable !== undefined) item.isAvailable = dto.isAvailable;
        checkPrices(item, false, today);
        await em
          .getRepository(InventoryItem)
          .update(
            { id: item.id },
            { [column]: item[column], availableToSell: item.availableToSell, isAvailable: item.isAvailable },
          );
        audits.push({
          storeId,
          entity: 'inventory_item',
          entityId: item.id,
          action: 'bulk-update',
          before,
          after: editableFields(item),
        });
      }
      await this.audit.recordMany(ctx.user, audits, em);
      return { updated: items.length };
    });
  }

  /** Deletes an item unless an open order holds it (then the admin can mark it unavailable). */
  async remove(ctx: StoreContext, id: number) {
    const storeId = ctx.store.id;
    const today = await this.today(storeId);
    return this.db.run(ctx, async (em) => {
      const item = await this.findOwn(ctx, id, em, true);
      const open = await this.orderLines.openOrderIds(ctx, item.id);
      if (open.length) {
        const list = open
          .slice(0, 5)
          .map((o) => `#${o}`)
          .join(', ');
        throw new ConflictException(
          `${item.itemDescription} is on an open order (${list}${open.length > 5 ? ', ...' : ''}) and cannot be deleted. Mark it unavailable instead.`,
        );
      }
      const record = toAdminInventoryRecord(item, today);
      await em.getRepository(InventoryItem).delete({ id: item.id });
      await this.audit.record(
        ctx.user,
        storeId,
        'inventory_item',
        item.id,
        'delete',
        { itemNumber: item.itemNumber, itemDescription: item.itemDescription, ...editableFields(item) },
        null,
        em,
      );
      return record;
    });
  }
}

/** The sale window rule (domain/sale-window.ts) on the item as it would be saved; a 400 says what is wrong. */
export function checkPrices(i: InventoryItem, saleEdited: boolean, today: string): void {
  const problem = saleWindowProblem(itemSaleTerms(i), saleEdited ? { saleEdited } : { saleEdited, today });
  if (problem) throw new BadRequestException(problem);
}
