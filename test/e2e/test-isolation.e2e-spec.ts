import { Client } from 'pg';
import { dropLeftovers, hostTag } from '../support/global-setup';

/**
 * The test set-up may share its PostgreSQL server with other machines' runs (CI containers): it
 * drops only leftovers of its own machine whose run is gone, never another machine's databases
 * nor those of a run still going.
 */
describe('test databases on a shared PostgreSQL server', () => {
  const admin = () => new Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  // A process id that is not running here (pid_max is at most 4194304 on Linux).
  const deadPid = 4194399;
  const names = {
    otherMachine: `shop_t_${deadPid}_0badc0de_x_1_1`,
    ownDeadRun: `shop_t_${deadPid}_${hostTag()}_x_1_1`,
    ownLiveRun: `shop_t_${process.pid}_${hostTag()}_x_1_1`,
  };
  const exists = async (c: Client, name: string) =>
    (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;

  afterAll(async () => {
    const c = admin();
    await c.connect();
    for (const name of Object.values(names)) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  });

  it("drops this machine's dead leftovers only", async () => {
    const c = admin();
    await c.connect();
    for (const name of Object.values(names)) await c.query(`CREATE DATABASE "${name}"`);
    await dropLeftovers(c);
    expect(await exists(c, names.otherMachine)).toBe(true);
    expect(await exists(c, names.ownLiveRun)).toBe(true);
    expect(await exists(c, names.ownDeadRun)).toBe(false);
    await c.end();
  });
});
