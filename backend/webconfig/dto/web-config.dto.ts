import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const RICH_MAX = 100_000;

/** PUT /WebpageConfig/{id}: the config object (spec 7); every field optional. */
export class UpdateWebConfigDto {
  @ApiPropertyOptional({ description: 'Ignored when it matches the path id; a different id is refused' })
  @IsOptional()
  @IsInt({ message: 'id must be a whole number.' })
  id?: number;

  @IsOptional()
  @IsString({ message: 'companyName must be text.' })
  @MaxLength(150, { message: 'companyName is too long (at most 150 characters).' })
  companyName?: string;

  @ApiPropertyOptional({ description: 'Read-only here: upload a logo with POST /WebpageConfig/logo' })
  @IsOptional()
  @IsString({ message: 'logo must be text.' })
  @MaxLength(2_000_000, { message: 'logo is too long.' })
  logo?: string;

  @ApiPropertyOptional({ description: "Read-only here: the store's time zone is set on the Stores screen" })
  @IsOptional()
  @IsString({ message: 'timeZone must be text.' })
  @MaxLength(100, { message: 'timeZone is too long.' })
  timeZone?: string;

  @IsOptional()
  @IsString({ message: 'locations must be text.' })
  @MaxLength(2000, { message: 'locations is too long (at most 2000 characters).' })
  locations?: string;

  @IsOptional()
  @IsString({ message: 'phoneNumber must be text.' })
  @MaxLength(40, { message: 'phoneNumber is too long (at most 40 characters).' })
  phoneNumber?: string;

  @IsOptional()
  @IsString({ message: 'footerContent must be text.' })
  @MaxLength(RICH_MAX, { message: 'footerContent is too long.' })
  footerContent?: string;

  @IsOptional()
  @IsString({ message: 'termsOfService must be text.' })
  @MaxLength(RICH_MAX, { message: 'termsOfService is too long.' })
  termsOfService?: string;

  @IsOptional()
  @IsString({ message: 'returnPolicy must be text.' })
  @MaxLength(RICH_MAX, { message: 'returnPolicy is too long.' })
  returnPolicy?: string;

  @IsOptional()
  @IsString({ message: 'privacyPolicy must be text.' })
  @MaxLength(RICH_MAX, { message: 'privacyPolicy is too long.' })
  privacyPolicy?: string;

  @IsOptional()
  @IsString({ message: 'shippingInfo must be text.' })
  @MaxLength(RICH_MAX, { message: 'shippingInfo is too long.' })
  shippingInfo?: string;

  @IsOptional()
  @IsBoolean({ message: 'isShippingAvailable must be true or false.' })
  isShippingAvailable?: boolean;

  @ApiPropertyOptional({ description: 'Comma-separated 5-digit zip codes' })
  @IsOptional()
  @IsString({ message: 'deliveryZones must be text.' })
  @Matches(/^\s*(\d{5}\s*(,\s*\d{5}\s*)*)?$/, {
    message: 'deliveryZones must be 5-digit zip codes separated by commas.',
  })
  @MaxLength(5000, { message: 'deliveryZones is too long.' })
  deliveryZones?: string;
}

/** POST /WebpageConfig/logo as JSON (multipart form data with a `file` or `logo` field also works). */
export class LogoUploadDto {
  @IsOptional()
  @IsString({ message: 'fileContents must be base64 text.' })
  @MaxLength(1_300_000, { message: 'The image is too large (limit 900 kB).' })
  fileContents?: string;

  @IsOptional()
  @IsString({ message: 'contentType must be text.' })
  @MaxLength(100, { message: 'contentType is too long.' })
  contentType?: string;
}
