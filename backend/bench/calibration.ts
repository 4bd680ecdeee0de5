/**
 * The calibration row: a bare Node `http` server in its own process answering a JSON
 * body of a given size, driven exactly like the app, in the same run. Every other row is also
 * reported as a fraction of it, so runs on different machines compare.
 */
import { spawn } from 'node:child_process';
import { freePort } from '../database/embedded';
import { Budget, Row, runScenario } from './scenarios';

const SERVER = `
const http = require('node:http');
const size = Number(process.argv[1]);
const body = Buffer.from(JSON.stringify({ pad: 'x'.repeat(Math.max(0, size - 10)) }));
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1', () => process.send && process.send('ready'));
`;

export const CALIBRATION_BUDGET: Budget = { p95Ms: Infinity };

/** Runs the calibration row: `bodyBytes` per answer, same duration and connections as the other rows. */
export async function calibrate(bodyBytes: number, opts: { duration: number; connections: number }): Promise<Row> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', SERVER, String(Math.round(bodyBytes)), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`The calibration server exited (code ${code}).`)));
    });
    const row = await runScenario(
      `http://127.0.0.1:${port}`,
      child.pid!,
      {
        name: `calibration: bare Node http, ${(bodyBytes / 1024).toFixed(1)} kB body`,
        budget: CALIBRATION_BUDGET,
        paths: ['/'],
      },
      opts,
    );
    return row;
  } finally {
    child.kill('SIGTERM');
  }
}
