import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { StripeSettings, stripeSettings } from './stripe-config';

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
  demoData: boolean;
  dataDir: string;
  mailPollMs: number;
  logLevel: string;
  /** PostgreSQL connections per app process. */
  dbPoolSize: number;
  /** The card processor (see PAYMENT_GATEWAYS). */
  paymentGateway: PaymentGatewayName;
  /** PAYMENT_GATEWAY=stripe: its keys (backend/config/stripe-config.ts). */
  stripe?: StripeSettings;
  /** A card hold that belongs to no order is voided once it is this many seconds old. */
  holdReconcileAfterS: number;
  /**
   * Tests only (NODE_ENV=test): order placement stops for good after the card authorization, so a
   * test can kill the process between the hold and the order. 'unrecorded': the processor has
   * answered, the order transaction is not begun; 'recorded': the order transaction has written the
   * order and the processor's answer but not committed (POST /payment/authorize: the answer is
   * committed).
   */
  testCrashAfterAuthorize?: 'recorded' | 'unrecorded';
  /** Public API requests per second per IP address, averaged over 10 seconds; 0 = no limit. */
  publicRateLimit: number;
  /** Memory for the in-memory catalogue (store snapshots and cached responses), in MB. */
  catalogueCacheMb: number;
  /** Which proxies' X-Forwarded-For to believe (express 'trust proxy'): names, addresses, CIDRs or a hop count. */
  trustProxy: string | number;
  /** The bearer token Prometheus sends to GET /metrics; null: no metrics path. */
  metricsToken: string | null;
}

/** Card processors the app can talk to (PAYMENT_GATEWAY); each has an adapter in backend/payment/. */
export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

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

/** A whole number between min and max from `env[name]` (unset or empty: the default). */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const IP_OR_CIDR = /^([0-9]{1,3}(\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*)(\/[0-9]{1,3})?$/i;

/** TRUST_PROXY: 'loopback' by default; a comma-separated list of names, addresses and CIDRs, or a hop count. */
function parseTrustProxy(raw: string | undefined, problems: string[]): string | number {
  if (raw === undefined || raw.trim() === '') return 'loopback';
  if (/^[0-9]+$/.test(raw.trim())) return Number(raw.trim());
  const parts = raw.split(',').map((p) => p.trim());
  if (parts.every((p) => PROXY_NAMES.includes(p) || IP_OR_CIDR.test(p))) return parts.join(', ');
  problems.push(
    `TRUST_PROXY must be a number of proxies or a comma-separated list of loopback, linklocal, uniquelocal, addresses and CIDRs (got "${raw}")`,
  );
  return 'loopback';
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}")`);
    return fallback;
  }
  return n;
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
  const nodeEnv = readNodeEnv(env, problems);
  const port = readPort(env, problems);
  const databaseUrl = optionalUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const smtpUrl = optionalUrl(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  const mailFrom = env.MAIL_FROM || 'Northside Wine & Spirits <no-reply@shop.example>';
  if (!/@/.test(mailFrom)) problems.push(`MAIL_FROM must contain an email address (got "${mailFrom}")`);
  const jwtExpiresIn = env.JWT_EXPIRES_IN || '8h';
  if (!DURATION.test(jwtExpiresIn)) {
    problems.push(`JWT_EXPIRES_IN must be a duration such as 3600, 15m, 8h or 7d (got "${jwtExpiresIn}")`);
  }
  const dataDir = resolve(projectRoot(), env.DATA_DIR || '.data');
  const jwtSecret = readJwtSecret(env, nodeEnv, dataDir, problems);
  const demoData = readDemoData(env, nodeEnv, problems);
  const mailPollMs = Number(env.MAIL_POLL_MS || 1000);
  if (!Number.isFinite(mailPollMs) || mailPollMs < 10)
    problems.push('MAIL_POLL_MS must be a number of milliseconds >= 10');
  const logLevel = readLogLevel(env, nodeEnv, problems);
  const dbPoolSize = wholeNumber(env, 'DB_POOL_SIZE', 10, 1, 1000, problems);
  const holdReconcileAfterS = wholeNumber(env, 'HOLD_RECONCILE_AFTER_S', 300, 0, 86_400, problems);
  const catalogueCacheMb = wholeNumber(env, 'CATALOGUE_CACHE_MB', 128, 16, 65_536, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const paymentGateway = readPaymentGateway(env, problems);
  const testCrashAfterAuthorize = readTestCrash(env, nodeEnv, problems);
  const publicRateLimit = readPublicRateLimit(env, nodeEnv, problems);

  const stripe = stripeSettings(
    paymentGateway,
    nodeEnv,
    {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    problems,
  );
  const metricsToken = metricsTokenOf(env, problems);
  if (problems.length) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    databaseUrl,
    jwtSecret,
    jwtExpiresIn,
    smtpUrl,
    mailFrom,
    demoData,
    dataDir,
    mailPollMs,
    logLevel,
    dbPoolSize,
    paymentGateway,
    stripe,
    holdReconcileAfterS,
    testCrashAfterAuthorize,
    publicRateLimit,
    catalogueCacheMb,
    trustProxy,
    metricsToken,
  };
}

function readNodeEnv(env: NodeJS.ProcessEnv, problems: string[]): AppConfig['nodeEnv'] {
  const nodeEnv = (env.NODE_ENV || 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}")`);
  }
  return nodeEnv;
}

