import type { RefundOptions } from '@domain/api/refunds';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { dollars } from '../common/format';

type Line = RefundOptions['lines'][number];

/** The refund quantity typed for a line, kept between none and what is left to refund of it. */
const clampQuantity = (l: Line, typed: string) =>
  Math.max(0, Math.min(l.refundableQuantity, Math.floor(Number(typed) || 0)));

/** The refund's "Items" choice: each line with how many bottles of it to refund. */
export function RefundLinesTable({
  lines,
  quantities,
  locked,
  onQuantity,
}: {
  lines: Line[];
  quantities: Record<number, number>;
  locked: boolean;
  onQuantity: (orderItemId: number, quantity: number) => void;
}) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Items to refund">
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Ordered</TableCell>
            <TableCell align="right">Refundable</TableCell>
            <TableCell align="right">Line paid</TableCell>
            <TableCell align="right">Refund qty</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.orderItemId}>
              <TableCell>
                {l.productName}
                {l.size ? ` (${l.size})` : ''}
              </TableCell>
              <TableCell align="right">{l.quantity}</TableCell>
              <TableCell align="right">{l.refundableQuantity}</TableCell>
              <TableCell align="right">{dollars(l.lineAmount)}</TableCell>
              <TableCell align="right">
                <TextField
                  type="number"
                  size="small"
                  disabled={locked || l.refundableQuantity === 0}
                  value={quantities[l.orderItemId] ?? 0}
                  onChange={(e) => onQuantity(l.orderItemId, clampQuantity(l, e.target.value))}
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      max: l.refundableQuantity,
                      'aria-label': `Refund quantity of ${l.productName}`,
                      style: { width: 56, textAlign: 'right' },
                    },
                  }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        Each bottle gives back its share of what the line cost: its price after discounts, its tax and its bottle
        deposit.
      </Typography>
    </Box>
  );
}
