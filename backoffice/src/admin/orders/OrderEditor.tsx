import type { OrderEditPreview } from '@domain/api/order-edits';
import type { AdminOrderDetail } from '@domain/api/orders';
import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { EditFigures } from './EditFigures';
import { EditLineRow } from './EditLineRow';
import { ItemPicker } from './ItemPicker';
import { useOrderEdit } from './useOrderEdit';

/** The server's refusal or its list of what the edit changes, and the note to the customer. */
function EditMessages({
  problem,
  preview,
  note,
  setNote,
}: {
  problem: string | null;
  preview: OrderEditPreview | null;
  note: string;
  setNote: (note: string) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      {preview && preview.changes.length > 0 && (
        <Alert severity="info" aria-label="Changes">
          {preview.changes.map((c) => (
            <div key={c}>{c}</div>
          ))}
        </Alert>
      )}
      <TextField
        label="Note to the customer (optional)"
        size="small"
        multiline
        value={note}
        onChange={(ev) => setNote(ev.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Box>
  );
}

/** The edit form: the draft's lines, add item, the server's answer, a note to the customer, save or discard. */
export function OrderEditor({ order, onDone }: { order: AdminOrderDetail; onDone: () => void }) {
  const e = useOrderEdit(order, onDone);
  const { preview, problem } = e;
  const quoted = new Map((preview?.quote.lines ?? []).map((l) => [l.itemNumber, l]));
  const substitute = (l: (typeof e.draft)[number]) => e.setPicking({ substitute: l });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Edit items">
          <TableHead>
            <TableRow>
              <TableCell>Item</TableCell>
              <TableCell align="center">Qty</TableCell>
              <TableCell align="right">Line total</TableCell>
              <TableCell align="right">Discount</TableCell>
              <TableCell align="right">Deposit</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {e.draft.map((l) => (
              <EditLineRow
                key={l.key}
                l={l}
                order={order}
                substitute={substitute}
                ql={quoted.get(l.itemNumber)}
                update={e.update}
                drop={e.drop}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => e.setPicking({ substitute: null })}>
          Add item
        </Button>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 320px' }, alignItems: 'start' }}>
        <EditMessages problem={problem} preview={preview} note={e.note} setNote={e.setNote} />
        <EditFigures order={order} preview={preview} changed={e.changes.length > 0} pricing={e.pricing} />
      </Box>

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={e.saving}>
          Discard
        </Button>
        <Button variant="contained" disabled={!preview || e.pricing || e.saving || !!problem} onClick={e.save}>
          Save changes
        </Button>
      </Box>

      {e.picking && (
        <ItemPicker
          title={e.picking.substitute ? `Substitute ${e.picking.substitute.name}` : 'Add an item'}
          onPick={e.pick}
          onClose={() => e.setPicking(null)}
        />
      )}
    </Box>
  );
}
