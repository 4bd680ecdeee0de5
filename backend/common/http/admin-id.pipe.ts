import { BadRequestException, PipeTransform } from '@nestjs/common';
import { toRowId } from './list-query';

/**
 * A row id in a URL: a positive 32-bit integer, else 400 (never a database error). Takes the raw
 * text or the number the global validation pipe already made of it.
 */
export class AdminIdPipe implements PipeTransform<unknown, number> {
  private message = 'The id must be a positive whole number.';

  /** The same pipe answering with its own message. */
  static withMessage(message: string): AdminIdPipe {
    const pipe = new AdminIdPipe();
    pipe.message = message;
    return pipe;
  }

  transform(value: unknown): number {
    const id = toRowId(value);
    if (id === undefined) throw new BadRequestException(this.message);
    return id;
  }
}
