import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { CART_LIMITS } from './cart-fields';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDateString,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { NestedObject } from '../../common/http/nested-object';

export class IdCheckDto {
  @ApiProperty({ example: "Driver's license" })
  @MaxLength(40)
  @IsNotEmpty({ message: 'idType is required (e.g. "Driver\'s license").' })
  @IsString()
  idType: string;

  @ApiProperty({ example: '1990-04-12', description: 'From the ID; checked for 21+ and not stored.' })
  @IsDateString({ strict: true }, { message: 'dateOfBirth must be a date (YYYY-MM-DD).' })
  dateOfBirth: string;
}

/** Spec 7: PUT /orders/UpdateOrderStatus {orderId, orderItemId (0), status}. */
export class UpdateOrderStatusDto {
  @ApiProperty()
  @Min(1)
  @IsInt({ message: 'orderId must be a whole number.' })
  orderId: number;

  @ApiPropertyOptional({ description: '0 (or absent) for the whole order; an item id changes that item.' })
  @Min(0)
  @IsInt()
  @IsOptional()
  orderItemId?: number;

  @ApiProperty({ example: 'Accepted' })
  @MaxLength(30)
  @IsNotEmpty({ message: 'status is required.' })
  @IsString()
  status: string;

  @ApiPropertyOptional({ description: 'Why (shown to the customer on Declined and Cancelled).' })
  @MaxLength(500)
  @IsString()
  @IsOptional()
  note?: string;

  @ApiPropertyOptional({
    type: IdCheckDto,
    description: 'Recorded before the change (completing delivery and pickup orders needs one).',
  })
  @NestedObject(() => IdCheckDto)
  @IsOptional()
  idCheck?: IdCheckDto;
}

export class UpdateOrderItemStatusDto {
  @ApiProperty()
  @Min(1)
  @IsInt()
  orderId: number;

  @ApiProperty()
  @Min(1)
  @IsInt()
  orderItemId: number;

  @ApiPropertyOptional({ example: 'Declined', description: 'Declined or Cancelled takes the item out of the order.' })
  @MaxLength(30)
  @IsString()
  @IsOptional()
  status?: string;

  @ApiPropertyOptional()
  @MaxLength(60)
  @IsString()
  @IsOptional()
  trackingNumber?: string;

  @ApiPropertyOptional({ example: '2026-05-20' })
  @IsDateString({ strict: true }, { message: 'estimatedDelivery must be a date (YYYY-MM-DD).' })
  @IsOptional()
  estimatedDelivery?: string;

  @ApiPropertyOptional()
  @MaxLength(500)
  @IsString()
  @IsOptional()
  note?: string;

  @ApiPropertyOptional({ example: 3, description: 'Order edit: the new quantity of the item.' })
  @Max(CART_LIMITS.quantity, { message: `quantity must be at most ${CART_LIMITS.quantity}.` })
  @Min(1, { message: 'quantity must be at least 1 (set status Cancelled to remove the item).' })
  @IsInt({ message: 'quantity must be a whole number.' })
  @IsOptional()
  quantity?: number;

  @ApiPropertyOptional({
    example: '10012',
    description: "Order edit: the store's item number that replaces this item (with its quantity, or `quantity`).",
  })
  @MaxLength(40)
  @IsNotEmpty()
  @IsString()
  @IsOptional()
  substituteItemId?: string;
}

export class AddedLineDto {
  @ApiProperty({ example: '10006' })
  @MaxLength(40)
  @IsNotEmpty()
  @IsString()
  itemId: string;

  @ApiProperty({ example: 1 })
  @Max(999)
  @Min(1, { message: 'quantity must be at least 1.' })
  @IsInt({ message: 'quantity must be a whole number.' })
  quantity: number;
}

export class AddItemsToOrderDto {
  @ApiProperty()
  @Min(1)
  @IsInt()
  orderId: number;

  @ApiProperty({ type: [AddedLineDto] })
  @NestedObject(() => AddedLineDto, { each: true })
  @ArrayMaxSize(50)
  @ArrayMinSize(1)
  @IsArray()
  orderItems: AddedLineDto[];
}

/** Spec 7: POST /orders/send {toEmail, emailType 'Order Confirmation', orderId}. */
export class SendOrderMailDto {
  @ApiProperty()
  @MaxLength(254)
  @IsString()
  toEmail: string;

  @ApiProperty({ example: 'Order Confirmation' })
  @Matches(/^Order Confirmation$/, { message: "emailType must be 'Order Confirmation'." })
  emailType: string;

  @ApiProperty()
  @Min(1)
  @IsInt()
  orderId: number;
}

/** Order history filters (spec 2.12 / 9), applied on the server. */
export class OrderListQueryDto {
  @ApiPropertyOptional({
    example: 'Processing',
    description: 'Received, Processing or Complete (history); any order status for staff.',
  })
  @MaxLength(30)
  @IsString()
  @IsOptional()
  status?: string;

  @ApiPropertyOptional({ example: 'last-30-days', description: 'last-30-days, last-3-months or a year such as 2025.' })
  @Matches(/^(last-30-days|last-3-months|\d{4})$/, { message: 'date must be last-30-days, last-3-months or a year.' })
  @IsOptional()
  date?: string;

  @ApiPropertyOptional({ description: 'Order id, customer name, email or product name (staff).' })
  @MaxLength(100)
  @IsString()
  @IsOptional()
  search?: string;

  @ApiPropertyOptional({ example: 100 })
  @Max(200)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

export class OrderCountQueryDto {
  @ApiPropertyOptional({ example: '2026-05', description: 'Month (YYYY-MM); default: the last 30 days.' })
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be YYYY-MM.' })
  @IsOptional()
  month?: string;
}

/** GET GetOrderItemWithTracking: the order whose items (with their tracking) are listed; required. */
export class TrackingQueryDto {
  @ApiProperty({ example: 1001, description: 'The order whose items to list.' })
  @Max(2147483647, { message: 'orderId must be a whole number.' })
  @Min(1, { message: 'orderId must be a whole number.' })
  @IsInt({ message: 'orderId must be a whole number.' })
  @Type(() => Number)
  orderId: number;
}
