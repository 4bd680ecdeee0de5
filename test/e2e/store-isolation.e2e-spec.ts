/**
 * Store scoping has two walls: StoreDb adds the store filter itself, and PostgreSQL row-level
 * security on every store-owned table hides other stores' rows from a query that forgets it.
 * These tests run deliberately unfiltered SQL through the helper.
 */
import type { AuthUser } from '../../backend/common/auth/auth-user';
import {
  ORDER_CHILD_TABLES,
  STORE_OWNED_TABLES,
} from '../../backend/database/migrations/1795440100000-StoreRowLevelSecurity';
import { callerContext, StoreContext } from '../../backend/tenants/store-context';
import { StoreDb } from '../../backend/tenants/store-db';
import { StoresService } from '../../backend/tenants/stores.service';
import { storeIsolationProblem } from '../../backend/database/store-isolation-check';
import { DataSource } from 'typeorm';
import { createApp } from '../../backend/app.factory';
import { createTestDatabase } from '../support/test-db';
import { startTestApp, TestApp } from '../support/test-app';

describe('store isolation (StoreDb and row-level security)', () => {
  let t: TestApp;
  let db: StoreDb;
  let northside: StoreContext;
  let harbor: StoreContext;

  /** The context a store admin's request gets, built from the account as the API builds it. */
  async function adminContext(email: string): Promise<StoreContext> {
    const [row] = await t.db.query('SELECT id, email, role, store_id FROM app_user WHERE email = $1', [email]);
    const user: AuthUser = { id: row.id, email: row.email, role: row.role, storeId: row.store_id };
    const stores = await t.app.get(StoresService).all();
    return callerContext(user, undefined, (id) => stores.find((s) => s.id === id));
  }

  /** Row counts per store of a table, read by the owner (no row-level security). */
  async function countsByStore(table: string): Promise<Map<number, number>> {
    const rows: Array<{ store_id: number; n: number }> = await t.db.query(
      `SELECT store_id, count(*)::int AS n FROM "${table}" WHERE store_id IS NOT NULL GROUP BY store_id`,
    );
    return new Map(rows.map((r) => [r.store_id, r.n]));
  }

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(StoreDb);
    northside = await adminContext('admin@northside.example');
    harbor = await adminContext('admin@harbor.example');
    // Rows of both stores in the tables the demo data leaves empty, so every table is tested on two stores.
    for (const ctx of [northside, harbor]) {
      await t.db.query(
        `INSERT INTO shipping_rate (store_id, option_name, max_weight_lb, cost_cents) VALUES ($1, 'Isolation test', 99, 100)`,
        [ctx.store.id],
      );
      await t.db.query(`INSERT INTO inventory_import (store_id, file_name) VALUES ($1, 'isolation.csv')`, [
        ctx.store.id,
      ]);
      await t.db.query(
        `INSERT INTO audit_entry (store_id, entity, entity_id, action) VALUES ($1, 'test', '1', 'isolation')`,
        [ctx.store.id],
      );
      await t.db.query(
        `INSERT INTO web_config (store_id, company_name) VALUES ($1, 'Isolation') ON CONFLICT (store_id) DO NOTHING`,
        [ctx.store.id],
      );
    }
  });
  afterAll(() => t?.close());

  it('the two demo admins work on two different stores', () => {
    expect(northside.store.webUrl).toBe('northside');
    expect(harbor.store.webUrl).toBe('harbor');
    expect(northside.role).toBe('admin');
  });

  it.each(STORE_OWNED_TABLES)(
    'an unfiltered SELECT * FROM %s sees only the store admin its own rows',
    async (table) => {
      const counts = await countsByStore(table);
      for (const ctx of [northside, harbor]) {
        const other = ctx === northside ? harbor : northside;
        expect(counts.get(ctx.store.id) ?? 0).toBeGreaterThan(0);
        expect(counts.get(other.store.id) ?? 0).toBeGreaterThan(0);
        const rows: Array<{ store_id: number }> = await db.run(ctx, (em) => em.query(`SELECT * FROM "${table}"`));
        expect(rows.length).toBe(counts.get(ctx.store.id));
        expect(new Set(rows.map((r) => r.store_id))).toEqual(new Set([ctx.store.id]));
      }
    },
  );

  it.each(ORDER_CHILD_TABLES)('the rows of %s follow their order: only the own store orders', async (table) => {
    const all: Array<{ store_id: number; n: number }> = await t.db.query(
      `SELECT o.store_id, count(*)::int AS n FROM "${table}" c JOIN customer_order o ON o.id = c.order_id GROUP BY o.store_id`,
    );
    for (const ctx of [northside, harbor]) {
      const expected = all.find((r) => r.store_id === ctx.store.id)?.n ?? 0;
      expect(expected).toBeGreaterThan(0);
      const [{ n }] = await db.run(ctx, (em) => em.query(`SELECT count(*)::int AS n FROM "${table}"`));
      expect(n).toBe(expected);
    }
  });

  it('a write into another store is refused by the database, and an update of its rows touches none', async () => {
    await expect(
      db.run(northside, (em) =>
        em.query(`INSERT INTO shipping_rate (store_id, option_name, cost_cents) VALUES ($1, 'Smuggled', 1)`, [
          harbor.store.id,
        ]),
      ),
    ).rejects.toThrow(/row-level security/);
    const [, touched] = await db.run(northside, (em) =>
      em.query(`UPDATE inventory_item SET available_to_sell = 0 WHERE store_id = $1`, [harbor.store.id]),
    );
    expect(touched).toBe(0);
  });

  it('findInStoreOrThrow answers 404 for another store row', async () => {
    const [{ id }] = await t.db.query('SELECT id FROM inventory_item WHERE store_id = $1 LIMIT 1', [harbor.store.id]);
    const { InventoryItem } = await import('../../backend/inventory/inventory-item.entity');
    await expect(db.findInStoreOrThrow(northside, InventoryItem, id, 'No such item.')).rejects.toMatchObject({
      status: 404,
      message: 'No such item.',
    });
    await expect(db.findInStoreOrThrow(harbor, InventoryItem, id)).resolves.toMatchObject({
      id,
      storeId: harbor.store.id,
    });
  });

  it('the app role with no store set sees no store-owned row at all', async () => {
    for (const table of [...STORE_OWNED_TABLES, ...ORDER_CHILD_TABLES]) {
      const [{ n }] = await t.db.transaction(async (em) => {
        await em.query('SET LOCAL ROLE shop_app');
        return em.query(`SELECT count(*)::int AS n FROM "${table}"`);
      });
      expect({ table, n }).toEqual({ table, n: 0 });
    }
  });

  it('a named bypass sees every store, and an unknown reason is refused', async () => {
    const stores: Array<{ store_id: number }> = await db.bypass('super-admin', (em) =>
      em.query('SELECT DISTINCT store_id FROM inventory_item'),
    );
    expect(stores.map((r) => r.store_id).sort()).toEqual([northside.store.id, harbor.store.id].sort());
    await expect(db.bypass('because' as any, async () => 1)).rejects.toThrow(/Unknown store bypass/);
  });

  describe("through the app's own pool (role shop_app)", () => {
    let pool: DataSource;
    beforeAll(() => {
      pool = t.app.get(DataSource);
    });

    it('every connection of the pool runs as shop_app, and the start-up check is satisfied', async () => {
      const roles: Array<{ role: string }> = await Promise.all(
        [1, 2, 3].map(async () => (await pool.query('SELECT current_user AS role'))[0]),
      );
      expect(new Set(roles.map((r) => r.role))).toEqual(new Set(['shop_app']));
      expect(await db.poolRole()).toBe('shop_app');
      await expect(storeIsolationProblem(pool)).resolves.toBeNull();
    });

    it.each(['inventory_item', 'customer_order'])(
      'an unfiltered SELECT * FROM %s in a store admin run sees only that store, and outside any run none',
      async (table) => {
        const counts = await countsByStore(table);
        for (const ctx of [northside, harbor]) {
          const other = ctx === northside ? harbor : northside;
          expect(counts.get(other.store.id) ?? 0).toBeGreaterThan(0);
          const rows: Array<{ store_id: number }> = await db.run(ctx, (em) => em.query(`SELECT * FROM "${table}"`));
          expect(rows.length).toBe(counts.get(ctx.store.id));
          expect(new Set(rows.map((r) => r.store_id))).toEqual(new Set([ctx.store.id]));
        }
        // The same forgotten filter straight on the app's pool, outside any run: no store set, no row.
        expect(await pool.query(`SELECT * FROM "${table}"`)).toEqual([]);
        await expect(pool.query(`SELECT count(*)::int AS n FROM "${table}"`)).resolves.toEqual([{ n: 0 }]);
      },
    );

    it('outside any run the pool can write no store-owned row', async () => {
      await expect(
        pool.query(`INSERT INTO shipping_rate (store_id, option_name, cost_cents) VALUES ($1, 'Stray', 1)`, [
          northside.store.id,
        ]),
      ).rejects.toThrow(/row-level security/);
      const [, touched] = await pool.query(`UPDATE inventory_item SET available_to_sell = available_to_sell`);
      expect(touched).toBe(0);
    });

    it('global tables still work on the pool (accounts, stores, master catalogue)', async () => {
      const [{ n: users }] = await pool.query('SELECT count(*)::int AS n FROM app_user');
      const [{ n: stores }] = await pool.query('SELECT count(*)::int AS n FROM store');
      const [{ n: masters }] = await pool.query('SELECT count(*)::int AS n FROM beverage');
      expect(users).toBeGreaterThan(0);
      expect(stores).toBe(2);
      expect(masters).toBeGreaterThan(0);
    });
  });

  describe('start-up check', () => {
    it('names a pool that does not run as shop_app', async () => {
      await expect(storeIsolationProblem(t.db)).resolves.toMatch(
        /^The database pool runs as 'postgres', not 'shop_app': row-level security would not separate the stores/,
      );
    });

    it('refuses to start when a store-owned table has row-level security off', async () => {
      const database = await createTestDatabase();
      const owner = await new DataSource({ type: 'postgres', url: database.url }).initialize();
      try {
        await owner.query('ALTER TABLE shipping_rate DISABLE ROW LEVEL SECURITY');
        await owner.query('ALTER TABLE order_item DISABLE ROW LEVEL SECURITY');
        await expect(createApp(t.config, database.url)).rejects.toThrow(
          'Row-level security is off on the store-owned tables order_item, shipping_rate: run the migrations (npm run migrate), so the shop does not start.',
        );
      } finally {
        await owner.destroy();
        await database.drop();
      }
    });
  });

  it('a nested run for the same store joins the open transaction', async () => {
    const pids = await db.run(northside, async (em) => {
      const [outer] = await em.query('SELECT pg_backend_pid() AS pid');
      const [inner] = await db.run(northside, (em2) => em2.query('SELECT pg_backend_pid() AS pid'));
      return [outer.pid, inner.pid];
    });
    expect(pids[0]).toBe(pids[1]);
  });
});
