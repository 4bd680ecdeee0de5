import type { AppConfig } from '../config/config';

/**
 * TEST_CRASH_AFTER_AUTHORIZE (NODE_ENV=test only, see config.ts): at the chosen point of an
 * authorization, says so on stdout and never goes on, so the e2e test can SIGKILL the process with a
 * hold at the processor and no order. Does nothing in every other run.
 */
export async function pauseForCrashTest(
  config: AppConfig,
  point: NonNullable<AppConfig['testCrashAfterAuthorize']>,
  transactionId: string,
): Promise<void> {
  if (config.nodeEnv !== 'test' || config.testCrashAfterAuthorize !== point) return;
  process.stdout.write(`TEST_CRASH_AFTER_AUTHORIZE=${point} ${transactionId}: waiting to be killed\n`);
  await new Promise<never>(() => {});
}
