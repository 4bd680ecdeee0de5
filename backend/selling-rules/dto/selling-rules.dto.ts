import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { CATEGORIES } from '../../domain/quote/categories';
import { US_STATE_CODES } from '../../domain/quote/us-states';

/**
 * The back office's selling-rule forms. react-admin sends the whole record on an edit,
 * so each DTO takes the record's `id` too (the path's id wins; a different one is refused).
 */
const MONEY = { maxDecimalPlaces: 2 };
const CLOCK = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const CATEGORY_MESSAGE = `Category must be one of ${CATEGORIES.join(', ')}.`;
const upper = () =>
  Transform(({ value }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v)) : value,
  );
const trimmedList = () =>
  Transform(({ value }) => (Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value));

class WithId {
  @ApiPropertyOptional({ description: "The record's id (react-admin sends it back; ignored)" })
  @IsOptional()
  @IsInt({ message: 'The id must be a whole number.' })
  id?: number;
}

export class ShippingRuleDto extends WithId {
  @ApiProperty({ enum: CATEGORIES })
  @IsIn(CATEGORIES, { message: CATEGORY_MESSAGE })
  category: string;

  @ApiProperty({ description: 'Ships to any US state' })
  @IsBoolean({ message: 'Anywhere must be true or false.' })
  anywhere: boolean;

  @ApiProperty({ type: [String], example: ['IA', 'IL'], description: 'Postal codes (ignored when anywhere)' })
  @IsArray({ message: 'States must be a list of postal codes such as IA.' })
  @ArrayMaxSize(US_STATE_CODES.length, { message: 'States must be a list of postal codes such as IA.' })
  @upper()
  @IsIn(US_STATE_CODES, { each: true, message: 'Each state must be a US postal code such as IA.' })
  states: string[];
}

export class DepositRuleDto extends WithId {
  @ApiProperty({ enum: CATEGORIES })
  @IsIn(CATEGORIES, { message: CATEGORY_MESSAGE })
  category: string;

  @ApiProperty({ example: 0, description: 'Smallest container, ml' })
  @IsInt({ message: 'The smallest size must be a whole number of ml.' })
  @Min(0, { message: 'The smallest size cannot be negative.' })
  @Max(100_000, { message: 'The smallest size is too large.' })
  minMl: number;

  @ApiProperty({ nullable: true, example: null, description: 'Largest container, ml; null: no upper bound' })
  @ValidateIf((_, v) => v !== null)
  @IsInt({ message: 'The largest size must be a whole number of ml, or empty for no limit.' })
  @Min(0, { message: 'The largest size cannot be negative.' })
  @Max(100_000, { message: 'The largest size is too large.' })
  maxMl: number | null;

  @ApiProperty({ example: 0.05, description: 'Dollars per container' })
  @IsNumber(MONEY, { message: 'The deposit must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'The deposit cannot be negative.' })
  @Max(10, { message: 'The deposit cannot be above $10.00 per container.' })
  amount: number;

  @ApiProperty()
  @IsBoolean({ message: 'Taxable must be true or false.' })
  taxable: boolean;
}

export class DeliveryZoneDto extends WithId {
  @ApiProperty({ example: 'All delivery zips' })
  @IsString({ message: 'The zone needs a name.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MinLength(1, { message: 'The zone needs a name.' })
  @MaxLength(60, { message: 'The zone name is too long (at most 60 characters).' })
  name: string;

  @ApiProperty({ type: [String], example: [], description: 'Zips the terms apply to; empty: every delivery zip' })
  @IsArray({ message: 'Zip codes must be a list of 5-digit zip codes.' })
  @ArrayMaxSize(500, { message: 'A zone lists at most 500 zip codes.' })
  @trimmedList()
  @IsString({ each: true, message: 'Each zip code must have 5 digits.' })
  @Matches(/^\d{5}$/, { each: true, message: 'Each zip code must have 5 digits.' })
  zipCodes: string[];

  @ApiProperty({ example: 4.99 })
  @IsNumber(MONEY, { message: 'The delivery fee must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'The delivery fee cannot be negative.' })
  @Max(1000, { message: 'The delivery fee cannot be above $1,000.00.' })
  fee: number;

  @ApiProperty({ example: 25 })
  @IsNumber(MONEY, { message: 'The minimum order must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'The minimum order cannot be negative.' })
  @Max(100_000, { message: 'The minimum order is too large.' })
  minimumOrder: number;

  @ApiProperty({ nullable: true, example: 100, description: 'Free delivery from this amount; null: never free' })
  @ValidateIf((_, v) => v !== null)
  @IsNumber(MONEY, { message: 'Free delivery over must be an amount with at most 2 decimals, or empty.' })
  @Min(0, { message: 'Free delivery over cannot be negative.' })
  @Max(100_000, { message: 'Free delivery over is too large.' })
  freeOver: number | null;

  @ApiProperty({ example: 5, description: 'Orders per delivery window' })
  @IsInt({ message: 'Orders per window must be a whole number.' })
  @Min(1, { message: 'Orders per window must be at least 1.' })
  @Max(1000, { message: 'Orders per window cannot be above 1000.' })
  slotCapacity: number;

  @ApiProperty({ example: 120, description: 'Window length in minutes' })
  @IsInt({ message: 'The window length must be a whole number of minutes.' })
  @Min(30, { message: 'A delivery window lasts 30 to 480 minutes.' })
  @Max(480, { message: 'A delivery window lasts 30 to 480 minutes.' })
  slotMinutes: number;
}

export class OpeningHoursDto extends WithId {
  @ApiProperty({ example: 1, description: '0 Sunday ... 6 Saturday' })
  @IsInt({ message: 'The weekday must be 0 (Sunday) to 6 (Saturday).' })
  @Min(0, { message: 'The weekday must be 0 (Sunday) to 6 (Saturday).' })
  @Max(6, { message: 'The weekday must be 0 (Sunday) to 6 (Saturday).' })
  weekday: number;

  @ApiProperty({ example: '09:00' })
  @IsString({ message: 'Opens must be a time such as 09:00.' })
  @Matches(CLOCK, { message: 'Opens must be a time such as 09:00.' })
  opens: string;

  @ApiProperty({ example: '22:00' })
  @IsString({ message: 'Closes must be a time such as 22:00 (24:00 for midnight).' })
  @Matches(CLOCK, { message: 'Closes must be a time such as 22:00 (24:00 for midnight).' })
  closes: string;
}

export class SaleHoursDto extends WithId {
  @ApiProperty({ example: '02:00' })
  @IsString({ message: 'No sales from must be a time such as 02:00.' })
  @Matches(CLOCK, { message: 'No sales from must be a time such as 02:00.' })
  noSalesFrom: string;

  @ApiProperty({ example: '06:00' })
  @IsString({ message: 'No sales until must be a time such as 06:00.' })
  @Matches(CLOCK, { message: 'No sales until must be a time such as 06:00.' })
  noSalesUntil: string;
}
