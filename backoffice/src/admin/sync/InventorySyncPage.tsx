import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  MenuItem,
  Step,
  StepLabel,
  Stepper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Title, useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type {
  ImportRejection,
  ImportReport,
  ImportSummary,
  SyncPreview,
  SyncProgress,
  UploadedImport,
} from '@domain/api/inventory-sync';
import { mappingProblems, type ColumnMapping } from '@domain/csv-mapping';
import type { AdminDataProvider } from '../adminDataProvider';
import { formGrid } from '../common/formGrid';
import { RecentImports } from './RecentImports';
import { ChangeTable, NewItemsTable, RejectionTable } from './ReportTables';
import { rejectionsCsv, uploadCsv, UploadError } from './uploadCsv';

const STEPS = ['Upload', 'Map columns', 'Preview', 'Apply'];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How a file's quantity on hand becomes the storefront's stock (inventory-sync-plan). */
function StockRule() {
  return (
    <Alert severity="info" data-testid="stock-rule">
      Stock is the quantity on hand minus the units in open orders (every order not yet complete, declined or
      cancelled), so the storefront never sells what is already promised.
    </Alert>
  );
}

function Counts({ r }: { r: { updated: number; unchanged: number; queued: number; rejectedCount: number } }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Import counts">
      <Chip color="success" label={`${plural(r.updated, 'item', 'items')} updated`} />
      <Chip label={`${r.unchanged} unchanged`} />
      <Chip color="info" label={`${plural(r.queued, 'new item', 'new items')} for review`} />
      <Chip
        color={r.rejectedCount ? 'error' : 'default'}
        label={`${plural(r.rejectedCount, 'row', 'rows')} rejected`}
      />
    </Box>
  );
}

