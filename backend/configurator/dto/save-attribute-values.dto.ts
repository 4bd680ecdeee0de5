import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { MAX_VALUES } from '../../domain/attribute-lists';

/** The attribute-lists resource's update: the list's values, one string each. */
export class SaveAttributeValuesDto {
  @ApiProperty({ example: ['France', 'Italy'] })
  @IsArray()
  @ArrayMaxSize(MAX_VALUES)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  values: string[];
}
