import type { WebConfigView } from '@domain/api/web-config';
import type { GetOneResult, RaRecord, UpdateResult } from 'react-admin';
import { httpClient } from '../../shared/dataProvider';

/** The react-admin resource of the store's web configuration (one record: the admin's own store's). */
export const WEB_CONFIG = 'web-config';

/** What the edit screen saves; the logo is uploaded on its own, delivery zones live on the Delivery fees screen. */
const EDITABLE = [
  'companyName',
  'locations',
  'phoneNumber',
  'footerContent',
  'termsOfService',
  'returnPolicy',
  'privacyPolicy',
  'shippingInfo',
  'isShippingAvailable',
] as const satisfies readonly (keyof WebConfigView)[];

/**
 * The screen's record: the configuration under react-admin's id 'current' (the one it asked for;
 * the screen never knows the number beforehand), its own id kept as `configId` for the history.
 */
export type WebConfigRecord = Omit<WebConfigView, 'id'> & { id: 'current'; configId: number };

const asRecord = (view: WebConfigView): WebConfigRecord => ({ ...view, id: 'current', configId: view.id });

/**
 * The web configuration through its own API (spec 7 /WebpageConfig), not /api/admin: read and
 * saved for the signed-in admin's store, whatever store the host names.
 */
export const webConfig = {
  async getOne<R extends RaRecord>(): Promise<GetOneResult<R>> {
    return { data: asRecord((await httpClient('/api/WebpageConfig/current')).json as WebConfigView) as unknown as R };
  },
  async update<R extends RaRecord>(data: Partial<WebConfigRecord>): Promise<UpdateResult<R>> {
    const body = Object.fromEntries(EDITABLE.filter((k) => data[k] !== undefined).map((k) => [k, data[k]]));
    const res = await httpClient('/api/WebpageConfig', { method: 'PUT', body: JSON.stringify(body) });
    return { data: asRecord(res.json as WebConfigView) as unknown as R };
  },
  /** Uploads a new logo (multipart); the answer is the configuration with the new logo's URL. */
  async uploadLogo(file: File): Promise<WebConfigView> {
    const form = new FormData();
    form.append('file', file);
    return (await httpClient('/api/WebpageConfig/logo', { method: 'POST', body: form })).json as WebConfigView;
  },
};
