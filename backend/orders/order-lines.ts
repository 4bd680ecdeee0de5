import { EntityManager } from 'typeorm';
import { preparedQuery, type PreparedStatement } from '../tenants/store-db';
import { currentPriceCents, regularPriceCents } from '../domain/pricing';
import { effectiveTaxPercent, lineTaxCents } from '../domain/totals';
import type { PricedItem } from '../domain/pricing';

/** A store item as the order needs it (prices in cents, dates 'YYYY-MM-DD'). */
export interface StoreItemRow extends PricedItem {
  id: number;
  itemNumber: string;
  productName: string;
  sizeDescription: string;
  packType: string;
  dateSaleStarts: string | null;
  dateSaleEnds: string | null;
  /** The item's own tax percent (0: exempt), or null for the store's rate. */
  salesTaxPercent: number | null;
  availableToSell: number;
  isAvailable: boolean;
  imageHash: string | null;
  /** The department (master's once mapped): Wine, Beer, Liquor, Extras or Soda. */
  category?: string;
  /** For promotion selectors (master's once mapped). */
  subCategory?: string;
  brand?: string;
}

/** The columns of StoreItemRow, for SELECT and for UPDATE ... RETURNING (`i` is inventory_item). */
export const ITEM_PRICE_COLUMNS = `i.id, i.item_number AS "itemNumber", i.size_description AS "sizeDescription", i.pack_type AS "packType",
  i.pack_quantity AS "packQuantity", i.case_quantity AS "caseQuantity", i.unit_price_cents AS "unitPriceCents",
  i.pack_price_cents AS "packPriceCents", i.case_price_cents AS "casePriceCents", i.unit_sale_price_cents AS "unitSalePriceCents",
  i.pack_sale_price_cents AS "packSalePriceCents", i.case_sale_price_cents AS "caseSalePriceCents",
  to_char(i.date_sale_starts, 'YYYY-MM-DD') AS "dateSaleStarts", to_char(i.date_sale_ends, 'YYYY-MM-DD') AS "dateSaleEnds",
  i.sales_tax_percent::float8 AS "salesTaxPercent", i.available_to_sell AS "availableToSell", i.is_available AS "isAvailable"`;

/** The store's items by item number, with the catalogue's names, as pricing reads them. */
const STORE_ITEMS: PreparedStatement = {
  name: 'order-lines-store-items',
  text: `SELECT ${ITEM_PRICE_COLUMNS},
            COALESCE(NULLIF(b.item_name, ''), i.item_description) AS "productName",
            COALESCE(b.image_hash, i.image_hash) AS "imageHash",
            COALESCE(NULLIF(b.main_category, ''), i.main_category) AS "category",
            COALESCE(NULLIF(b.final_category, ''), NULLIF(b.sub_category_1, ''), i.sub_category) AS "subCategory",
            COALESCE(NULLIF(b.brand, ''), i.brand) AS "brand"
       FROM inventory_item i LEFT JOIN beverage b ON b.id = i.beverage_id
      WHERE i.store_id = $1 AND i.item_number = ANY($2::varchar[])`,
};

/** A store's items by item number, with the name and image the storefront shows (master wins once mapped). */
export async function loadStoreItems(
  em: EntityManager,
  storeId: number,
  itemNumbers: string[],
): Promise<Map<string, StoreItemRow>> {
  const { rows } = await preparedQuery<StoreItemRow>(em, STORE_ITEMS, [storeId, itemNumbers]);
  return new Map(rows.map((r) => [r.itemNumber, r]));
}

/** One line priced by the server. */
export interface PricedOrderLine {
  item: StoreItemRow;
  quantity: number;
  priceCents: number;
  regularPriceCents: number;
  salesTaxPercent: number;
  taxCents: number;
}

/** Prices one line from the database row: sale windows (spec 4) and the line's tax (spec 9). */
export function priceLine(
  item: StoreItemRow,
  quantity: number,
  storeTaxPercent: number,
  today: string,
): PricedOrderLine {
  const priceCents = currentPriceCents(item, today);
  const salesTaxPercent = effectiveTaxPercent(item.salesTaxPercent, storeTaxPercent);
  return {
    item,
    quantity,
    priceCents,
    regularPriceCents: regularPriceCents(item),
    salesTaxPercent,
    taxCents: lineTaxCents({ priceCents, quantity, salesTaxPercent }),
  };
}
