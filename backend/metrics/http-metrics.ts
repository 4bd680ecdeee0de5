import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry } from 'prom-client';

/** Seconds; request latencies of an API call, from a cached listing (~ms) to a CSV import (~s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Order placements refused, by reason: the error's own code when it has one, else its kind. */
function refusalReason(status: number, payload: unknown): string {
  if (typeof payload === 'string') {
    try {
      const code = (JSON.parse(payload) as { code?: unknown }).code;
      if (typeof code === 'string' && /^[A-Za-z_]{1,32}$/.test(code)) return code.toLowerCase();
    } catch {
      // not JSON: fall back to the status
    }
  }
  const kinds: Record<number, string> = { 400: 'invalid', 401: 'signed_out', 402: 'declined', 403: 'forbidden' };
  return kinds[status] ?? (status === 409 ? 'conflict' : status === 429 ? 'rate_limited' : `status_${status}`);
}

/** The order placement route (POST), whose answers are counted by outcome. */
const PLACE_ORDER_ROUTE = '/api/orders';

/**
 * HTTP request counts and latencies by route (the route's pattern, e.g. /api/orders/:id, so the
 * label set stays small; an unmatched path counts as 'unmatched') and status, and order
 * placements by outcome, recorded by Fastify hooks on every answer.
 */
export function registerHttpMetrics(fastify: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const placed = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed through POST /api/orders',
    registers: [registry],
  });
  const refused = new Counter({
    name: 'shop_orders_refused_total',
    help: 'Order placements refused, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const routeOf = (req: FastifyRequest) => req.routeOptions?.url ?? 'unmatched';
  fastify.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (req.method === 'POST' && routeOf(req) === PLACE_ORDER_ROUTE) {
      if (reply.statusCode < 300) placed.inc();
      else if (reply.statusCode >= 400 && reply.statusCode < 500)
        refused.inc({ reason: refusalReason(reply.statusCode, payload) });
    }
    return payload;
  });
  fastify.addHook('onResponse', async (req: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(req);
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });
}
