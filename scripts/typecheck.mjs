// `npm run typecheck`: the backend (with tests and scripts), the storefront and the back office,
// side by side. Exits non-zero when any of the three has a type error.
import { spawn } from 'node:child_process';

const projects = ['tsconfig.json', 'storefront/tsconfig.json', 'backoffice/tsconfig.json'];

const run = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ project, code, out }));
  });

const results = await Promise.all(projects.map(run));
let failed = false;
for (const { project, code, out } of results) {
  const errors = out
    .split('\n')
    .filter((l) => l && !l.startsWith('npm warn'))
    .join('\n');
  if (code !== 0) {
    failed = true;
    console.error(`Type errors in ${project}:\n${errors}\n`);
  } else console.log(`typecheck ${project}: ok`);
}
process.exit(failed ? 1 : 0);
