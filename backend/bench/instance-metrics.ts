/**
 * What each app instance behind the proxy says of itself at GET /metrics (METRICS_TOKEN): how many
 * requests it answered, its catalogue cache hit ratio, and so which instance the proxy sent a
 * store's requests to.
 */

/** Routes that are not shoppers' traffic: the proxy's health checks and the scrape itself. */
const NOT_TRAFFIC = /^\/api\/health|^\/metrics$/;

export interface InstanceFigures {
  /** Requests answered since start (shop_http_requests_total), health checks and scrapes aside. */
  requests: number;
  /** shop_catalogue_cache_hit_ratio: catalogue requests answered from memory since start. */
  hitRatio: number;
}

/** The instance's metrics text. */
export async function scrape(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${base}/metrics answered ${res.status}`);
  return res.text();
}

/** shop_http_requests_total summed over the routes `wanted` accepts. */
export function requestsAnswered(metrics: string, wanted: (route: string) => boolean): number {
  let sum = 0;
  for (const m of metrics.matchAll(/^shop_http_requests_total\{([^}]*)\} (\S+)$/gm)) {
    const route = /route="([^"]*)"/.exec(m[1])?.[1] ?? '';
    if (wanted(route)) sum += Number(m[2]);
  }
  return sum;
}

export function figuresOf(metrics: string): InstanceFigures {
  const ratio = /^shop_catalogue_cache_hit_ratio (\S+)$/m.exec(metrics)?.[1];
  return { requests: requestsAnswered(metrics, (r) => !NOT_TRAFFIC.test(r)), hitRatio: Number(ratio ?? NaN) };
}

/** Each instance's figures, in the order given. */
export function instanceFigures(instances: string[], token: string): Promise<InstanceFigures[]> {
  return Promise.all(instances.map(async (base) => figuresOf(await scrape(base, token))));
}

/**
 * Which instance (0-based) the proxy sends a request for `path` with `headers` to: the one whose
 * count for that route grows by the request sent through the proxy (nothing else may call it then).
 */
export async function instanceOf(
  proxy: string,
  instances: string[],
  token: string,
  path: string,
  headers: Record<string, string>,
): Promise<number> {
  const counts = () =>
    Promise.all(instances.map(async (base) => requestsAnswered(await scrape(base, token), (r) => r === path)));
  const before = await counts();
  const res = await fetch(proxy + path, { headers });
  if (!res.ok) throw new Error(`GET ${path} through the proxy answered ${res.status}`);
  await res.arrayBuffer();
  const after = await counts();
  const grew = after.map((n, k) => n - before[k]);
  const answered = grew.findIndex((d) => d > 0);
  if (answered === -1 || grew.filter((d) => d > 0).length > 1)
    throw new Error(`Cannot tell which instance answered ${path}: counts grew by ${grew.join(', ')}`);
  return answered;
}

/**
 * How busy the app's event loop was since the previous scrape (prom-client samples its delay and
 * restarts the histogram at each scrape) and its catalogue cache hit ratio since start: what a
 * row's latencies wait on.
 */
export function loopFigures(metrics: string): string {
  const ms = (name: string) => {
    const v = new RegExp(`^shop_nodejs_eventloop_lag_${name}_seconds (\\S+)$`, 'm').exec(metrics)?.[1];
    return v === undefined ? '?' : (Number(v) * 1000).toFixed(1);
  };
  const ratio = Number(/^shop_catalogue_cache_hit_ratio (\S+)$/m.exec(metrics)?.[1] ?? NaN);
  return (
    `event loop delay p50 ${ms('p50')} ms, p99 ${ms('p99')} ms, max ${ms('max')} ms; ` +
    `catalogue cache hit ratio since start ${(ratio * 100).toFixed(1)} %`
  );
}
