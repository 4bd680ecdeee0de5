import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import type { RefundRequestBody } from '../../domain/api/refunds';
import { NestedObject } from '../../common/http/nested-object';

export class RefundLineDto {
  @ApiProperty({ example: 12 })
  @IsInt({ message: 'orderItemId must be a whole number.' })
  orderItemId: number;

  @ApiProperty({ example: 1 })
  @IsInt({ message: 'The quantity to refund must be a whole number.' })
  @Min(1, { message: 'The quantity to refund must be at least 1.' })
  quantity: number;
}

/**
 * POST /api/admin/orders/:id/refunds: 'lines' (chosen lines and quantities: the server computes the
 * amount), 'amount' (a free amount in dollars, with a reason) or 'full' (everything left).
 */
export class RefundDto implements RefundRequestBody {
  @ApiProperty({ enum: ['lines', 'amount', 'full'] })
  @IsIn(['lines', 'amount', 'full'], { message: "kind must be 'lines', 'amount' or 'full'." })
  kind: 'lines' | 'amount' | 'full';

  @ApiPropertyOptional({ type: [RefundLineDto], description: "kind 'lines': the lines and how many of each." })
  @ValidateIf((o: RefundDto) => o.kind === 'lines')
  @NestedObject(() => RefundLineDto, { each: true })
  @ArrayMaxSize(100)
  @IsArray({ message: 'Choose at least one line to refund.' })
  lines?: RefundLineDto[];

  @ApiPropertyOptional({ example: 5, description: "kind 'amount': dollars to refund." })
  @ValidateIf((o: RefundDto) => o.kind === 'amount')
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: 'The amount must be in dollars and cents, e.g. 5.00.' },
  )
  amount?: number;

  @ApiPropertyOptional({ example: 'Broken bottle on delivery', description: "Why (required for kind 'amount')." })
  @IsOptional()
  @IsString({ message: 'The reason must be text.' })
  @MaxLength(500, { message: 'The reason is at most 500 characters.' })
  reason?: string;

  @ApiPropertyOptional({ description: 'Put the refunded units back into stock (lines and full only).' })
  @IsOptional()
  @IsBoolean({ message: 'restock must be true or false.' })
  restock?: boolean;
}
