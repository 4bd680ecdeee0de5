import type { DataProvider } from 'react-admin';
import { httpClient, withResourceNames } from '../shared/dataProvider';
import { getAdminToken } from '../shared/session';

/**
 * The spec's super-admin routes name the screens; the API resources under /api/admin are named for
 * what they hold: inventory-page -> beverages, table-configurator -> attribute-lists, mapping-page
 * -> pending-items (one store's queue), mapping-edit-page -> mapping-items (one pending item with
 * its suggestions, by item number within the store).
 */
const API_RESOURCE: Record<string, string> = {
  'inventory-page': 'beverages',
  'table-configurator': 'attribute-lists',
  'mapping-page': 'pending-items',
  'mapping-edit-page': 'mapping-items',
};
const mapped = withResourceNames(API_RESOURCE);
/** Resources whose records are identified within a store: getOne passes `meta.webUrl` as `?webUrl=`. */
const PER_STORE = new Set(['mapping-edit-page']);

export interface SuperAdminDataProvider extends DataProvider {
  /** A spec call under /api (e.g. 'beverageinventory/12'), JSON in and out. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** POST multipart form data under /api (the image upload). */
  upload<T = unknown>(path: string, form: FormData): Promise<T>;
}

/**
 * The screens' own calls go through the data provider too, so react-admin handles a 401 (back to
 * the login screen) the same way for every call.
 */
export const superAdminDataProvider: SuperAdminDataProvider = {
  ...mapped,
  async getOne(resource, params) {
    if (!PER_STORE.has(resource)) return mapped.getOne(resource, params);
    const webUrl = encodeURIComponent(String(params.meta?.webUrl ?? ''));
    const url = `/api/admin/${API_RESOURCE[resource]}/${encodeURIComponent(String(params.id))}?webUrl=${webUrl}`;
    return { data: (await httpClient(url, { signal: params.signal })).json };
  },
  async call(method, path, body) {
    return (await httpClient(`/api/${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) }))
      .json;
  },
  async upload(path, form) {
    const headers = new Headers();
    const token = getAdminToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const res = await fetch(`/api/${path}`, { method: 'POST', body: form, headers });
    const body = await res.json().catch(() => ({}));
    if (!res.ok) throw Object.assign(new Error(body?.message || res.statusText), { status: res.status, body });
    return body;
  },
};
