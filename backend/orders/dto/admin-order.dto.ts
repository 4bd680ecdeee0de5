import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

/** POST /api/admin/orders/:id/transition: the order desk's ACCEPT, DECLINE and next-step buttons. */
export class AdminOrderTransitionDto {
  @ApiProperty({ example: 'Accepted' })
  @IsString()
  @IsNotEmpty({ message: 'to is required.' })
  @MaxLength(30)
  to: string;

  @ApiPropertyOptional({ description: 'Why; required when declining (the customer is told).' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'The reason is at most 500 characters.' })
  note?: string;
}
