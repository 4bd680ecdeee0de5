import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** GET pendinginventory/{webUrl}: one page of the queue when `page` (or `pageSize`) is given. */
export class PendingPageQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be 1 or more.' })
  @Max(1_000_000, { message: 'page must be at most 1000000.' })
  page?: number;

  /** Cut to the admin lists' maximum (500), as every admin list does. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Min(1, { message: 'pageSize must be 1 or more.' })
  @Max(100_000, { message: 'pageSize must be at most 100000.' })
  pageSize?: number;
}
