import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { ADMIN_MAX_PAGE_SIZE } from '../../domain/page-size';

const MONEY = { maxDecimalPlaces: 2 };
const MAX_PRICE = 100_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** PUT /api/admin/inventory/:id: the edit page's fields (dollars). Omitted fields stay as they are. */
export class UpdateInventoryItemDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber(MONEY, { message: 'Price must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'Price cannot be negative.' })
  @Max(MAX_PRICE, { message: 'Price is too large.' })
  itemUnitPrice?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber(MONEY, { message: 'Pack price must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'Pack price cannot be negative.' })
  @Max(MAX_PRICE, { message: 'Pack price is too large.' })
  itemPackPrice?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber(MONEY, { message: 'Case price must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'Case price cannot be negative.' })
  @Max(MAX_PRICE, { message: 'Case price is too large.' })
  itemWarmCasePrice?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber(MONEY, { message: 'Sale price must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'Sale price cannot be negative.' })
  @Max(MAX_PRICE, { message: 'Sale price is too large.' })
  itemUnitSalePrice?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber(MONEY, { message: 'Pack sale price must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'Pack sale price cannot be negative.' })
  @Max(MAX_PRICE, { message: 'Pack sale price is too large.' })
  packSalePrice?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsNumber(MONEY, { message: 'Case sale price must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'Case sale price cannot be negative.' })
  @Max(MAX_PRICE, { message: 'Case sale price is too large.' })
  itemCaseSalePrice?: number;

  @ApiPropertyOptional({ nullable: true, example: '2025-06-01' })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Matches(ISO_DATE, { message: 'Sale start must be a date (YYYY-MM-DD).' })
  dateSaleStarts?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '2025-06-30' })
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @Matches(ISO_DATE, { message: 'Sale end must be a date (YYYY-MM-DD).' })
  dateSaleEnds?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'Stock must be a whole number.' })
  @Min(0, { message: 'Stock cannot be negative.' })
  @Max(1_000_000, { message: 'Stock is too large.' })
  availableToSell?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Available must be true or false.' })
  isAvailable?: boolean;

  @ApiPropertyOptional({
    description: "The item's own sales tax percent (0: tax exempt), or null to tax it at the store's rate",
    type: Number,
    nullable: true,
  })
  @ValidateIf((_, v) => v !== null && v !== undefined) // null has a meaning here: the store's rate
  @IsNumber({ maxDecimalPlaces: 3 }, { message: 'Tax percent must be a number.' })
  @Min(0, { message: 'Tax percent cannot be negative.' })
  @Max(100, { message: 'Tax percent cannot be above 100.' })
  salesTax?: number | null;
}

/** POST /api/admin/inventory/bulk-update: one change applied to the selected rows together. */
export class BulkUpdateInventoryDto {
  @IsArray()
  @ArrayMinSize(1, { message: 'Select at least one item.' })
  @ArrayMaxSize(ADMIN_MAX_PAGE_SIZE, { message: `Select at most ${ADMIN_MAX_PAGE_SIZE} items at a time.` })
  @IsInt({ each: true, message: 'ids must be item ids.' })
  ids: number[];

  @ApiPropertyOptional({ description: 'New regular price (dollars) for every selected item' })
  @IsOptional()
  @IsNumber(MONEY, { message: 'Price must be an amount with at most 2 decimals.' })
  @Min(0.01, { message: 'Price must be above 0.' })
  @Max(MAX_PRICE, { message: 'Price is too large.' })
  setPrice?: number;

  @ApiPropertyOptional({ description: 'Change every regular price by this percent (e.g. -10)' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Price change must be a percent.' })
  @Min(-90, { message: 'Price change cannot be below -90 %.' })
  @Max(500, { message: 'Price change cannot be above 500 %.' })
  priceChangePercent?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'Stock must be a whole number.' })
  @Min(0, { message: 'Stock cannot be negative.' })
  @Max(1_000_000, { message: 'Stock is too large.' })
  setStock?: number;

  @ApiPropertyOptional({ description: 'Add (or with a minus, remove) this many units' })
  @IsOptional()
  @IsInt({ message: 'Stock change must be a whole number.' })
  @Min(-1_000_000)
  @Max(1_000_000)
  stockChange?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'Available must be true or false.' })
  isAvailable?: boolean;
}
