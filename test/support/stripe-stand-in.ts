import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { invalid, Obj, StandInLedger, StripeFailure, HOLD_SECONDS } from './stripe-stand-in-ledger';

/**
 * A local, stateful stand-in for the Stripe endpoints the shop calls, so no test reaches Stripe:
 * form-encoded bodies (`metadata[reference]=...`), Bearer secret keys, Stripe's error objects, and
 * Idempotency-Key replay (same parameters: the first answer again, `Idempotent-Replayed: true`) and
 * mismatch (other parameters: 400 `idempotency_error`). The official SDK is pointed at it with its
 * `host`, `port` and `protocol` options (STRIPE_API_BASE). Tests can make the next calls to a path
 * answer 429, delay an answer past the SDK's timeout (after doing the work), and age a hold.
 */
export interface StripeStandIn {
  url: string;
  ledger: StandInLedger;
  /** Every call as received (method, path, form fields), for checks such as "no card number". */
  calls: Array<{ method: string; path: string; body: string; idempotencyKey?: string }>;
  /** The next `times` calls whose path contains `pathPart` answer 429 rate_limit. */
  rateLimitNext(pathPart: string, times: number): void;
  /** The next call whose path contains `pathPart` is done, then answered only after `ms`. */
  delayNext(pathPart: string, ms: number): void;
  /** Moves an intent's authorization `days` into the past (7 days: expired). */
  ageHold(intentId: string, days: number): void;
  close(): Promise<void>;
}

export const STAND_IN_KEYS = {
  secretKey: 'sk_test_standin0123456789',
  publishableKey: 'pk_test_standin0123456789',
  webhookSecret: 'whsec_standin0123456789abcdef',
};

