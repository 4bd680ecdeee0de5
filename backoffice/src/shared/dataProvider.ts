import { fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { getAdminToken } from './session';

/** fetch with the admin bearer token; used by the data provider and by custom calls. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/** react-admin resources live under /api/admin (ra-data-simple-rest conventions). */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
