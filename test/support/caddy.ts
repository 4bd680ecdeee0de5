import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CaddyProcess, caddyInstalled, serving, spawnCaddy } from '../../backend/bench/caddy';
import { eventually } from './eventually';
import { httpsGet } from './https-get';

export { caddyInstalled };

export interface RunningCaddy {
  httpPort: number;
  httpsPort: number;
  /** The root certificate of Caddy's local CA (TLS_MODE=internal). */
  caRoot(): string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs the shipped deploy/Caddyfile as docker-compose.yml does, configured by the same
 * environment variables, on free ports, with its certificates and state in a folder of its own.
 */
export async function startCaddy(env: {
  SITE_ADDRESS: string;
  UPSTREAMS: string;
  TLS_MODE?: string;
}): Promise<RunningCaddy> {
  const caddy: CaddyProcess = await spawnCaddy(env);
  const caRoot = () =>
    readFileSync(join(caddy.home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'), 'utf8');
  const ready = () => {
    try {
      return serving(caddy) && caRoot().length > 0;
    } catch (e) {
      if (caddy.child.exitCode !== null) throw e;
      return false; // the local CA is not written yet
    }
  };
  await eventually(30_000, async () => ready(), Boolean);
  // Its certificate for the site is issued in the background: ready once a TLS handshake succeeds.
  const target = { host: env.SITE_ADDRESS, port: caddy.httpsPort, ca: caRoot() };
  const handshakes = () =>
    httpsGet(target, '/robots.txt', { timeoutMs: 5_000 }).then(
      () => true,
      () => false,
    );
  await eventually(30_000, handshakes, Boolean);
  return { httpPort: caddy.httpPort, httpsPort: caddy.httpsPort, caRoot, output: caddy.output, stop: caddy.stop };
}
