import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PAGE_SIZES } from '../../domain/page-size';

/** Lists arrive comma-joined (`brands=a,b`) or repeated (`brands=a&brands=b`). */
const joined = () => Transform(({ value }) => (Array.isArray(value) ? value.join(',') : value));
const text = (max: number, name: string) => [
  IsOptional(),
  IsString({ message: `${name} must be text.` }),
  MaxLength(max, { message: `${name} is too long (at most ${max} characters).` }),
];
const applyAll =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((d) => d(target, key));

const price = (name: string) =>
  applyAll(
    IsOptional(),
    Type(() => Number),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: `${name} must be a number.` }),
    Max(1_000_000, { message: `${name} must be at most 1000000.` }),
    Min(-1_000_000, { message: `${name} must be at least -1000000.` }),
  );
const page = (name: string) =>
  applyAll(
    IsOptional(),
    Type(() => Number),
    IsInt({ message: `${name} must be a whole number.` }),
    Min(1, { message: `${name} must be 1 or more.` }),
    Max(100_000, { message: `${name} must be at most 100000.` }),
  );

export const SORTS = ['price_asc', 'price_desc', 'newest', 'relevance'] as const;

/** A yes/no filter: 'true' or '1' ticks it, 'false' or '0' (or nothing) leaves it off. */
const flag = (name: string) =>
  applyAll(IsOptional(), IsIn(['true', 'false', '1', '0'], { message: `${name} must be true or false.` }));

/** GET /storeinventory/Listing (one call for a page, its total and the facets). */
export class ListingQueryDto {
  @ApiPropertyOptional({ description: "Main category, group or item, e.g. 'Wine', 'vodka' (case-insensitive)" })
  @applyAll(...text(100, 'category'))
  category?: string;

  @ApiPropertyOptional({
    description: 'Item within the category (equal to category: no extra filter), or a brand/country',
  })
  @applyAll(...text(100, 'subCategory'))
  subCategory?: string;

  @ApiPropertyOptional({ description: 'Search text (ranked, tolerates partial words and small typos)' })
  @applyAll(...text(200, 'search'))
  search?: string;

  @ApiPropertyOptional({ description: 'Sub-categories, comma-joined' })
  @joined()
  @applyAll(...text(2000, 'types'))
  types?: string;

  @ApiPropertyOptional({ description: 'Countries, comma-joined' })
  @joined()
  @applyAll(...text(2000, 'countries'))
  countries?: string;

  @ApiPropertyOptional({ description: 'Brands, comma-joined' })
  @joined()
  @applyAll(...text(4000, 'brands'))
  brands?: string;

  @ApiPropertyOptional({ description: 'Lowest displayPrice in dollars (inclusive)' })
  @price('minPrice')
  minPrice?: number;

  @ApiPropertyOptional({ description: 'Highest displayPrice in dollars (inclusive); swapped with minPrice when lower' })
  @price('maxPrice')
  maxPrice?: number;

  @ApiPropertyOptional({ description: "Bottle sizes as listed in facets.sizes ('750 ml', '1.75 L'), comma-joined" })
  @joined()
  @applyAll(...text(1000, 'sizes'))
  sizes?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only products with a size on sale today' })
  @flag('onSale')
  onSale?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Only products with stock left to sell' })
  @flag('inStock')
  inStock?: string;

  @ApiPropertyOptional({ enum: SORTS })
  @IsOptional()
  @IsIn(SORTS, { message: `sort must be one of ${SORTS.join(', ')}.` })
  sort?: (typeof SORTS)[number];

  @ApiPropertyOptional({ default: 1 })
  @page('page')
  page?: number;

  @ApiPropertyOptional({
    default: PAGE_SIZES.storefront.default,
    description: `At most ${PAGE_SIZES.storefront.max} (larger values are capped)`,
  })
  @page('pageSize')
  pageSize?: number;
}

/** GET /storeinventory/ByDepartment and ByDepartmentByPage, GetPaginatedBeverages (spec 7). */
export class DepartmentQueryDto {
  @applyAll(...text(100, 'category'))
  category?: string;

  @applyAll(...text(100, 'subCategory'))
  subCategory?: string;

  @page('page')
  page?: number;

  @page('pageSize')
  pageSize?: number;
}

/** GET /storeinventory/FilterItems (spec 7). */
export class FilterItemsQueryDto {
  @applyAll(...text(100, 'category'))
  category?: string;

  @price('minPrice')
  minPrice?: number;

  @price('maxPrice')
  maxPrice?: number;

  @page('pageNo')
  pageNo?: number;

  @page('pageSize')
  pageSize?: number;

  @joined()
  @applyAll(...text(4000, 'brands'))
  brands?: string;

  @joined()
  @applyAll(...text(4000, 'vineyards'))
  vineyards?: string;

  @joined()
  @applyAll(...text(2000, 'countries'))
  countries?: string;
}

/** Optional `count` on FeaturedItems / WeeklyDeals / ByTag. */
export class CountQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'count must be a whole number.' })
  @Min(1, { message: 'count must be 1 or more.' })
  @Max(PAGE_SIZES.storefront.max, { message: `count must be at most ${PAGE_SIZES.storefront.max}.` })
  count?: number;
}

/** GET /storeinventory/Suggest: what the shopper has typed so far. */
export class SuggestQueryDto {
  @ApiPropertyOptional({ description: 'The text typed so far; under 2 characters answers empty lists' })
  @applyAll(...text(100, 'q'))
  q?: string;
}

/** GET /storeinventory/all: everything, or one page when page/pageSize are given. */
export class AllQueryDto {
  @page('page')
  page?: number;

  @page('pageSize')
  pageSize?: number;
}
