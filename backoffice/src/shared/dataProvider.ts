import { fetchUtils, type DataProvider } from 'react-admin';
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

/**
 * ra-data-simple-rest under the API's resource names: the spec's routes name the screens
 * (e.g. inventory-list), the API names the resources (inventory); `names` maps one onto the other.
 */
export function withResourceNames(names: Record<string, string>): DataProvider {
  const api = (resource: string) => names[resource] ?? resource;
  return {
    getList: (resource, params) => dataProvider.getList(api(resource), params),
    getOne: (resource, params) => dataProvider.getOne(api(resource), params),
    getMany: (resource, params) => dataProvider.getMany(api(resource), params),
    getManyReference: (resource, params) => dataProvider.getManyReference(api(resource), params),
    create: (resource, params) => dataProvider.create(api(resource), params),
    update: (resource, params) => dataProvider.update(api(resource), params),
    updateMany: (resource, params) => dataProvider.updateMany(api(resource), params),
    delete: (resource, params) => dataProvider.delete(api(resource), params),
    deleteMany: (resource, params) => dataProvider.deleteMany(api(resource), params),
  };
}
