import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { QuoteRequest } from '../../domain/api/quote';
import type { OrderType } from '../../domain/order-type';
import { CartLinesField, ItemNumberField, OrderTypeField, QuantityField, ZipCodeField } from '../dto/cart-fields';
import { NestedObject } from '../../common/http/nested-object';

/** Longest texts of a quote request (characters); the plain reader (quote-request.ts) applies the same. */
export const QUOTE_TEXT_LIMITS = { packType: 40, state: 100, shippingOption: 60, promoCode: 40 } as const;

export class QuoteItemDto {
  @ItemNumberField('itemNumber')
  itemNumber: string;

  @QuantityField()
  quantity: number;

  @ApiPropertyOptional({ example: 'Bottle', description: 'As the cart shows it; the item number decides.' })
  @MaxLength(QUOTE_TEXT_LIMITS.packType)
  @IsString()
  @IsOptional()
  packType?: string;
}

export class QuoteAddressDto {
  @ApiProperty({ example: 'IA', description: 'A US state (postal code or name).' })
  @MaxLength(QUOTE_TEXT_LIMITS.state)
  @IsString({ message: 'state must be text.' })
  state: string;

  @ZipCodeField()
  zipCode: string;
}

/** POST /api/cart/quote. */
export class QuoteRequestDto implements QuoteRequest {
  @OrderTypeField()
  orderType: OrderType;

  @CartLinesField(QuoteItemDto)
  items: QuoteItemDto[];

  @ApiPropertyOptional({ type: QuoteAddressDto, description: 'Delivery and shipping: where to.' })
  @NestedObject(() => QuoteAddressDto)
  @IsOptional()
  shippingAddress?: QuoteAddressDto;

  @ApiPropertyOptional({ example: 'Standard Shipping' })
  @MaxLength(QUOTE_TEXT_LIMITS.shippingOption)
  @IsString()
  @IsOptional()
  shippingOption?: string;

  @ApiPropertyOptional({
    example: 'WELCOME10',
    description: 'A promotion code; unknown, expired or used up: a problem.',
  })
  @MaxLength(QUOTE_TEXT_LIMITS.promoCode)
  @IsString()
  @IsOptional()
  promoCode?: string;
}
