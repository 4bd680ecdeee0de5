// A Vite plugin that runs `run(outDir)` once a production build has written its output directory
// (the front ends' bundle budgets and their compressed copies): one shape for each such step.
import { resolve } from 'node:path';

/** A build-only Vite plugin named `name` calling `run` with the absolute output directory. */
export function afterBuild(name, run) {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      return run(outDir);
    },
  };
}
