import type { DataProvider } from 'react-admin';
import { httpClient, withResourceNames } from '../shared/dataProvider';
import { WEB_CONFIG, webConfig } from './web-config/webConfigApi';

/**
 * The spec's admin routes name the screens (inventory-list, order-status); the API names the
 * resources (inventory, orders). This maps one onto the other.
 */
const API_RESOURCE: Record<string, string> = { 'inventory-list': 'inventory', 'order-status': 'orders' };
const mapped = withResourceNames(API_RESOURCE);

export interface AdminDataProvider extends DataProvider {
  /** GET /api/admin/<path> as JSON. */
  getJson<T = unknown>(path: string): Promise<T>;
  /** POST/PUT /api/admin/<path> with a JSON body (and extra headers, e.g. Idempotency-Key); the answer as JSON. */
  send<T = unknown>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T>;
}

/**
 * Calls made through useDataProvider() get react-admin's handling of a 401 (back to the login
 * screen, then back here), so the screens' own calls go through these two methods too.
 */
export const adminDataProvider: AdminDataProvider = {
  ...mapped,
  getOne: (resource, params) => (resource === WEB_CONFIG ? webConfig.getOne() : mapped.getOne(resource, params)),
  update: (resource, params) =>
    resource === WEB_CONFIG ? webConfig.update(params.data) : mapped.update(resource, params),
  async getJson(path: string) {
    return (await httpClient(`/api/admin/${path}`)).json;
  },
  async send(method, path, body, headers) {
    return (
      await httpClient(`/api/admin/${path}`, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
        headers: headers ? new Headers({ Accept: 'application/json', ...headers }) : undefined,
      })
    ).json;
  },
};
