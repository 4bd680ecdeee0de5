/**
 * The shipped proxy (deploy/Caddyfile) run by the machine's `caddy`, configured through the same
 * environment variables docker-compose.yml gives it, with its state in a folder of its own: the
 * bench puts it in front of the app instances over plain HTTP, the proxy tests over HTTPS.
 */
import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../database/embedded';

export const CADDYFILE = join(__dirname, '..', '..', 'deploy', 'Caddyfile');

/** Whether `caddy` (Debian's package; the caddy:2 image in docker-compose.yml) is on this machine. */
export function caddyInstalled(): boolean {
  return spawnSync('caddy', ['version']).status === 0;
}

export interface CaddyProcess {
  child: ChildProcess;
  /** Its own folder: certificates, the local CA, autosaved configuration. */
  home: string;
  httpPort: number;
  httpsPort: number;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts `caddy run` on the shipped Caddyfile with `env` (SITE_ADDRESS, UPSTREAMS, TLS_MODE...) on
 * free ports; answers once the process is up (not yet serving: see `serving`).
 */
export async function spawnCaddy(env: Record<string, string>): Promise<CaddyProcess> {
  const home = mkdtempSync(join(tmpdir(), 'shop-caddy-'));
  const [httpPort, httpsPort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', CADDYFILE], {
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
  return {
    child,
    home,
    httpPort,
    httpsPort,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Whether caddy has loaded its configuration (throws when it stopped). */
export function serving(caddy: CaddyProcess): boolean {
  if (caddy.child.exitCode !== null) throw new Error(`caddy stopped:\n${caddy.output()}`);
  return /serving initial configuration/.test(caddy.output());
}

/**
 * The shipped proxy over plain HTTP on 127.0.0.1 (no TLS: SITE_ADDRESS `http://:port`) in front of
 * the app instances on `ports`, for the bench; answers its base URL once it forwards a request.
 */
export async function startBenchProxy(ports: number[]): Promise<{ caddy: CaddyProcess; base: string }> {
  const port = await freePort();
  const caddy = await spawnCaddy({
    SITE_ADDRESS: `http://:${port}`,
    HTTP_PORT: String(port),
    UPSTREAMS: ports.map((p) => `127.0.0.1:${p}`).join(' '),
  });
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    try {
      if (serving(caddy) && (await fetch(`${base}/api/health/live`)).ok) return { caddy, base };
    } catch (e) {
      if (caddy.child.exitCode !== null) throw e;
    }
    if (Date.now() - started > 30_000) {
      await caddy.stop();
      throw new Error(`caddy did not forward a request within 30 s:\n${caddy.output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
