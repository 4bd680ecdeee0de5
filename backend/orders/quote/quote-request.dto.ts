import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { QuoteRequest } from '../../domain/api/quote';
import type { OrderType } from '../../domain/order-totals';
import { CartLinesField, ItemNumberField, OrderTypeField, QuantityField, ZipCodeField } from '../dto/cart-fields';

export class QuoteItemDto {
  @ItemNumberField('itemNumber')
  itemNumber: string;

  @QuantityField()
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

  @ZipCodeField()
  zipCode: string;
}

/** POST /api/cart/quote (issue 12). */
export class QuoteRequestDto implements QuoteRequest {
  @OrderTypeField()
  orderType: OrderType;

  @CartLinesField(QuoteItemDto)
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
