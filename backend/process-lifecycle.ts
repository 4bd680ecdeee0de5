import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from './config/config';
import type { PreparedDatabase } from './database/bootstrap';
import { StartupError } from './database/embedded-leftover';

/**
 * Requests in flight get this long to finish; the whole stop stays under the 15 s a process
 * manager usually allows between SIGTERM and SIGKILL.
 */
const APP_CLOSE_MS = 6_000;
const FORCE_EXIT_MS = 14_000;

/**
 * The life of the `npm start` process (main.ts): from its first line it answers SIGINT, SIGTERM
 * and SIGHUP, and the end of the parent that started it (scripts/start.mjs, over the IPC channel),
 * by closing the HTTP server and then stopping the embedded database, whatever stage start-up has
 * reached (starting the database, migrating, seeding, listening). Start-up failures and crashes
 * are one line on stderr, never a stack trace, and also stop the database.
 */
export class ProcessLifecycle {
  private stopping = false;
  private app?: INestApplication;
  private db?: Promise<PreparedDatabase>;

  constructor(private readonly config: AppConfig) {}

  watch(): void {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => void this.stop(`${signal} received`));
    }
    if (process.send) process.on('disconnect', () => void this.stop('The process that started the shop ended'));
    const crash = (e: unknown) => {
      // Once stopping, a start-up step still at work (migrations, demo data) loses its database
      // connections as the database stops: those errors are the stop itself, not a crash to report.
      if (this.stopping) return;
      console.error(`Unexpected error: ${oneLine(e)}`);
      void this.stop('', 1);
    };
    process.on('uncaughtException', crash);
    process.on('unhandledRejection', crash);
  }

  /** Keeps the database being opened, so a signal from now on also stops it. */
  database(db: Promise<PreparedDatabase>): Promise<PreparedDatabase> {
    this.db = db;
    db.catch(() => undefined); // reported by the start-up sequence
    return db;
  }

  application(app: INestApplication): INestApplication {
    this.app = app;
    return app;
  }

  /** Between start-up steps: true when a signal came in meanwhile (stop() is on its way). */
  get stopped(): boolean {
    return this.stopping;
  }

  /** A start-up step failed: one line with the cause and what to do, then stop with code 1. */
  async fail(e: unknown): Promise<void> {
    if (this.stopping) return; // a signal stopped the database under the step: not an error
    console.error(describeStartupError(e, this.config));
    await this.stop('', 1);
  }

  async stop(reason: string, code = 0): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    if (reason) console.log(`${reason}: shutting down.`);
    setTimeout(() => {
      console.error('Shutdown is taking too long: exiting now.');
      process.exit(1);
    }, FORCE_EXIT_MS).unref();
    if (this.app) {
      const app = this.app;
      await Promise.race([app.close().catch(() => undefined), new Promise((r) => setTimeout(r, APP_CLOSE_MS))]);
    }
    const db = await this.db?.catch(() => undefined); // a database that did not open needs no stop
    try {
      await db?.stop();
    } catch (e) {
      console.error(`Could not stop the embedded database cleanly: ${oneLine(e)}`);
    }
    process.exit(code);
  }
}

function oneLine(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  return message.replace(/\s*\n\s*/g, ' ').trim() || (e instanceof Error ? e.name : 'unknown error');
}

const DB_UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', '57P03']);
const DB_REFUSED = new Set(['28P01', '28000', '3D000']);

/** The one line printed for a failed start: what went wrong and what to do about it. */
export function describeStartupError(e: unknown, config: AppConfig): string {
  if (e instanceof StartupError) return e.message;
  const err = e as { code?: string; errors?: Array<{ code?: string }> } | undefined;
  const code = err?.code ?? err?.errors?.find((x) => x?.code)?.code;
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} is already in use: stop the program using it, or set PORT to another port.`;
  }
  if (code === 'EACCES') return `Not allowed to listen on port ${config.port}: set PORT to a port above 1023.`;
  if (config.databaseUrl && code && (DB_UNREACHABLE.has(code) || DB_REFUSED.has(code))) {
    const url = new URL(config.databaseUrl);
    const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
    return DB_REFUSED.has(code)
      ? `The database at ${where} refused the connection (${oneLine(e)}): check the user, password and database name in DATABASE_URL.`
      : `Cannot reach the database at ${where} (${code}): start PostgreSQL there, or fix DATABASE_URL.`;
  }
  return `Start-up failed: ${oneLine(e)}. Fix the cause and start again.`;
}
