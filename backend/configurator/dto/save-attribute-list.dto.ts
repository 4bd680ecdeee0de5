import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';

/** Spec 3 'Table configurator entry': {id, propName, propValues (comma-joined)}. */
export class SaveAttributeListDto {
  @ApiProperty({ description: 'The list id (0 for a list not saved yet).' })
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  id: number;

  @ApiProperty({ example: 'Country' })
  @IsString()
  @MaxLength(60)
  propName: string;

  @ApiProperty({ example: 'France,Italy,USA' })
  @IsString()
  @MaxLength(500_000)
  propValues: string;
}
