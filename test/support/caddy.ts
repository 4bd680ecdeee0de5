import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from './eventually';
import { httpsGet } from './https-get';

export const CADDYFILE = join(__dirname, '..', '..', 'deploy', 'Caddyfile');

/** Whether Debian's caddy (the proxy docker-compose.yml ships) is on this machine. */
export function caddyInstalled(): boolean {
  return spawnSync('caddy', ['version']).status === 0;
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

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
  const home = mkdtempSync(join(tmpdir(), 'shop-caddy-'));
  const [httpPort, httpsPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const child: ChildProcess = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', CADDYFILE], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
      TLS_MODE: 'internal',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const caRoot = () => readFileSync(join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt'), 'utf8');
  const ready = () => {
    if (child.exitCode !== null) throw new Error(`caddy stopped:\n${output}`);
    try {
      return /serving initial configuration/.test(output) && caRoot().length > 0;
    } catch {
      return false; // the local CA is not written yet
    }
  };
  await eventually(30_000, async () => ready(), Boolean);
  // Its certificate for the site is issued in the background: ready once a TLS handshake succeeds.
  const target = { host: env.SITE_ADDRESS, port: httpsPort, ca: caRoot() };
  const handshakes = () =>
    httpsGet(target, '/robots.txt', { timeoutMs: 5_000 }).then(
      () => true,
      () => false,
    );
  await eventually(30_000, handshakes, Boolean);
  return {
    httpPort,
    httpsPort,
    caRoot,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}
