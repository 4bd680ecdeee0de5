import { resolve } from 'node:path';
import { servesFolder } from './embedded-leftover';

describe('servesFolder: is a process the embedded PostgreSQL of this data folder?', () => {
  const dir = '.data/postgres';

  it('recognises the server started on the folder, by relative or absolute path', () => {
    expect(servesFolder(`/opt/pg/bin/postgres -D ${dir} -p 5433`, dir)).toBe(true);
    expect(servesFolder(`/opt/pg/bin/postgres -D ${resolve(dir)} -p 5433`, dir)).toBe(true);
  });

  it("refuses another server's session process that took the number over", () => {
    expect(servesFolder('postgres: postgres shop_t_1 127.0.0.1(5432) idle', dir)).toBe(false);
    expect(servesFolder('/usr/lib/postgresql/17/bin/postgres -D /var/lib/postgresql/17/main', dir)).toBe(false);
  });

  it('refuses an unrelated process', () => {
    expect(servesFolder(`node dist/backend/main.js ${dir}`, dir)).toBe(false);
  });
});
