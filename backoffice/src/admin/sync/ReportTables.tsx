import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { dollars } from '../common/format';

export interface Rejection {
  line: number;
  itemNumber: string;
  reason: string;
}

export function RejectionTable({ rows }: { rows: Rejection[] }) {
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

interface Change {
  line: number;
  itemNumber: string;
  itemDescription: string;
  before: Record<string, any>;
  after: Record<string, any>;
}

const FIELDS: Array<[string, string, (v: any) => string]> = [
  ['itemUnitPrice', 'Price', dollars],
  ['itemPackPrice', 'Pack price', dollars],
  ['itemWarmCasePrice', 'Case price', dollars],
  ['itemUnitSalePrice', 'Sale price', dollars],
  ['packSalePrice', 'Pack sale', dollars],
  ['itemCaseSalePrice', 'Case sale', dollars],
  ['dateSaleStarts', 'Sale starts', String],
  ['dateSaleEnds', 'Sale ends', String],
  ['availableToSell', 'Stock', String],
  ['salesTax', 'Tax %', String],
];

export function ChangeTable({ rows, total }: { rows: Change[]; total: number }) {
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
