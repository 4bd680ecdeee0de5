import type { PendingItemApi } from '@domain/api/beverages';
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useNavigate } from 'react-router-dom';

const COLUMNS = [
  'Item#',
  'UPC Number',
  'Item Name',
  'Vintage',
  'Size',
  'Pack Type',
  'Pack Size',
  'Main Category',
  'Origin',
];

/** One pending item: its fields, ACCEPT (to the mapping edit page, the store passed along) and DECLINE. */
function PendingItemRow({
  item,
  webUrl,
  declining,
  onDecline,
}: {
  item: PendingItemApi;
  webUrl: string;
  declining: boolean;
  onDecline: (item: PendingItemApi) => void;
}) {
  const navigate = useNavigate();
  const edit = `/super-admin/mapping-edit-page/${encodeURIComponent(item.item_Number)}?store=${encodeURIComponent(webUrl)}`;
  return (
    <TableRow hover>
      <TableCell>{item.item_Number}</TableCell>
      <TableCell>{item.upc_Number}</TableCell>
      <TableCell>{item.item_Name}</TableCell>
      <TableCell>{item.vintage}</TableCell>
      <TableCell>{item.size}</TableCell>
      <TableCell>{item.pack_Type}</TableCell>
      <TableCell>{item.pack_Quantity}</TableCell>
      <TableCell>{item.main_Category}</TableCell>
      <TableCell>{item.origin}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          variant="contained"
          color="success"
          aria-label={`ACCEPT ${item.item_Name}`}
          onClick={() => navigate(edit, { state: { webUrl } })}
        >
          ACCEPT
        </Button>{' '}
        <Button
          size="small"
          variant="outlined"
          color="error"
          aria-label={`DECLINE ${item.item_Name}`}
          disabled={declining}
          onClick={() => onDecline(item)}
        >
          DECLINE
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** The store's pending items, one page of them. */
export function PendingItemsTable({
  items,
  webUrl,
  busy,
  onDecline,
}: {
  items: PendingItemApi[];
  webUrl: string;
  busy: string | null;
  onDecline: (item: PendingItemApi) => void;
}) {
  return (
    <TableContainer>
      {/* Ten columns fit 1024 px with half the usual cell padding, so the table never scrolls sideways. */}
      <Table size="small" aria-label="Pending items" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <PendingItemRow
              key={item.id}
              item={item}
              webUrl={webUrl}
              declining={busy === item.item_Number}
              onDecline={onDecline}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
