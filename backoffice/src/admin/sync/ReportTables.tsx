import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ImportRejection, SyncChange, SyncItemFields, SyncNewItem } from '@domain/api/inventory-sync';
import { dollars } from '../common/format';

export function RejectionTable({ rows }: { rows: ImportRejection[] }) {
  if (!rows.length) return <Typography color="text.secondary">No rejected rows.</Typography>;
  return (
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Rejected rows">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Item number</TableCell>
            <TableCell>Why it was rejected</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.line}-${r.itemNumber}`}>
              <TableCell>{r.line}</TableCell>
              <TableCell>{r.itemNumber || '—'}</TableCell>
              <TableCell>{r.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Money fields hold numbers; `Number` only narrows the type. */
const money = (v: string | number) => dollars(Number(v));

const FIELDS: Array<[keyof SyncItemFields, string, (v: string | number) => string]> = [
  ['itemUnitPrice', 'Price', money],
  ['itemPackPrice', 'Pack price', money],
  ['itemWarmCasePrice', 'Case price', money],
  ['itemUnitSalePrice', 'Sale price', money],
  ['packSalePrice', 'Pack sale', money],
  ['itemCaseSalePrice', 'Case sale', money],
  ['dateSaleStarts', 'Sale starts', String],
  ['dateSaleEnds', 'Sale ends', String],
  ['availableToSell', 'Stock', String],
  ['salesTax', 'Tax %', String],
];

export function ChangeTable({ rows, total }: { rows: SyncChange[]; total: number }) {
  if (!rows.length) return <Typography color="text.secondary">No item changes.</Typography>;
  return (
    <Box>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label="Item changes">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Changes</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.line}>
                <TableCell>{c.line}</TableCell>
                <TableCell>
                  {c.itemNumber} · {c.itemDescription}
                </TableCell>
                <TableCell>
                  {FIELDS.filter(([k]) => c.before[k] !== c.after[k])
                    .map(
                      ([k, label, f]) =>
                        `${label} ${c.before[k] == null ? '—' : f(c.before[k])} → ${c.after[k] == null ? '—' : f(c.after[k])}`,
                    )
                    .join('; ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > rows.length && (
        <Typography variant="caption" color="text.secondary">
          Showing the first {rows.length} of {total} changes.
        </Typography>
      )}
    </Box>
  );
}

/** The preview's rows with item numbers the store does not have: they go to the review queue. */
export function NewItemsTable({ rows, total }: { rows: SyncNewItem[]; total: number }) {
  if (!rows.length) return <Typography color="text.secondary">No new items to review.</Typography>;
  return (
    <Box>
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label="Items queued for review">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Item number</TableCell>
              <TableCell>Description</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">On hand</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={`${r.line}-${r.itemNumber}`}>
                <TableCell>{r.line}</TableCell>
                <TableCell>{r.itemNumber}</TableCell>
                <TableCell>{r.itemDescription || '—'}</TableCell>
                <TableCell align="right">{r.price == null ? '—' : dollars(r.price)}</TableCell>
                <TableCell align="right">{r.quantityOnHand ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > rows.length && (
        <Typography variant="caption" color="text.secondary">
          Showing the first {rows.length} of {total} new items.
        </Typography>
      )}
    </Box>
  );
}
