import { Brackets, SelectQueryBuilder } from 'typeorm';
import { normaliseGtin } from '../domain/gtin';
import { Beverage } from './beverage.entity';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);

/**
 * Narrows a beverage query to a search text: every word must appear in the name, brand, country
 * or category (case-insensitive), or the text is the item number or the barcode (any form).
 * Values are bound, never interpolated.
 */
export function whereBeverageMatches(
  qb: SelectQueryBuilder<Beverage>,
  alias: string,
  search: string | undefined,
): SelectQueryBuilder<Beverage> {
  const text = String(search ?? '')
    .trim()
    .slice(0, 200);
  if (!text) return qb;
  const words = text.split(/\s+/).filter(Boolean).slice(0, 8);
  const gtin = /^\d{6,14}$/.test(text) ? normaliseGtin(text) : null;
  return qb.andWhere(
    new Brackets((outer) => {
      outer.where(
        new Brackets((all) => {
          words.forEach((word, i) => {
            const p = `w${i}`;
            all.andWhere(
              `(${alias}.item_name ILIKE :${p} OR ${alias}.brand ILIKE :${p} OR ${alias}.country ILIKE :${p} OR ${alias}.sub_category_1 ILIKE :${p} OR ${alias}.main_category ILIKE :${p})`,
              { [p]: `%${escapeLike(word)}%` },
            );
          });
        }),
      );
      outer.orWhere(`${alias}.item_number = :exactNumber`, { exactNumber: text });
      if (gtin) outer.orWhere(`${alias}.gtin = :searchGtin`, { searchGtin: gtin });
    }),
  );
}
