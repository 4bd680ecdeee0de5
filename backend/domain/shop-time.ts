/**
 * The shops' local time zone: sale windows, "today", order dates and monthly figures are all read
 * in it (both demo stores are in Iowa). One constant for the server and both front ends.
 */
export const SHOP_TIME_ZONE = 'America/Chicago';
