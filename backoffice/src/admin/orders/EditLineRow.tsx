import type { AdminOrderDetail } from '@domain/api/orders';
import type { QuoteLineResponse } from '@domain/api/quote';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Button, IconButton, TableCell, TableRow, Typography } from '@mui/material';
import { dollars } from '../common/format';
import { MAX_QUANTITY, type DraftLine } from './order-edit-draft';

interface LineActions {
  update: (key: string, patch: Partial<DraftLine>) => void;
  drop: (key: string) => void;
  substitute: (line: DraftLine) => void;
}

/** The quantity cell: fewer, the count, more. */
function QuantityCell({ l, update }: { l: DraftLine; update: LineActions['update'] }) {
  return (
    <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
      <IconButton
        size="small"
        aria-label={`Fewer ${l.name}`}
        disabled={l.removed || l.quantity <= 1}
        onClick={() => update(l.key, { quantity: l.quantity - 1 })}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box component="span" sx={{ display: 'inline-block', minWidth: 28 }} aria-label={`Quantity of ${l.name}`}>
        {l.quantity}
      </Box>
      <IconButton
        size="small"
        aria-label={`More ${l.name}`}
        disabled={l.removed || l.quantity >= MAX_QUANTITY}
        onClick={() => update(l.key, { quantity: l.quantity + 1 })}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </TableCell>
  );
}

/** The line's actions: undo a removal; or substitute (an order line) and remove (an added line goes away). */
function LineActionsCell({ l, update, drop, substitute }: { l: DraftLine } & LineActions) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {l.removed ? (
        <Button size="small" onClick={() => update(l.key, { removed: false })}>
          Undo
        </Button>
      ) : (
        <>
          {l.orderItemId !== null && (
            <IconButton
              size="small"
              aria-label={`Substitute ${l.name}`}
              title="Substitute"
              onClick={() => substitute(l)}
            >
              <SwapHorizIcon fontSize="small" />
            </IconButton>
          )}
          <IconButton
            size="small"
            aria-label={`Remove ${l.name}`}
            title="Remove"
            onClick={() => (l.orderItemId === null ? drop(l.key) : update(l.key, { removed: true }))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      )}
    </TableCell>
  );
}

/** One line of the edit table: the item (and what it replaces), its quantity, the server's figures, actions. */
export function EditLineRow({
  l,
  ql,
  order,
  ...actions
}: { l: DraftLine; ql: QuoteLineResponse | undefined; order: AdminOrderDetail } & LineActions) {
  const was = order.orderItems.find((i) => i.orderItemId === l.orderItemId);
  const shown = ql && !l.removed ? ql : undefined;
  return (
    <TableRow sx={{ opacity: l.removed ? 0.5 : 1 }} data-testid={`edit-line-${l.itemNumber}`}>
      <TableCell>
        <Typography variant="body2" sx={{ textDecoration: l.removed ? 'line-through' : undefined }}>
          {l.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {l.itemNumber}
          {l.orderItemId === null && ' · added'}
          {was && was.itemId !== l.itemNumber && ` · replaces ${was.productName}`}
          {l.removed && ' · removed'}
        </Typography>
      </TableCell>
      <QuantityCell l={l} update={actions.update} />
      <TableCell align="right">{shown ? dollars(shown.lineTotal) : '—'}</TableCell>
      <TableCell align="right">{shown && shown.discount > 0 ? `− ${dollars(shown.discount)}` : '—'}</TableCell>
      <TableCell align="right">{shown && shown.deposit > 0 ? dollars(shown.deposit) : '—'}</TableCell>
      <LineActionsCell l={l} {...actions} />
    </TableRow>
  );
}
