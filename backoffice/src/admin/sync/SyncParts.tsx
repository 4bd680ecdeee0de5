import type { ImportRejection } from '@domain/api/inventory-sync';
import { Alert, Box, Chip } from '@mui/material';
import { rejectionsCsv } from './uploadCsv';

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How a file's quantity on hand becomes the storefront's stock (inventory-sync-plan). */
export function StockRule() {
  return (
    <Alert severity="info" data-testid="stock-rule">
      Stock is the quantity on hand minus the units in open orders (every order not yet complete, declined or
      cancelled), so the storefront never sells what is already promised.
    </Alert>
  );
}

export function Counts({ r }: { r: { updated: number; unchanged: number; queued: number; rejectedCount: number } }) {
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

export function downloadRejections(rows: ImportRejection[], fileName: string) {
  const url = URL.createObjectURL(new Blob([rejectionsCsv(rows)], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.replace(/\.csv$/i, '') + '-rejected.csv';
  a.click();
  URL.revokeObjectURL(url);
}
