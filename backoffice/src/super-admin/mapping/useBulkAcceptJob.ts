import type { BulkAcceptJob } from '@domain/api/beverages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { MAPPING_UPDATED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

/** How often the progress of a running bulk accept is read. */
const POLL_MS = 500;

/**
 * The store's bulk accept running in the background: the one just started, or one still running
 * when the screen opens (after a reload, or started by another super-admin). Its progress is read
 * every half second until it is done; then the result is notified once and `onFinished` runs.
 */
export function useBulkAcceptJob(webUrl: string, onFinished: () => void) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<BulkAcceptJob | null>(null);
  /** The last job seen done here (its result notified). */
  const [finished, setFinished] = useState<number | null>(null);
  const latest = useQuery({
    queryKey: ['bulk-accept-running', webUrl],
    queryFn: () => dp.call<BulkAcceptJob[]>('GET', `pendinginventory/bulk-accept?webUrl=${encodeURIComponent(webUrl)}`),
    enabled: !!webUrl,
  });
  const candidate = started?.webUrl === webUrl ? started : (latest.data?.[0] ?? null);
  const id = candidate && candidate.id !== finished ? candidate.id : null;
  const finish = (job: BulkAcceptJob) => {
    const skipped = job.skipped ? `, ${job.skipped} skipped` : '';
    notify(`${MAPPING_UPDATED} ${job.accepted} mapped${skipped}.`, { type: 'success' });
    setFinished(job.id);
    setStarted(null);
    queryClient.invalidateQueries({ queryKey: ['bulk-accept-running', webUrl] });
    onFinished();
  };
  const job = useQuery({
    queryKey: ['bulk-accept-job', id],
    queryFn: async () => {
      const read = await dp.call<BulkAcceptJob>('GET', `pendinginventory/bulk-accept/${id}`);
      if (read.status === 'done') finish(read);
      return read;
    },
    enabled: id !== null,
    refetchInterval: POLL_MS,
  });
  const current = id === null ? null : (job.data ?? candidate);
  return { running: current?.status === 'running' ? current : null, setStarted };
}
