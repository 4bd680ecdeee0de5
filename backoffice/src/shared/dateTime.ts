import { formatLocal } from '@domain/store-time';

/**
 * The back office's one date-time format: spec 9's `dd/MM/yy hh:mm a`, as the
 * order list has it, in the store's time zone. Every date and time the back office shows goes
 * through here.
 */
export const DATE_TIME_PATTERN = 'dd/MM/yy hh:mm a';
/** A calendar day alone, in the same order: `dd/MM/yy`. */
export const DATE_PATTERN = 'dd/MM/yy';

export const formatDateTime = (value: string | Date, timeZone: string) =>
  formatLocal(timeZone, value, DATE_TIME_PATTERN);

export const formatDate = (value: string | Date, timeZone: string) => formatLocal(timeZone, value, DATE_PATTERN);
