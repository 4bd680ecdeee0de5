import { DEFAULT_TIME_ZONE, localDate } from '@domain/store-time';

/**
 * The year filters of the order history: the current year and the two before
 * it, the current year read in the store's time zone (so it turns over at midnight in the store, not
 * in the browser). In 2025 this is 2025, 2024, 2023: the spec's two years stay among them.
 */
export function historyYears(timeZone: string = DEFAULT_TIME_ZONE, now: Date | number = Date.now()): string[] {
  const year = Number(localDate(timeZone, now).slice(0, 4));
  return [year, year - 1, year - 2].map(String);
}
