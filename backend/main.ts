import 'reflect-metadata';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/config';
import { migrateAndSeed, openDatabase } from './database/bootstrap';
import { demoLoginsText } from './database/demo-data/demo-accounts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const log = (m: string) => console.log(m);
  const db = await openDatabase(config, log);
  let shuttingDown = false;
  const stopDb = async () => {
    try {
      await db.stop();
    } catch (e) {
      console.error('Could not stop the embedded database cleanly:', e);
    }
  };
  try {
    await migrateAndSeed(config, db.url, log);
    const app = await createApp(config, db.url);
    await app.listen(config.port);
    const url = await app.getUrl();
    const port = Number(new URL(url.replace('[::1]', 'localhost')).port) || config.port;
    console.log(`\nShop ready on http://localhost:${port}`);
    console.log(`  storefront   http://localhost:${port}/`);
    console.log(`  store admin  http://localhost:${port}/admin/login`);
    console.log(`  super admin  http://localhost:${port}/super-admin/login`);
    console.log(`  API docs     http://localhost:${port}/api/docs`);
    if (config.demoData) console.log(`\n${demoLoginsText(port)}\n`);

    const shutdown = async (signal: string) => {
      if (shuttingDown) return;
      shuttingDown = true;
      console.log(`${signal} received: shutting down.`);
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      await app.close();
      await stopDb();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (e) {
    console.error('Start-up failed:', e);
    await stopDb();
    process.exit(1);
  }
}

void main();
