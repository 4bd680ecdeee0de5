import { BadRequestException } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import type { OrderLineChange } from '../../domain/api/order-edits';
import { CART_LIMITS } from '../dto/cart-fields';
import { NestedObject } from '../../common/http/nested-object';

const ACTIONS = ['quantity', 'remove', 'add', 'substitute'] as const;

/** One change: {action: 'quantity', orderItemId, quantity}, {action: 'remove', orderItemId}, {action: 'add', itemNumber, quantity} or {action: 'substitute', orderItemId, itemNumber, quantity?}. */
export class OrderLineChangeDto {
  @ApiProperty({ enum: ACTIONS })
  @IsIn(ACTIONS, { message: 'action must be quantity, remove, add or substitute.' })
  action: (typeof ACTIONS)[number];

  @ApiPropertyOptional({ description: 'The order item changed (quantity, remove, substitute).' })
  @Min(1)
  @IsInt({ message: 'orderItemId must be a whole number.' })
  @IsOptional()
  orderItemId?: number;

  @ApiPropertyOptional({ example: '10006', description: "The store's item number added or substituted in." })
  @MaxLength(40)
  @IsNotEmpty({ message: 'itemNumber must not be empty.' })
  @IsString()
  @IsOptional()
  itemNumber?: string;

  @ApiPropertyOptional({ example: 2 })
  @Max(CART_LIMITS.quantity, { message: `quantity must be at most ${CART_LIMITS.quantity}.` })
  @Min(1, { message: 'quantity must be at least 1 (remove the line instead).' })
  @IsInt({ message: 'quantity must be a whole number.' })
  @IsOptional()
  quantity?: number;
}

/** PUT /api/admin/orders/{id}/edit and POST /api/admin/orders/{id}/edit/preview. */
export class OrderEditDto {
  @ApiProperty({ type: [OrderLineChangeDto] })
  @NestedObject(() => OrderLineChangeDto, { each: true })
  @ArrayMaxSize(50)
  @ArrayMinSize(1, { message: 'Send at least one change.' })
  @IsArray()
  changes: OrderLineChangeDto[];

  @ApiPropertyOptional({ description: 'Shown to the customer in the mail and kept in the history.' })
  @MaxLength(500)
  @IsString()
  @IsOptional()
  note?: string;
}

/** The checked changes (400 when a change lacks what its action needs). */
export function toLineChanges(dtos: OrderLineChangeDto[]): OrderLineChange[] {
  return dtos.map((c, i) => {
    const need = (what: string) => new BadRequestException(`changes[${i}]: ${c.action} needs ${what}.`);
    switch (c.action) {
      case 'quantity':
        if (c.orderItemId === undefined || c.quantity === undefined) throw need('orderItemId and quantity');
        return { action: 'quantity', orderItemId: c.orderItemId, quantity: c.quantity };
      case 'remove':
        if (c.orderItemId === undefined) throw need('orderItemId');
        return { action: 'remove', orderItemId: c.orderItemId };
      case 'add':
        if (c.itemNumber === undefined || c.quantity === undefined) throw need('itemNumber and quantity');
        return { action: 'add', itemNumber: c.itemNumber, quantity: c.quantity };
      case 'substitute':
        if (c.orderItemId === undefined || c.itemNumber === undefined) throw need('orderItemId and itemNumber');
        return { action: 'substitute', orderItemId: c.orderItemId, itemNumber: c.itemNumber, quantity: c.quantity };
    }
  });
}
