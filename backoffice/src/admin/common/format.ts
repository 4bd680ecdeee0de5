import { formatDollars, toCents } from '@domain/money';
import { formatDateTime } from '../../shared/dateTime';

/** '$1,234.50' from an amount in dollars as the API sends it (the shared formatter of domain/money). */
export const dollars = (n: number | null | undefined) => formatDollars(toCents(n ?? 0));

/**
 * @deprecated import formatDateTime from shared/dateTime: the back office has one date-time format
 * (these names stay for screens written before it, and write that same format).
 */
export const formatOrderDate = formatDateTime;
/** @deprecated import formatDateTime from shared/dateTime (see formatOrderDate). */
export const dateTime = formatDateTime;
