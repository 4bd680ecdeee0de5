import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { PROMOTION_KINDS, type PromotionKind } from '../../domain/promotions/types';
import { NestedObject } from '../../common/http/nested-object';

export class PromotionSelectorDto {
  @ApiPropertyOptional({ example: ['Wine'] })
  @IsString({ each: true, message: 'categories must be a list of names.' })
  @MaxLength(100, { each: true })
  @ArrayMaxSize(50)
  @IsArray({ message: 'categories must be a list of names.' })
  @IsOptional()
  categories?: string[];

  @ApiPropertyOptional({ example: ['Whiskey', 'Gin', 'Rum'] })
  @IsString({ each: true, message: 'subCategories must be a list of names.' })
  @MaxLength(100, { each: true })
  @ArrayMaxSize(50)
  @IsArray({ message: 'subCategories must be a list of names.' })
  @IsOptional()
  subCategories?: string[];

  @ApiPropertyOptional()
  @IsString({ each: true, message: 'brands must be a list of names.' })
  @MaxLength(100, { each: true })
  @ArrayMaxSize(200)
  @IsArray({ message: 'brands must be a list of names.' })
  @IsOptional()
  brands?: string[];

  @ApiPropertyOptional()
  @IsString({ each: true, message: 'itemNumbers must be a list of item numbers.' })
  @MaxLength(40, { each: true })
  @ArrayMaxSize(2000)
  @IsArray({ message: 'itemNumbers must be a list of item numbers.' })
  @IsOptional()
  itemNumbers?: string[];
}

export class PromotionTierDto {
  @ApiProperty({ example: 6 })
  @IsInt({ message: 'Each tier needs a quantity from 1 to 999 and a percent from 1 to 100.' })
  minQuantity: number;

  @ApiProperty({ example: 10 })
  @IsInt({ message: 'Each tier needs a quantity from 1 to 999 and a percent from 1 to 100.' })
  percent: number;
}

/** A promotion as the back office creates or edits it (amounts in dollars; dates store-local YYYY-MM-DD). */
export class PromotionInputDto {
  @ApiProperty({ example: 'Wine case discount' })
  @MaxLength(100, { message: 'A name has at most 100 characters.' })
  @IsString({ message: 'Please enter a name.' })
  name: string;

  @ApiPropertyOptional()
  @MaxLength(2000, { message: 'A description has at most 2000 characters.' })
  @IsString()
  @IsOptional()
  description?: string;

  @ApiProperty({ example: '2026-06-01' })
  @IsString({ message: 'Start and end must be dates (YYYY-MM-DD).' })
  startsOn: string;

  @ApiProperty({ example: '2026-07-31' })
  @IsString({ message: 'Start and end must be dates (YYYY-MM-DD).' })
  endsOn: string;

  @ApiProperty({ enum: PROMOTION_KINDS })
  @IsIn(PROMOTION_KINDS as unknown as string[], { message: `Kind must be one of ${PROMOTION_KINDS.join(', ')}.` })
  kind: PromotionKind;

  @ApiPropertyOptional({ type: PromotionSelectorDto })
  @NestedObject(() => PromotionSelectorDto)
  @IsOptional()
  selector?: PromotionSelectorDto;

  @ApiPropertyOptional({ example: 20 })
  @IsInt({ message: 'Percent off must be a whole number from 1 to 100.' })
  @IsOptional()
  percent?: number | null;

  @ApiPropertyOptional({ example: 10, description: 'Dollars: off each unit (amount) or off the order (threshold).' })
  @Max(100_000)
  @Min(0)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Amount off must be in dollars and cents.' })
  @IsOptional()
  amount?: number | null;

  @ApiPropertyOptional({ type: [PromotionTierDto] })
  @NestedObject(() => PromotionTierDto, { each: true })
  @ArrayMaxSize(10)
  @IsArray()
  @IsOptional()
  tiers?: PromotionTierDto[] | null;

  @ApiPropertyOptional({ example: 75, description: 'Dollars the goods must reach (threshold, free delivery).' })
  @Max(1_000_000)
  @Min(0)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'The threshold must be in dollars and cents.' })
  @IsOptional()
  threshold?: number | null;

  @ApiPropertyOptional({ example: 'WELCOME10' })
  @MaxLength(40)
  @IsString()
  @IsOptional()
  code?: string | null;

  @ApiPropertyOptional()
  @IsBoolean()
  @IsOptional()
  firstOrderOnly?: boolean;

  @ApiPropertyOptional()
  @IsInt({ message: 'Usage limits must be whole numbers of at least 1.' })
  @IsOptional()
  totalLimit?: number | null;

  @ApiPropertyOptional()
  @IsInt({ message: 'Usage limits must be whole numbers of at least 1.' })
  @IsOptional()
  perCustomerLimit?: number | null;

  // What react-admin sends back from a read (ignored).
  @Allow() id?: unknown;
  @Allow() phase?: unknown;
  @Allow() badge?: unknown;
  @Allow() redemptionCount?: unknown;
  @Allow() endedAt?: unknown;
}

/** GET /api/admin/promotions/preview: how many products a selector matches. */
export class SelectorPreviewDto {
  @ApiPropertyOptional({ description: 'The selector as JSON: {"categories":["Wine"]}' })
  @MaxLength(100_000)
  @IsString()
  @IsOptional()
  selector?: string;
}
