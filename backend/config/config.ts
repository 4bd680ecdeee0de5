import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Typed application configuration, read once from the environment and validated at start-up. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Unset: an embedded PostgreSQL is started under `.data/postgres`. */
  databaseUrl?: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  /** Unset: mails are written as .eml files under `.data/mail`. */
  smtpUrl?: string;
  mailFrom: string;
  redisUrl?: string;
  demoData: boolean;
  dataDir: string;
  mailPollMs: number;
  logLevel: string;
  /** Public API requests per second per IP address, averaged over 10 seconds; 0 = no limit. */
  publicRateLimit: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

const DURATION = /^\d+\s*(ms|s|m|h|d)?$/;

/** The folder holding package.json, from sources (backend/) or compiled code (dist/backend/). */
export function projectRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function urlProblem(name: string, value: string, protocols: string[]): string | undefined {
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) {
      return `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${url.protocol}//...")`;
    }
  } catch {
    return `${name} is not a valid URL`;
  }
  return undefined;
}

/** Reads the JWT secret kept under .data/, creating it on first use (development only). */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV || 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}")`);
  }

  let port = 5001;
  if (env.PORT !== undefined && env.PORT !== '') {
    port = Number(env.PORT);
    if (!Number.isInteger(port) || port < 0 || port > 65535) {
      problems.push(`PORT must be a whole number between 0 and 65535 (got "${env.PORT}")`);
    }
  }

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const p = urlProblem('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']);
    if (p) problems.push(p);
  }

  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) {
    const p = urlProblem('SMTP_URL', smtpUrl, ['smtp:', 'smtps:']);
    if (p) problems.push(p);
  }

  const redisUrl = env.REDIS_URL || undefined;
  if (redisUrl) {
    const p = urlProblem('REDIS_URL', redisUrl, ['redis:', 'rediss:']);
    if (p) problems.push(p);
  }

  const mailFrom = env.MAIL_FROM || 'Northside Wine & Spirits <no-reply@shop.example>';
  if (!/@/.test(mailFrom)) problems.push(`MAIL_FROM must contain an email address (got "${mailFrom}")`);

  const jwtExpiresIn = env.JWT_EXPIRES_IN || '8h';
  if (!DURATION.test(jwtExpiresIn)) {
    problems.push(`JWT_EXPIRES_IN must be a duration such as 3600, 15m, 8h or 7d (got "${jwtExpiresIn}")`);
  }

  const root = projectRoot();
  const dataDir = resolve(root, env.DATA_DIR || '.data');

  let jwtSecret = env.JWT_SECRET || '';
  if (jwtSecret && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  if (!jwtSecret) {
    if (nodeEnv === 'production') problems.push('JWT_SECRET is required when NODE_ENV=production');
    else jwtSecret = developmentSecret(dataDir);
  }

  const demoRaw = env.DEMO_DATA;
  if (demoRaw !== undefined && demoRaw !== '' && !['0', '1', 'true', 'false'].includes(demoRaw)) {
    problems.push(`DEMO_DATA must be 1 or 0 (got "${demoRaw}")`);
  }
  const demoData = demoRaw ? demoRaw === '1' || demoRaw === 'true' : nodeEnv !== 'production';

  const mailPollMs = Number(env.MAIL_POLL_MS || 1000);
  if (!Number.isFinite(mailPollMs) || mailPollMs < 10)
    problems.push('MAIL_POLL_MS must be a number of milliseconds >= 10');

  const logLevel = env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }

  // Off in tests unless a test asks for it: test files send many requests from one address.
  const rateRaw = env.PUBLIC_RATE_LIMIT;
  const publicRateLimit = rateRaw !== undefined && rateRaw !== '' ? Number(rateRaw) : nodeEnv === 'test' ? 0 : 300;
  if (!Number.isInteger(publicRateLimit) || publicRateLimit < 0) {
    problems.push(`PUBLIC_RATE_LIMIT must be a whole number of requests per second, 0 for no limit (got "${rateRaw}")`);
  }

  if (problems.length) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    databaseUrl,
    jwtSecret,
    jwtExpiresIn,
    smtpUrl,
    mailFrom,
    redisUrl,
    demoData,
    dataDir,
    mailPollMs,
    logLevel,
    publicRateLimit,
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');
