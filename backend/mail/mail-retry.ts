/** Delivery tries before a message is marked 'failed' and left for a person to look at. */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 2 * 60 * 60_000;

/**
 * How long to wait after the given number of failed tries: 1, 2, 4 ... minutes, at most 2 hours,
 * so a mail server that is down for a while is not hammered and 8 tries cover about two hours.
 */
export function retryDelayMs(failedAttempts: number): number {
  const n = Math.max(1, Math.floor(failedAttempts));
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** (n - 1));
}

/**
 * The mail server refused the message for good (an SMTP 5xx answer: unknown mailbox, rejected
 * content): trying again cannot help. A 4xx ("try again later"), a timeout or a dropped connection
 * has no 5xx code and is retried.
 */
export function isPermanentRefusal(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
