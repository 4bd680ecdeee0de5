import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * A beverage as the super-admin screens send it (spec 3 'Beverage (admin, paginated)' names).
 * Every field is optional so a save may carry only what changed; `item_Name` is required to add.
 * `webUrl` is ours: it makes POST beverageinventory a mapping decision for that store's pending
 * item `item_Number` (spec 4 Mapping).
 */
export class BeverageDto {
  @ApiPropertyOptional({ description: '0 or absent to add; the master id to update or map to.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_147_483_647)
  id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1, { message: 'Name is required.' })
  @MaxLength(300)
  item_Name?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) main_Category?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) sub_Category_1?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) final_Category?: string;

  @ApiPropertyOptional({ example: '750 ml' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  size?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(40) pack_Type?: string;

  @IsOptional() @IsInt() @Min(1) @Max(1000) pack_Quantity?: number;
  @IsOptional() @IsInt() @Min(1) @Max(1000) case_Quantity?: number;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(150) brand?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) country?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) state?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(20) vintage?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) type_of_Grape?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) sub_Region_One?: string;
  @IsOptional() @Transform(trim) @IsString() @MaxLength(100) sub_Region_Two?: string;

  @ApiPropertyOptional({ description: 'Alcohol by volume, percent.' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  abv?: number | null;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(150) winery?: string;

  @ApiPropertyOptional({ description: 'UPC/EAN digits; blank for none.' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^\d{0,14}$/, { message: 'UPC must be up to 14 digits.' })
  upc_Number?: string;

  @IsOptional() @Transform(trim) @IsString() @MaxLength(40) item_Number?: string;
  @IsOptional() @IsString() @MaxLength(20_000) primary_Desc?: string;

  @ApiPropertyOptional({
    description: 'A new image as base64 (JPEG, PNG or WebP, at most 2 MB); the upload call is preferred.',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @IsString()
  image_Blob?: string | null;

  @IsOptional() @IsBoolean() is_Review_Pending?: boolean;
  @IsOptional() @IsBoolean() is_Approved?: boolean;

  @ApiPropertyOptional({ description: 'Ours: the store whose pending item item_Number this decides.' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(63)
  webUrl?: string;
}
