import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/**
 * Store scoping lives in one place (docs/architecture.md): a feature converted to the store
 * context reaches store-owned rows through StoreDb with the request's StoreContext, never through
 * the older per-handler helpers (CurrentStore, staffStoreId) that left the filter to each query.
 */
const BACKEND = resolve(__dirname, '../../backend');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('store scoping', () => {
  it('every feature uses the store context, not CurrentStore or staffStoreId', () => {
    const offenders = sourceFiles(BACKEND)
      .filter((f) => /tenants\/current-store|staffStoreId\(|@CurrentStore\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(BACKEND, f));
    expect(offenders).toEqual([]);
  });

  it('only StoreDb sets the store of a transaction', () => {
    const setters = sourceFiles(BACKEND)
      .filter((f) => !/migrations/.test(f) && /app\.store_id|STORE_SETTING/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(BACKEND, f))
      .sort();
    expect(setters).toEqual(['common/db/db-roles.ts', 'tenants/store-db.ts']);
  });
});
