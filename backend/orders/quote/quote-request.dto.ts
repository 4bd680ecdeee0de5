import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import type { QuoteRequest } from '../../domain/api/quote';
import { ORDER_TYPES, type OrderType } from '../../domain/order-totals';
import { ZIP_PATTERN } from '../../shipping/shipping-rates';
import { ORDER_MESSAGES } from '../dto/place-order.dto';

export class QuoteItemDto {
  @ApiProperty({ example: '10006' })
  @MaxLength(40, { message: 'itemNumber must be an item number.' })
  @IsNotEmpty({ message: 'itemNumber must be an item number.' })
  @IsString({ message: 'itemNumber must be an item number.' })
  itemNumber: string;

  @ApiProperty({ example: 2 })
  @Max(999, { message: 'quantity must be at most 999.' })
  @Min(1, { message: 'quantity must be at least 1.' })
  @IsInt({ message: 'quantity must be a whole number.' })
  quantity: number;

  @ApiPropertyOptional({ example: 'Bottle', description: 'As the cart shows it; the item number decides.' })
  @MaxLength(40)
  @IsString()
  @IsOptional()
  packType?: string;
}

export class QuoteAddressDto {
  @ApiProperty({ example: 'IA', description: 'A US state (postal code or name).' })
  @MaxLength(100)
  @IsString({ message: 'state must be text.' })
  state: string;

  @ApiProperty({ example: '50309' })
  @Matches(ZIP_PATTERN, { message: 'Please enter a 5-digit zip code.' })
  @IsString({ message: 'Please enter a 5-digit zip code.' })
  zipCode: string;
}

/** POST /api/cart/quote (issue 12). */
export class QuoteRequestDto implements QuoteRequest {
  @ApiProperty({ enum: ORDER_TYPES })
  @IsIn(ORDER_TYPES as OrderType[], { message: ORDER_MESSAGES.orderType })
  orderType: OrderType;

  @ApiProperty({ type: [QuoteItemDto] })
  @ValidateNested({ each: true })
  @ArrayMaxSize(100, { message: 'An order can have at most 100 lines.' })
  @ArrayMinSize(1, { message: 'Your cart is empty.' })
  @IsArray({ message: 'Your cart is empty.' })
  @Type(() => QuoteItemDto)
  items: QuoteItemDto[];

  @ApiPropertyOptional({ type: QuoteAddressDto, description: 'Delivery and shipping: where to.' })
  @ValidateNested()
  @Type(() => QuoteAddressDto)
  @IsOptional()
  shippingAddress?: QuoteAddressDto;

  @ApiPropertyOptional({ example: 'Standard Shipping' })
  @MaxLength(60)
  @IsString()
  @IsOptional()
  shippingOption?: string;

  @ApiPropertyOptional({
    example: 'WELCOME10',
    description: 'A promotion code; unknown, expired or used up: a problem.',
  })
  @MaxLength(40)
  @IsString()
  @IsOptional()
  promoCode?: string;
}