interface Stored {
  fingerprint: string;
  status: number;
  body: Obj;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const ledger = new StandInLedger();
  const calls: StripeStandIn['calls'] = [];
  const idempotent = new Map<string, Stored>();
  const rateLimits: Array<{ part: string; left: number }> = [];
  const delays: Array<{ part: string; ms: number }> = [];

  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (body) => {
      cors(res);
      if (req.method === 'OPTIONS') return send(res, 204, {});
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method === 'GET' && url.pathname === '/js/stripe.js') return sendStripeJs(res);
      const key = header(req, 'idempotency-key');
      calls.push({ method: req.method ?? '', path: url.pathname, body, idempotencyKey: key });
      const limit = rateLimits.find((r) => r.left > 0 && url.pathname.includes(r.part));
      if (limit) {
        limit.left--;
        return send(res, 429, {
          error: {
            type: 'invalid_request_error',
            code: 'rate_limit',
            message: 'Too many requests hit the API too quickly.',
          },
        });
      }
      const params = { ...parseForm(url.searchParams.toString()), ...parseForm(body) };
      const fingerprint = `${req.method} ${url.pathname} ${createHash('sha256').update(body).digest('hex')}`;
      const stored = key ? idempotent.get(key) : undefined;
      let answer: Stored;
      if (stored && stored.fingerprint !== fingerprint) {
        answer = { fingerprint, status: 400, body: { error: idempotencyMismatch(key!) } };
      } else if (stored) {
        res.setHeader('Idempotent-Replayed', 'true');
        answer = stored;
      } else {
        answer = { fingerprint, ...handle(ledger, req, url.pathname, params) };
        if (key && req.method === 'POST') idempotent.set(key, answer);
      }
      const delay = delays.findIndex((d) => url.pathname.includes(d.part));
      if (delay >= 0) await new Promise((r) => setTimeout(r, delays.splice(delay, 1)[0].ms));
      send(res, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    ledger,
    calls,
    rateLimitNext: (part, times) => void rateLimits.push({ part, left: times }),
    delayNext: (part, ms) => void delays.push({ part, ms }),
    ageHold(intentId, days) {
      const charge = ledger.charges.get(ledger.intents.get(intentId)?.latest_charge);
      if (charge) charge.created -= Math.round(days * 86400);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { HOLD_SECONDS };

function handle(ledger: StandInLedger, req: IncomingMessage, path: string, p: Obj): { status: number; body: Obj } {
  try {
    const auth = header(req, 'authorization') ?? '';
    const publishable = auth === `Bearer ${STAND_IN_KEYS.publishableKey}`;
    if (!auth.startsWith('Bearer sk_test_') && !publishable)
      throw new StripeFailure(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    const body = route(ledger, req.method ?? 'GET', path, p, publishable);
    return { status: 200, body: expand(ledger, body, [].concat(p.expand ?? [])) };
  } catch (e) {
    if (e instanceof StripeFailure) return { status: e.status, body: { error: e.error } };
    throw e;
  }
}

/** The endpoints: a publishable key may only retrieve and confirm an intent with its client secret. */
function route(ledger: StandInLedger, method: string, path: string, p: Obj, publishable: boolean): Obj {
  const m = /^\/v1\/payment_intents\/(pi_[0-9a-f]+)(?:\/(confirm|capture|cancel))?$/.exec(path);
  if (publishable) {
    const intent = m && ledger.intent(m[1]);
    if (!intent || p.client_secret !== intent.client_secret || (m[2] && m[2] !== 'confirm'))
      throw invalid('This API call cannot be made with a publishable API key.', 'secret_key_required');
    return m[2] === 'confirm' ? ledger.confirm(m[1], p) : intent;
  }
  if (method === 'POST' && path === '/v1/payment_intents') return ledger.createIntent(p);
  if (method === 'GET' && path === '/v1/payment_intents/search') return search(ledger, String(p.query ?? ''));
  if (m && method === 'GET' && !m[2]) return ledger.intent(m[1]);
  if (m && method === 'POST' && m[2] === 'confirm') return ledger.confirm(m[1], p);
  if (m && method === 'POST' && m[2] === 'capture') return ledger.capture(m[1], p);
  if (m && method === 'POST' && m[2] === 'cancel') return ledger.cancel(m[1], p);
  if (method === 'POST' && path === '/v1/refunds') return ledger.refund(p);
  if (method === 'GET' && path === '/v1/refunds') {
    const data = [...ledger.refunds.values()].filter((r) => !p.payment_intent || r.payment_intent === p.payment_intent);
    return { object: 'list', data: data.reverse(), has_more: false, url: '/v1/refunds' };
  }
  const object = /^\/v1\/(charges|balance_transactions|events)\/([a-z]+_[0-9a-f]+)$/.exec(path);
  if (method === 'GET' && object) {
    const found =
      object[1] === 'charges'
        ? ledger.charges.get(object[2])
        : object[1] === 'balance_transactions'
          ? ledger.balanceTransactions.get(object[2])
          : ledger.events.find((e) => e.id === object[2]);
    if (found) return found;
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${object[1]}: '${object[2]}'`,
    });
  }
  throw new StripeFailure(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}).`,
  });
}

/** Search queries of the form metadata['key']:'value' [AND status:'value'] (all the shop sends). */
function search(ledger: StandInLedger, query: string): Obj {
  const terms = [...query.matchAll(/(metadata\['([^']+)'\]|status):'([^']*)'/g)];
  if (!terms.length) throw invalid(`Invalid search query: ${query}`, 'parameter_invalid_string');
  const data = [...ledger.intents.values()].filter((intent) =>
    terms.every(([, field, metaKey, value]) =>
      field === 'status' ? intent.status === value : String(intent.metadata?.[metaKey] ?? '') === value,
    ),
  );
  return { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' };
}

/** `expand[]` of latest_charge, latest_charge.balance_transaction and balance_transaction. */
function expand(ledger: StandInLedger, body: Obj, paths: string[]): Obj {
  if (!paths.length) return body;
  const out = JSON.parse(JSON.stringify(body));
  const charge = (o: Obj) => {
    if (typeof o.balance_transaction === 'string' && paths.some((p) => p.endsWith('balance_transaction')))
      o.balance_transaction = ledger.balanceTransactions.get(o.balance_transaction) ?? o.balance_transaction;
    return o;
  };
  if (typeof out.latest_charge === 'string' && paths.some((p) => p.startsWith('latest_charge')))
    out.latest_charge = charge(JSON.parse(JSON.stringify(ledger.charges.get(out.latest_charge))));
  if (out.object === 'charge') charge(out);
  return out;
}

function idempotencyMismatch(key: string): Obj {
  return {
    type: 'idempotency_error',
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  };
}

/** Stripe's form encoding: `a=1&metadata[k]=v&expand[0]=x` into {a, metadata: {k}, expand: [x]}. */
export function parseForm(body: string): Obj {
  const out: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const [head, ...rest] = rawKey.split('[').map((k) => k.replace(/\]$/, ''));
    if (!rest.length) out[head] = value;
    else if (/^\d*$/.test(rest[0])) (out[head] ??= []).push(value);
    else (out[head] ??= {})[rest[0]] = value;
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function cors(res: ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
}

/** The stand-in for Stripe.js (test/support/stripe-js-stand-in.js), where the shop's setup says Stripe.js is. */
function sendStripeJs(res: ServerResponse) {
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(readFileSync(join(__dirname, 'stripe-js-stand-in.js')));
}

function send(res: ServerResponse, status: number, body: Obj) {
  if (res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${Date.now()}` });
  res.end(JSON.stringify(body));
}
