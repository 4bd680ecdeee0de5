import { BadRequestException, PipeTransform } from '@nestjs/common';

/** A row id in a back-office URL: a positive 32-bit integer, else 400 (never a database error). */
export class AdminIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2_147_483_647) {
      throw new BadRequestException('The id must be a positive whole number.');
    }
    return Number(value);
  }
}
