import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
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
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { isTimeZone } from '../../domain/store-time';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Delivery zones may come as a list or as the spec's comma-separated text. */
const zipList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((z) => z.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? value.map((z) => (typeof z === 'string' ? z.trim() : z))
      : value;

@ValidatorConstraint({ name: 'isTimeZone' })
class IsTimeZoneConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isTimeZone(value);
  }
  defaultMessage(): string {
    return 'Time zone must be an IANA time zone such as America/Chicago.';
  }
}

/** A store (tenant, spec 3) as the super-admin creates or edits it. */
export class StoreDto {
  @ApiProperty({ example: 'Harbor Bottle Shop' })
  @Transform(trim)
  @IsString()
  @MinLength(2, { message: 'Store name must be at least 2 characters.' })
  @MaxLength(120)
  name: string;

  @ApiProperty({ example: 'harbor', description: 'Short unique handle: lower-case letters, digits and dashes.' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @Matches(/^[a-z0-9][a-z0-9-]{1,62}$/, { message: 'Web URL must be 2 to 63 lower-case letters, digits or dashes.' })
  webUrl: string;

  @ApiPropertyOptional({
    example: 'shop.harbor.example',
    description: 'Host name that selects this store; blank for none.',
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null && v !== '')
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @Matches(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: 'Domain must be a host name such as shop.example.com.',
  })
  domain?: string | null;

  @ApiProperty({ example: 7, description: 'Sales tax percent.' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 3 }, { message: 'Sales tax must be a number.' })
  @Min(0, { message: 'Sales tax must be between 0 and 30 percent.' })
  @Max(30, { message: 'Sales tax must be between 0 and 30 percent.' })
  salesTaxPercent: number;

  @ApiProperty({
    example: ['52401', '52402'],
    description: 'Zip codes the store delivers to (a list or comma-separated text).',
  })
  @Transform(zipList)
  @IsArray()
  @ArrayMaxSize(2000)
  @Matches(/^\d{5}$/, { each: true, message: 'Each delivery zone must be a 5-digit zip code.' })
  deliveryZones: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(500)
  location?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Matches(/^[+()\d\s.-]{0,40}$/, { message: 'Please enter valid phone number.' })
  phone?: string;

  @ApiPropertyOptional({
    example: 'America/Chicago',
    description: "IANA time zone of the store's calendar (sale windows, today, months, pickup times).",
  })
  @IsOptional()
  @Transform(trim)
  @Validate(IsTimeZoneConstraint)
  timeZone?: string;

  @ApiPropertyOptional({
    example: 'orders@harbor.example',
    description: "Where replies to the store's mail go; empty: mail goes out from MAIL_FROM's address only.",
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(254, { message: 'Please enter a valid reply-to email address.' })
  @Matches(/^$|^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid reply-to email address.' })
  replyToEmail?: string;

  @ApiPropertyOptional({ example: 5, description: 'An item is low on stock at or below this many units.' })
  @IsOptional()
  @IsInt({ message: 'The low-stock threshold must be a whole number from 0 to 100000.' })
  @Min(0, { message: 'The low-stock threshold must be a whole number from 0 to 100000.' })
  @Max(100000, { message: 'The low-stock threshold must be a whole number from 0 to 100000.' })
  lowStockThreshold?: number;

  @ApiPropertyOptional({ description: 'Whether the store ships orders (web configuration).' })
  @IsOptional()
  @IsBoolean()
  isShippingAvailable?: boolean;
}

/** PUT /api/admin/stores/{id}: the fields sent change, with the same rules; the others stay. */
export class UpdateStoreDto extends PartialType(StoreDto) {}

/** Invites a store admin by email (a set-password code goes out through the mail outbox). */
export class InviteStoreAdminDto {
  @ApiProperty()
  @IsNumber({}, { message: 'Choose the store.' })
  storeId: number;

  @ApiProperty({ example: 'manager@harbor.example' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @MaxLength(254, { message: 'Please enter a valid email.' })
  @Matches(/^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email.' })
  email: string;
}
