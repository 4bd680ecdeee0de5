import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNumber, IsOptional, Matches, Max, Min } from 'class-validator';
import { ZIP_PATTERN } from '../../domain/validation';

const ZIP_MESSAGE = (field: string) => `${field} must be a 5-digit zip code.`;

/** Spec 7: GET /shipping/rates?fromZip&toZip&weight&isResidential */
export class RatesQueryDto {
  @ApiProperty({ example: '50309', description: "The store's first delivery zone." })
  @Matches(ZIP_PATTERN, { message: ZIP_MESSAGE('fromZip') })
  fromZip: string;

  @ApiProperty({ example: '60601' })
  @Matches(ZIP_PATTERN, { message: ZIP_MESSAGE('toZip') })
  toZip: string;

  @ApiProperty({ example: 3, description: 'Pounds (spec 9 weight, rounded up).' })
  @Transform(({ value }) => (value === '' || value === undefined ? value : Number(value)))
  @Min(0, { message: 'weight must not be negative.' })
  @Max(5000, { message: 'weight must be at most 5000 pounds.' })
  // Checked first: class-validator runs the decorators nearest the property first.
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'weight must be a number of pounds.' })
  weight: number;

  @ApiPropertyOptional({ example: true })
  @IsOptional()
  @Transform(({ value }) =>
    value === 'true' || value === true ? true : value === 'false' || value === false ? false : value,
  )
  @IsBoolean({ message: 'isResidential must be true or false.' })
  isResidential?: boolean;
}