function readPort(env: NodeJS.ProcessEnv, problems: string[]): number {
  if (env.PORT === undefined || env.PORT === '') return 5001;
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number between 0 and 65535 (got "${env.PORT}")`);
  }
  return port;
}

/** An optional URL setting with one of `protocols`; undefined when unset or empty. */
function optionalUrl(env: NodeJS.ProcessEnv, name: string, protocols: string[], problems: string[]) {
  const url = env[name] || undefined;
  if (url) {
    const p = urlProblem(name, url, protocols);
    if (p) problems.push(p);
  }
  return url;
}

/** JWT_SECRET; outside production, a secret kept under the data folder when it is unset. */
function readJwtSecret(env: NodeJS.ProcessEnv, nodeEnv: string, dataDir: string, problems: string[]): string {
  const jwtSecret = env.JWT_SECRET || '';
  if (jwtSecret && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be at least 32 characters long');
  }
  if (jwtSecret) return jwtSecret;
  if (nodeEnv !== 'production') return developmentSecret(dataDir);
  problems.push('JWT_SECRET is required when NODE_ENV=production');
  return jwtSecret;
}

/** DEMO_DATA: on by default outside production. */
function readDemoData(env: NodeJS.ProcessEnv, nodeEnv: string, problems: string[]): boolean {
  const demoRaw = env.DEMO_DATA;
  if (demoRaw !== undefined && demoRaw !== '' && !['0', '1', 'true', 'false'].includes(demoRaw)) {
    problems.push(`DEMO_DATA must be 1 or 0 (got "${demoRaw}")`);
  }
  return demoRaw ? demoRaw === '1' || demoRaw === 'true' : nodeEnv !== 'production';
}

function readLogLevel(env: NodeJS.ProcessEnv, nodeEnv: string, problems: string[]): string {
  const logLevel = env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "${logLevel}")`);
  }
  return logLevel;
}

function readPaymentGateway(env: NodeJS.ProcessEnv, problems: string[]): PaymentGatewayName {
  const paymentGateway = (env.PAYMENT_GATEWAY || 'sandbox').toLowerCase() as PaymentGatewayName;
  if (!PAYMENT_GATEWAYS.includes(paymentGateway)) {
    problems.push(`PAYMENT_GATEWAY must be one of: ${PAYMENT_GATEWAYS.join(', ')} (got "${env.PAYMENT_GATEWAY}")`);
  }
  return paymentGateway;
}

/** TEST_CRASH_AFTER_AUTHORIZE: a crash the tests of the hold reconciler ask for (tests only). */
function readTestCrash(
  env: NodeJS.ProcessEnv,
  nodeEnv: string,
  problems: string[],
): AppConfig['testCrashAfterAuthorize'] {
  const crash = env.TEST_CRASH_AFTER_AUTHORIZE || undefined;
  if (!crash) return undefined;
  if (nodeEnv !== 'test') problems.push('TEST_CRASH_AFTER_AUTHORIZE is only allowed when NODE_ENV=test');
  else if (crash !== 'recorded' && crash !== 'unrecorded') {
    problems.push(`TEST_CRASH_AFTER_AUTHORIZE must be recorded or unrecorded (got "${crash}")`);
  } else return crash;
  return undefined;
}

/** PUBLIC_RATE_LIMIT: off in tests unless a test asks for it (test files send many requests from one address). */
function readPublicRateLimit(env: NodeJS.ProcessEnv, nodeEnv: string, problems: string[]): number {
  const rateRaw = env.PUBLIC_RATE_LIMIT;
  const publicRateLimit = rateRaw !== undefined && rateRaw !== '' ? Number(rateRaw) : nodeEnv === 'test' ? 0 : 300;
  if (!Number.isInteger(publicRateLimit) || publicRateLimit < 0) {
    problems.push(`PUBLIC_RATE_LIMIT must be a whole number of requests per second, 0 for no limit (got "${rateRaw}")`);
  }
  return publicRateLimit;
}

/** METRICS_TOKEN: unset for no metrics; else a secret of at least 16 characters (a bearer token). */
function metricsTokenOf(env: NodeJS.ProcessEnv, problems: string[]): string | null {
  const token = env.METRICS_TOKEN;
  if (!token) return null;
  if (token.length < 16 || /\s/.test(token))
    problems.push('METRICS_TOKEN must be at least 16 characters, without spaces');
  return token;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
