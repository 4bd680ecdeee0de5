import { StorageKeys, readJson, writeJson } from '../state/storage';
import { apiFetch } from './http';
import type { WebConfig } from './types';

/**
 * Spec 7: the web configuration is loaded when the shop opens and cached. The session copy lets
 * the footer draw at once on the next page load; the query refreshes it in the background.
 */
export async function fetchWebConfig(): Promise<WebConfig> {
  const config = await apiFetch<WebConfig>('/WebpageConfig');
  writeJson(sessionStorage, StorageKeys.webConfig, config);
  return config;
}

export function cachedWebConfig(): WebConfig | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  return readJson<WebConfig | undefined>(sessionStorage, StorageKeys.webConfig, undefined);
}
