import type { ImportReport, SyncPreview, SyncProgress } from '@domain/api/inventory-sync';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { ChangeTable, NewItemsTable, RejectionTable } from './ReportTables';
import { Counts, downloadRejections, plural, StockRule } from './SyncParts';

/** Step 2: what applying the file will do, before anything changes. */
export function PreviewStep({
  preview,
  busy,
  onBack,
  onApply,
}: {
  preview: SyncPreview;
  busy: boolean;
  onBack: () => void;
  onApply: () => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>Nothing has changed yet. This is what applying the file will do:</Typography>
      <Box component="ul" aria-label="Columns read" sx={{ m: 0, pl: 3, overflowWrap: 'anywhere' }}>
        {preview.columns.map((line) => (
          <Typography component="li" variant="body2" key={line}>
            {line}
          </Typography>
        ))}
      </Box>
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
        <Button onClick={onBack}>Back to mapping</Button>
        <Button variant="contained" onClick={onApply} disabled={busy}>
          Apply {plural(preview.updated + preview.queued, 'change', 'changes')}
        </Button>
      </Box>
    </Box>
  );
}

/** Step 3 while the server applies the file: its phase and how far it is. */
export function ApplyingStep({ progress }: { progress: SyncProgress | null }) {
  const pct = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Box aria-live="polite">
      <LinearProgress
        variant={progress?.total ? 'determinate' : 'indeterminate'}
        value={pct}
        aria-label="Import progress"
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Applying: {progress?.phase ?? 'starting'} {progress?.total ? `(${progress.done} of ${progress.total})` : ''}
      </Typography>
    </Box>
  );
}

/** The applied import's report: counts, rejected rows (to download), and another file. */
export function ReportStep({ report, onRestart }: { report: ImportReport; onRestart: () => void }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="success">Import applied. Every change is in each item's history.</Alert>
      <Counts r={report} />
      <Typography variant="h6" component="h2">
        Rejected rows
      </Typography>
      <RejectionTable rows={report.rejected} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        {report.rejected.length > 0 && (
          <Button onClick={() => downloadRejections(report.rejected, report.fileName)}>Download rejected rows</Button>
        )}
        <Button variant="contained" onClick={onRestart}>
          Import another file
        </Button>
      </Box>
    </Box>
  );
}
