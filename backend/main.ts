import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';
import { migrateAndSeed, openDatabase } from './database/bootstrap';
import { demoLoginsText } from './database/demo-data/demo-accounts';
import { ProcessLifecycle } from './process-lifecycle';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : `Invalid configuration: ${String(e)}`);
    process.exit(1);
  }
  const life = new ProcessLifecycle(config);
  life.watch();
  const log = (m: string) => console.log(m);
  try {
    const db = await life.database(openDatabase(config, log, { callerHandlesSignals: true }));
    if (life.stopped) return;
    await migrateAndSeed(config, db.url, log);
    if (life.stopped) return;
    const app = life.application(await createApp(config, db.url));
    if (life.stopped) return;
    // Every interface, as before (Fastify alone would listen on localhost only).
    await app.listen(config.port, '::');
    const url = await app.getUrl();
    const port = Number(new URL(url.replace('[::1]', 'localhost')).port) || config.port;
    console.log(`\nShop ready on http://localhost:${port}`);
    console.log(`  storefront   http://localhost:${port}/`);
    console.log(`  store admin  http://localhost:${port}/admin/login`);
    console.log(`  super admin  http://localhost:${port}/super-admin/login`);
    console.log(`  API docs     http://localhost:${port}/api/docs`);
    if (config.demoData) console.log(`\n${demoLoginsText(port)}\n`);
  } catch (e) {
    await life.fail(e);
  }
}

void main();
