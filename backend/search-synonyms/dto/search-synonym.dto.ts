import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : value);
/** Synonyms may come as a list or as comma-separated text. */
const list = ({ value }: { value: unknown }) =>
  (typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [value])
    .map((s) => (typeof s === 'string' ? s.replace(/\s+/g, ' ').trim() : s))
    .filter((s) => s !== '');

/** A letter or digit somewhere: a search word. */
const HAS_WORD = /[\p{L}\p{N}]/u;

/** POST/PUT /api/admin/search-synonyms. */
export class SearchSynonymDto {
  @ApiProperty({ example: 'jd', description: 'What shoppers type: a word or a short phrase.' })
  @Transform(trim)
  @IsString({ message: 'Term is required.' })
  @MaxLength(100, { message: 'Term must be at most 100 characters.' })
  @Matches(HAS_WORD, { message: 'Term must contain a letter or a digit.' })
  @Matches(/^[^,]*$/, { message: 'Term must be one word or phrase, without commas.' })
  term: string;

  @ApiProperty({ example: ['jack daniels'], description: 'What the term also means (a list or comma-separated text).' })
  @Transform(list)
  @IsArray({ message: 'Add at least one synonym.' })
  @ArrayMinSize(1, { message: 'Add at least one synonym.' })
  @ArrayMaxSize(20, { message: 'At most 20 synonyms per term.' })
  @IsString({ each: true, message: 'Each synonym must be text.' })
  @MaxLength(100, { each: true, message: 'Each synonym must be at most 100 characters.' })
  @Matches(HAS_WORD, { each: true, message: 'Each synonym must contain a letter or a digit.' })
  synonyms: string[];

  @ApiPropertyOptional({ description: 'Whether each synonym also means the term (default false: one way).' })
  @IsOptional()
  @IsBoolean({ message: 'Two-way must be true or false.' })
  twoWay?: boolean;
}
