import { PricingVersions } from '../../backend/selling-rules/pricing-versions';
import { eventually } from './eventually';
import type { TestApp } from './test-app';

/**
 * Runs a write straight to a table the quote keeps in memory (the PricingChanged migration's tables)
 * and waits until this app has heard its 'pricing_changed' notification: the way another instance's
 * change reaches it. Without the wait, the next request may still be answered from memory.
 */
export async function pricingWrite(t: TestApp, storeId: number, write: () => Promise<unknown>): Promise<void> {
  const versions = t.app.get(PricingVersions);
  const before = versions.stamp(storeId).version;
  await write();
  await eventually(
    5000,
    async () => versions.stamp(storeId).version,
    (version) => version !== before,
  );
}
