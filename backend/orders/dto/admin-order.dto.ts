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

/** POST /api/admin/orders/:id/notes: a staff note on the order (kept with who and when). */
export class OrderNoteDto {
  @ApiProperty({ example: 'Customer called: leave at the side door.' })
  @IsString({ message: 'The note must be text.' })
  @IsNotEmpty({ message: 'Write the note first.' })
  @MaxLength(2000, { message: 'A note is at most 2000 characters.' })
  body: string;
}