function downloadRejections(rows: ImportRejection[], fileName: string) {
  const url = URL.createObjectURL(new Blob([rejectionsCsv(rows)], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.replace(/\.csv$/i, '') + '-rejected.csv';
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * Inventory sync (decisions.md): upload a POS export, map its columns (common header names are
 * recognised), preview, then apply in one transaction; every rejected row is reported with why.
 */
export function InventorySyncPage() {
  const dp = useDataProvider<AdminDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<UploadedImport | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [preview, setPreview] = useState<SyncPreview | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [applyProgress, setApplyProgress] = useState<SyncProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const history = useQuery({
    queryKey: ['inventory-sync'],
    queryFn: () => dp.getJson<ImportSummary[]>('inventory-sync'),
  });

  const fail = (e: unknown) => {
    if (e instanceof UploadError && e.status === 401) logoutIfAccessDenied({ status: 401 });
    setError((e as Error).message);
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(true);
    setUploadProgress(0);
    try {
      const res = await uploadCsv(file, setUploadProgress);
      setUploaded(res);
      setMapping(res.mapping);
      setPreview(null);
      setReport(null);
      setStep(1);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
      setUploadProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const problems = uploaded ? mappingProblems(mapping, uploaded.headers) : [];

  const runPreview = async () => {
    setError(null);
    setBusy(true);
    try {
      setPreview(await dp.send<SyncPreview>('POST', `inventory-sync/${uploaded!.id}/preview`, { mapping }));
      setStep(2);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  // While applying, the server reports its progress on the import (GET inventory-sync/:id).
  useEffect(() => {
    if (step !== 3 || report || !uploaded) return;
    const timer = setInterval(async () => {
      try {
        const r = await dp.getJson<ImportReport>(`inventory-sync/${uploaded.id}`);
        if (r.progress) setApplyProgress(r.progress);
      } catch {
        /* the apply call reports errors */
      }
    }, 400);
    return () => clearInterval(timer);
  }, [step, report, uploaded, dp]);

  const apply = async () => {
    setError(null);
    setBusy(true);
    setStep(3);
    setApplyProgress({ phase: 'reading', done: 0, total: uploaded!.rowCount });
    try {
      setReport(await dp.send<ImportReport>('POST', `inventory-sync/${uploaded!.id}/apply`, { mapping }));
      queryClient.invalidateQueries({ queryKey: ['inventory-sync'] });
    } catch (e) {
      fail(e);
      setStep(2);
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setStep(0);
    setUploaded(null);
    setPreview(null);
    setReport(null);
    setApplyProgress(null);
    setError(null);
  };

  const pct = applyProgress && applyProgress.total ? Math.round((applyProgress.done / applyProgress.total) * 100) : 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Title title="Inventory sync" />
      <Card>
        <CardHeader
          title="Inventory sync"
          subheader="Load your POS export (CSV). Known item numbers update price and stock; new items go to the review queue."
          slotProps={{ title: { component: 'h1', variant: 'h5' } }}
        />
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Stepper activeStep={report ? STEPS.length : step} alternativeLabel>
            {STEPS.map((s) => (
              <Step key={s}>
                <StepLabel>{s}</StepLabel>
              </Step>
            ))}
          </Stepper>
          {error && <Alert severity="error">{error}</Alert>}

          {step === 0 && (
            <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
              <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
                Choose CSV file
                <input
                  ref={fileInput}
                  hidden
                  type="file"
                  accept=".csv,text/csv,text/plain"
                  aria-label="CSV file"
                  onChange={(e) => pickFile(e.target.files?.[0])}
                />
              </Button>
              <Typography variant="body2" color="text.secondary">
                Item number / SKU, UPC / barcode, description, size, pack, price, sale price, quantity on hand and tax
                columns are recognised by their usual names. Up to 20 MB.
              </Typography>
              <StockRule />
              {uploadProgress !== null && (
                <Box sx={{ width: '100%' }}>
                  <LinearProgress variant="determinate" value={uploadProgress * 100} aria-label="Upload progress" />
                  <Typography variant="caption">Uploading… {Math.round(uploadProgress * 100)} %</Typography>
                </Box>
              )}
            </Box>
          )}

          {step === 1 && uploaded && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography>
                <strong>{uploaded.fileName}</strong>: {uploaded.rowCount} rows. Check which column holds each field.
              </Typography>
              <Box sx={formGrid(3)}>
                {uploaded.fields.map(({ field, label }) => (
                  <TextField
                    key={field}
                    select
                    size="small"
                    label={label}
                    value={mapping[field] ?? ''}
                    onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value || undefined }))}
                  >
                    <MenuItem value="">
                      <em>Not in this file</em>
                    </MenuItem>
                    {uploaded.headers.map((h) => (
                      <MenuItem key={h} value={h}>
                        {h}
                      </MenuItem>
                    ))}
                  </TextField>
                ))}
              </Box>
              <TableContainer sx={{ maxHeight: 240 }}>
                <Table size="small" stickyHeader aria-label="First rows of the file">
                  <TableHead>
                    <TableRow>
                      {uploaded.headers.map((h) => (
                        <TableCell key={h}>{h}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {uploaded.sample.map((row, i) => (
                      <TableRow key={i}>
                        {uploaded.headers.map((h, j) => (
                          <TableCell key={h}>{row[j]}</TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              {problems.map((p) => (
                <Alert key={p} severity="warning">
                  {p}
                </Alert>
              ))}
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={restart}>Start over</Button>
                <Button variant="contained" onClick={runPreview} disabled={busy || problems.length > 0}>
                  Preview
                </Button>
              </Box>
            </Box>
          )}

          {step === 2 && preview && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Typography>Nothing has changed yet. This is what applying the file will do:</Typography>
              <Counts r={preview} />
              <Typography variant="h6" component="h2">
                Changes
              </Typography>
              <ChangeTable rows={preview.changes} total={preview.updated} />
              <StockRule />
              <Typography variant="h6" component="h2">
                New items queued for review
              </Typography>
              <NewItemsTable rows={preview.newItems} total={preview.queued} />
              <Typography variant="h6" component="h2">
                Rejected rows
              </Typography>
              <RejectionTable rows={preview.rejected} />
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button onClick={() => setStep(1)}>Back to mapping</Button>
                <Button variant="contained" onClick={apply} disabled={busy}>
                  Apply {plural(preview.updated + preview.queued, 'change', 'changes')}
                </Button>
              </Box>
            </Box>
          )}

          {step === 3 && !report && (
            <Box aria-live="polite">
              <LinearProgress
                variant={applyProgress?.total ? 'determinate' : 'indeterminate'}
                value={pct}
                aria-label="Import progress"
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                Applying: {applyProgress?.phase ?? 'starting'}{' '}
                {applyProgress?.total ? `(${applyProgress.done} of ${applyProgress.total})` : ''}
              </Typography>
            </Box>
          )}

          {report && (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Alert severity="success">Import applied. Every change is in each item's history.</Alert>
              <Counts r={report} />
              <Typography variant="h6" component="h2">
                Rejected rows
              </Typography>
              <RejectionTable rows={report.rejected} />
              <Box sx={{ display: 'flex', gap: 1 }}>
                {report.rejected.length > 0 && (
                  <Button onClick={() => downloadRejections(report.rejected, report.fileName)}>
                    Download rejected rows
                  </Button>
                )}
                <Button variant="contained" onClick={restart}>
                  Import another file
                </Button>
              </Box>
            </Box>
          )}
        </CardContent>
      </Card>

      <RecentImports rows={history.data} />
    </Box>
  );
}
