import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

/**
 * 'Send Request for Add' (spec 2.15 product add/edit prototypes): the fields of spec 3 'Admin
 * product record sample', plus the store's item number. Lists are checked by the service (spec 5:
 * no duplicate types or subtypes; blank tags and keywords dropped).
 */
export class ProductRequestDto {
  @ApiPropertyOptional({ description: 'For an edit request: the store item the corrections are for' })
  @IsOptional()
  @IsInt({ message: 'inventoryItemId must be an item id.' })
  @Min(1)
  @Max(2_147_483_647)
  inventoryItemId?: number;

  @ApiPropertyOptional({ description: "The store's item number / SKU (required for a new product)" })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Item number is at most 40 characters.' })
  itemNumber?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'UPC is at most 20 characters.' })
  upc?: string;

  @ApiProperty()
  @IsString()
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(300, { message: 'Name is at most 300 characters.' })
  name: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(4000, { message: 'Description is at most 4000 characters.' })
  brief_description?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  type?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  subTypes?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  keywords?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(60, { each: true })
  storeTags?: string[];

  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) size?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) packType?: string;
  @ApiPropertyOptional()
  @IsOptional()
  @IsInt({ message: 'Pack size must be a whole number.' })
  @Min(1, { message: 'Pack size must be at least 1.' })
  @Max(1000)
  packQuantity?: number;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(150) brand?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) country?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) state?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) region?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) subRegion?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(100) varietal?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) vintage?: string;

  @ApiPropertyOptional({ description: 'Alcohol by volume, percent' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Alcohol content must be a percent.' })
  @Min(0, { message: 'Alcohol content cannot be negative.' })
  @Max(100, { message: 'Alcohol content cannot be above 100.' })
  alcoholContent?: number;

  @ApiPropertyOptional({ description: 'Price in dollars' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'Price must be an amount with at most 2 decimals.' })
  @Min(0, { message: 'Price cannot be negative.' })
  @Max(100_000, { message: 'Price is too large.' })
  price?: number;

  @ApiPropertyOptional({ description: 'Units in stock' })
  @IsOptional()
  @IsInt({ message: 'Quantity must be a whole number.' })
  @Min(0, { message: 'Quantity cannot be negative.' })
  @Max(1_000_000, { message: 'Quantity is too large.' })
  quantity?: number;
}
