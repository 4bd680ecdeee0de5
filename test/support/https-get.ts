import { request } from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * GET https://<host>:<port><path> connecting to 127.0.0.1, trusting `ca` only, from `localAddress`
 * (another loopback address plays another client), with `headers` added.
 */
export function httpsGet(
  target: { host: string; port: number; ca: string },
  path: string,
  options: { localAddress?: string; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        servername: target.host,
        ca: target.ca,
        path,
        headers: { host: `${target.host}:${target.port}`, ...options.headers },
        localAddress: options.localAddress,
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 30_000} ms`)));
    req.on('error', reject);
    req.end();
  });
}
