import type { BulkAcceptCandidate, BulkAcceptJob } from '@domain/api/beverages';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { SAVE_FAILED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';
import { useBulkAcceptJob } from './useBulkAcceptJob';

/** The items the bulk accept would map, each with its master product; or why there are none. */
function BulkAcceptPreview({ preview }: { preview: UseQueryResult<BulkAcceptCandidate[]> }) {
  const rows = preview.data ?? [];
  if (preview.isLoading) return <CircularProgress aria-label="Loading" />;
  if (preview.isError) return <Alert severity="error">The preview could not be loaded.</Alert>;
  if (!rows.length) return <Alert severity="info">No item of this store has an exact barcode + size match.</Alert>;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {rows.length} {rows.length === 1 ? 'item' : 'items'} will be mapped to the master product with the same barcode
        and size:
      </Typography>
      <Table size="small" aria-label="Bulk accept preview">
        <TableHead>
          <TableRow>
            <TableCell>Item#</TableCell>
            <TableCell>Store item</TableCell>
            <TableCell>UPC Number</TableCell>
            <TableCell>Master product</TableCell>
            <TableCell align="right">Confidence</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.item_Number}>
              <TableCell>{r.item_Number}</TableCell>
              <TableCell>
                {r.item_Name} · {r.size}
              </TableCell>
              <TableCell>{r.upc_Number}</TableCell>
              <TableCell>
                {r.beverage_Name} · {r.beverage_Size}
              </TableCell>
              <TableCell align="right">{r.match_Confidence} %</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** A running bulk accept: how many of its items are done, as a bar and in words. */
function BulkAcceptProgress({ job }: { job: BulkAcceptJob }) {
  const percent = job.total ? Math.round((job.done * 100) / job.total) : 0;
  return (
    <Box role="status" sx={{ flexBasis: '100%', display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">
        Accepting exact matches: {job.done} of {job.total} items done ({job.accepted} mapped
        {job.skipped ? `, ${job.skipped} skipped` : ''}). You can leave this page; it goes on.
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label="Bulk accept progress" />
    </Box>
  );
}

/**
 * Bulk review: every item whose top suggestion is a confirmed barcode + size match, previewed
 * with its master, accepted in one action. The accept runs as a background job on the server;
 * its progress shows here (and again after a reload) until it is done.
 */
export function BulkAccept({ webUrl, onDone }: { webUrl: string; onDone: () => void }) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const { running, setStarted } = useBulkAcceptJob(webUrl, onDone);
  const preview = useQuery({
    queryKey: ['pendinginventory', 'bulk-accept-preview', webUrl],
    queryFn: () =>
      dp.call<BulkAcceptCandidate[]>(
        'GET',
        `pendinginventory/bulk-accept-preview?webUrl=${encodeURIComponent(webUrl)}`,
      ),
    enabled: open,
  });
  const rows = preview.data ?? [];
  const accept = async () => {
    setBusy(true);
    try {
      const job = await dp.call<BulkAcceptJob>('POST', 'pendinginventory/bulk-accept', {
        webUrl,
        itemNumbers: rows.map((r) => r.item_Number),
      });
      setStarted(job);
      setOpen(false);
    } catch {
      notify(SAVE_FAILED, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={!webUrl || !!running}>
        Accept exact barcode + size matches
      </Button>
      {running && <BulkAcceptProgress job={running} />}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby="bulk-accept-title">
        <DialogTitle id="bulk-accept-title">Accept exact barcode + size matches</DialogTitle>
        <DialogContent>
          <BulkAcceptPreview preview={preview} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" color="success" disabled={!rows.length || busy} onClick={accept}>
            Accept {rows.length || ''}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
