import { StorageKeys, readJson, writeJson } from '../state/storage';
import { apiFetch } from './http';
import type { WebConfigView } from '@domain/api/web-config';

/**
 * Spec 7: the web configuration is loaded when the shop opens and cached. The session copy lets
 * the footer draw at once on the next page load; the query refreshes it in the background.
 */
export async function fetchWebConfig(): Promise<WebConfigView> {
  const config = await apiFetch<WebConfigView>('/WebpageConfig');
  writeJson(sessionStorage, StorageKeys.webConfig, config);
  return config;
}

export function cachedWebConfig(): WebConfigView | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  return readJson<WebConfigView | undefined>(sessionStorage, StorageKeys.webConfig, undefined);
}
