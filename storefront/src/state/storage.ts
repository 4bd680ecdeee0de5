/**
 * Keys of spec 3 'Locally stored items', in one place so every module reads the same names.
 * Local storage survives a restart; session storage lasts for the tab.
 */
export const StorageKeys = {
  customerToken: 'token',
  currentUser: 'currentUser',
  customer: 'customer',
  cart: 'cart',
  subCategory: 'subCategory',
  previousUrl: 'previousUrl', // session
  ageVerified: 'ageVerified', // session: 'verified' | 'not verified'
  theme: 'theme',
  guestWishlist: 'wishlist',
  webConfig: 'webConfig', // session cache of GET /api/WebpageConfig
} as const;

/** JSON read that survives a missing key, corrupt JSON or a browser without storage. */
export function readJson<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the state still lives in memory for this page.
  }
}
