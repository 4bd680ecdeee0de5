import { SelectQueryBuilder } from 'typeorm';
import { Beverage } from './beverage.entity';

/** True for the filter values react-admin sends for a ticked box ('true', true). */
export const isTrue = (v: unknown) => v === true || v === 'true';

/**
 * The super-admin master catalogue filters: category, missing image, unmapped (no store
 * item links to it) and duplicate barcode (another master has the same GTIN and size). Store items
 * are read across stores, so the query runs in a 'super-admin' bypass (StoreDb).
 */
export const MASTER_FILTERS: Record<string, (qb: SelectQueryBuilder<Beverage>, v: unknown) => void> = {
  main_Category: (qb, v) => qb.andWhere('b.main_category = :mainCategory', { mainCategory: String(v) }),
  sub_Category_1: (qb, v) => qb.andWhere('b.sub_category_1 = :subCategory', { subCategory: String(v) }),
  final_Category: (qb, v) => qb.andWhere('b.final_category = :finalCategory', { finalCategory: String(v) }),
  missing_Image: (qb, v) => {
    if (isTrue(v)) qb.andWhere('b.image_hash IS NULL');
  },
  unmapped: (qb, v) => {
    if (isTrue(v)) qb.andWhere('NOT EXISTS (SELECT 1 FROM inventory_item ii WHERE ii.beverage_id = b.id)');
  },
  duplicate_Barcode: (qb, v) => {
    if (isTrue(v))
      qb.andWhere(
        `b.gtin IS NOT NULL AND EXISTS (SELECT 1 FROM beverage o WHERE o.gtin = b.gtin AND o.size_ml IS NOT DISTINCT FROM b.size_ml AND o.id <> b.id)`,
      );
  },
};
