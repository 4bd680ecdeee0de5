import { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Logger } from 'pino';

/**
 * Structured JSON logs; Nest's own messages go through the same pino instance. No personal data:
 * emails are masked in every message and URL, and errors are logged by `serializeError` (a database
 * error as its code and query shape, never its parameters or the row it failed on).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { app: 'wine-shop' },
    serializers: { err: serializeError },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>);
      },
    },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.cardNumber',
        '*.cvv',
        '*.token',
        'password',
        'cardNumber',
        'cvv',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

/** Masks email addresses (plain or URL-encoded) in a log text or URL. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** Quoted names PostgreSQL puts in messages that are schema, not data (`column "email"`). */
const SCHEMA_WORDS = new Set([
  'relation',
  'column',
  'constraint',
  'table',
  'type',
  'index',
  'function',
  'schema',
  'database',
  'role',
  'trigger',
  'sequence',
  'view',
  'encoding',
  'operator',
  'collation',
  'domain',
  'extension',
  'parameter',
  'savepoint',
  'cursor',
]);

/** A database message without the values it quotes (`invalid input syntax for type integer: "..."`). */
export function redactDatabaseMessage(message: string): string {
  const masked = message.replace(/"(?:[^"]|"")*"/g, (quoted, offset: number) => {
    const word = /(\w+)\s*$/.exec(message.slice(0, offset))?.[1]?.toLowerCase();
    return word && SCHEMA_WORDS.has(word) ? quoted : '"[value]"';
  });
  return redactText(masked);
}

const DATABASE_FIELDS = ['code', 'table', 'column', 'constraint', 'schema', 'dataType', 'routine'] as const;

/**
 * An error as it may be logged. A database error (TypeORM's QueryFailedError or a pg error) keeps
 * its SQLSTATE code, the SQL text (with $1 placeholders) and the schema names involved; its
 * parameters, `detail` ("Key (email)=(...)", "Failing row contains (...)") and quoted values are
 * left out, since they hold names, emails, phones and addresses.
 */
export function serializeError(err: unknown): unknown {
  if (!err || typeof err !== 'object') return err;
  const e = err as Record<string, any>;
  const message = typeof e.message === 'string' ? e.message : String(e);
  const db = e.driverError && typeof e.driverError === 'object' ? e.driverError : 'severity' in e ? e : undefined;
  const isDatabase = !!db || 'parameters' in e;
  const safeMessage = isDatabase ? redactDatabaseMessage(message) : redactText(message);
  const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Error', message: safeMessage };
  if (typeof e.stack === 'string') out.stack = redactText(e.stack.split(message).join(safeMessage));
  if (isDatabase) {
    if (typeof e.query === 'string') out.query = e.query;
    for (const field of DATABASE_FIELDS) if (db?.[field] !== undefined) out[field] = db[field];
  } else if (typeof e.code === 'string' || typeof e.code === 'number') {
    out.code = e.code;
  }
  if (e.cause && e.cause !== err) out.cause = serializeError(e.cause);
  return out;
}

export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    // Nest's start-up chatter (module and route lists) is debug detail, not news.
    const chatter = context === 'InstanceLoader' || context === 'RoutesResolver' || context === 'RouterExplorer';
    this.logger[chatter ? 'debug' : 'info']({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    if (message instanceof Error) this.logger.error({ context, err: message }, 'error');
    else if (message && typeof message === 'object') this.logger.error({ context, ...(message as object) }, 'error');
    else this.logger.error({ context, trace: typeof trace === 'string' ? redactText(trace) : trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
