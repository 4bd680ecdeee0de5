/** Progress of a long job, e.g. seeding 50,000 items. */
export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

type CliProgress = typeof import('cli-progress');

/**
 * A progress bar from `cli-progress` when it is installed; it is a development dependency, so the
 * production image (where `npm run seed` still works) gets a plain line every 10 % instead.
 */
export async function createProgress(
  label: string,
  log: (m: string) => void,
  load: () => Promise<CliProgress> = () => import('cli-progress'),
): Promise<Progress> {
  let lib: CliProgress;
  try {
    lib = await load();
  } catch (e) {
    const code = (e as { code?: string })?.code;
    if (code !== 'MODULE_NOT_FOUND' && code !== 'ERR_MODULE_NOT_FOUND') throw e;
    return plainProgress(label, log);
  }
  const bar = new lib.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} items | {duration_formatted}`,
      hideCursor: true,
    },
    lib.Presets.shades_classic,
  );
  let started = false;
  return {
    update(done, total) {
      if (!started) {
        bar.start(total, done);
        started = true;
      } else bar.update(done);
    },
    stop() {
      if (started) bar.stop();
    },
  };
}

/** One line each time another tenth of the work is done. */
function plainProgress(label: string, log: (m: string) => void): Progress {
  let shown = -1;
  return {
    update(done, total) {
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth <= shown) return;
      shown = tenth;
      log(`${label}: ${done}/${total} items (${tenth * 10} %)`);
    },
    stop() {},
  };
}
