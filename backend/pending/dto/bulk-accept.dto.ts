import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength } from 'class-validator';

/** POST pendinginventory/bulk-accept: the store and the previewed items to map. */
export class BulkAcceptDto {
  @ApiProperty({ example: 'northside' })
  @IsString()
  @MaxLength(200)
  webUrl: string;

  @ApiProperty({ example: ['NS-38176'] })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(5000)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  itemNumbers: string[];
}
