import type { ImportReport, SyncPreview, SyncProgress, UploadedImport } from '@domain/api/inventory-sync';
import { mappingProblems, type ColumnMapping } from '@domain/csv-mapping';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type { AdminDataProvider } from '../adminDataProvider';
import { uploadCsv, UploadError } from './uploadCsv';

/** While applying, the server reports its progress on the import (GET inventory-sync/:id). */
function usePollApplyProgress(
  polling: boolean,
  uploaded: UploadedImport | null,
  setApplyProgress: (p: SyncProgress) => void,
) {
  const dp = useDataProvider<AdminDataProvider>();
  useEffect(() => {
    if (!polling || !uploaded) return;
    const timer = setInterval(async () => {
      try {
        const r = await dp.getJson<ImportReport>(`inventory-sync/${uploaded.id}`);
        if (r.progress) setApplyProgress(r.progress);
      } catch {
        /* the apply call reports errors */
      }
    }, 400);
    return () => clearInterval(timer);
  }, [polling, uploaded, dp, setApplyProgress]);
}

/**
 * Runs one of the wizard's server calls: clears the error first, marks the page busy, and shows
 * the failure (a lapsed session signs out); `onFail` undoes what the step had already moved.
 */
function useServerCall() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const call = async (work: () => Promise<void>, onFail?: () => void) => {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      if (e instanceof UploadError && e.status === 401) logoutIfAccessDenied({ status: 401 });
      setError((e as Error).message);
      onFail?.();
    } finally {
      setBusy(false);
    }
  };

  return { error, setError, busy, call };
}

/**
 * The sync wizard's state and steps: upload (0), map columns (1), preview (2), apply (3) and the report.
 */
export function useInventorySync() {
  const dp = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [preview, setPreview] = useState<SyncPreview | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [applyProgress, setApplyProgress] = useState<SyncProgress | null>(null);
  const { error, setError, busy, call } = useServerCall();
  usePollApplyProgress(step === 3 && !report, uploaded, setApplyProgress);

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadProgress(0);
    await call(async () => {
      const res = await uploadCsv(file, setUploadProgress);
      setUploaded(res);
      setMapping(res.mapping);
      setPreview(null);
      setReport(null);
      setStep(1);
    });
    setUploadProgress(null);
  };

  const runPreview = () =>
    call(async () => {
      setPreview(await dp.send<SyncPreview>('POST', `inventory-sync/${uploaded!.id}/preview`, { mapping }));
      setStep(2);
    });

  const apply = () => {
    setStep(3);
    setApplyProgress({ phase: 'reading', done: 0, total: uploaded!.rowCount });
    return call(
      async () => {
        setReport(await dp.send<ImportReport>('POST', `inventory-sync/${uploaded!.id}/apply`, { mapping }));
        queryClient.invalidateQueries({ queryKey: ['inventory-sync'] });
      },
      () => setStep(2),
    );
  };

  const restart = () => {
    setStep(0);
    setUploaded(null);
    setPreview(null);
    setReport(null);
    setApplyProgress(null);
    setError(null);
  };

  const problems = uploaded ? mappingProblems(mapping, uploaded.headers) : [];
  return {
    step,
    setStep,
    uploadProgress,
    uploaded,
    mapping,
    setMapping,
    preview,
    report,
    applyProgress,
    error,
    busy,
    problems,
    pickFile,
    runPreview,
    apply,
    restart,
  };
}

export type InventorySync = ReturnType<typeof useInventorySync>;
