import type { PendingItemApi, PendingStore } from '@domain/api/beverages';
import { PAGE_SIZES } from '@domain/page-size';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { BulkAcceptCandidate, BulkAcceptResult } from '@domain/api/beverages';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useGetList, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MAPPING_UPDATED, SAVE_FAILED } from '../common/messages';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

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
/** The react-admin resource of this page (API resource 'pending-items', see superAdminDataProvider). */
export const MAPPING_RESOURCE = 'mapping-page';

/**
 * Bulk review: every item whose top suggestion is an exact barcode + size match, previewed with
 * its master, accepted in one action.
 */
function BulkAccept({ webUrl, onDone }: { webUrl: string; onDone: () => void }) {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
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
      const res = await dp.call<BulkAcceptResult>('POST', 'pendinginventory/bulk-accept', {
        webUrl,
        itemNumbers: rows.map((r) => r.item_Number),
      });
      notify(
        `${MAPPING_UPDATED} ${res.accepted.length} mapped${res.skipped.length ? `, ${res.skipped.length} skipped` : ''}.`,
        {
          type: 'success',
        },
      );
      setOpen(false);
      onDone();
    } catch {
      notify(SAVE_FAILED, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={!webUrl}>
        Accept exact barcode + size matches
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" fullWidth aria-labelledby="bulk-accept-title">
        <DialogTitle id="bulk-accept-title">Accept exact barcode + size matches</DialogTitle>
        <DialogContent>
          {preview.isLoading ? (
            <CircularProgress aria-label="Loading" />
          ) : preview.isError ? (
            <Alert severity="error">The preview could not be loaded.</Alert>
          ) : rows.length ? (
            <>
              <Typography variant="body2" sx={{ mb: 1 }}>
                {rows.length} {rows.length === 1 ? 'item' : 'items'} will be mapped to the master product with the same
                barcode and size:
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
          ) : (
            <Alert severity="info">No item of this store has an exact barcode + size match.</Alert>
          )}
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
/** The page sizes the table offers; it opens at the admin lists' default. */
const PAGE_SIZE_CHOICES = [25, 50, PAGE_SIZES.admin.default];

/**
 * Spec 2.14 mapping page: a store selector (tenants), the store's pending items, ACCEPT (to the
 * mapping edit page, the store passed as navigation state) and DECLINE (spec 4: both flags false,
 * 'Mapping updated!', the row leaves the list).
 */
export function MappingPage() {
  const dp = useDataProvider<SuperAdminDataProvider>();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES.admin.default);
  const [busy, setBusy] = useState<string | null>(null);
  const tenants = useQuery({
    queryKey: ['pendinginventory', 'tenants'],
    queryFn: () => dp.call<PendingStore[]>('GET', 'pendinginventory/tenants'),
  });
  const webUrl = params.get('store') ?? tenants.data?.[0]?.webUrl ?? '';
  // The queue a page at a time from the server: any number of items.
  const items = useGetList<PendingItemApi>(
    MAPPING_RESOURCE,
    {
      filter: { webUrl },
      pagination: { page: page + 1, perPage: pageSize },
      sort: { field: 'created_At', order: 'ASC' },
    },
    { enabled: !!webUrl },
  );

  const decline = async (item: PendingItemApi) => {
    setBusy(item.item_Number);
    try {
      await dp.call('POST', 'beverageinventory', {
        id: 0,
        item_Number: item.item_Number,
        is_Review_Pending: false,
        is_Approved: false,
        webUrl,
      });
      items.refetch();
      queryClient.invalidateQueries({ queryKey: ['pendinginventory', 'tenants'] });
      notify(MAPPING_UPDATED, { type: 'success' });
    } catch {
      notify(SAVE_FAILED, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const shown = items.data ?? [];
  const total = items.total ?? 0;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Mapping" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
            Mapping
          </Typography>
          <TextField
            select
            size="small"
            label="Store"
            value={tenants.data ? webUrl : ''}
            onChange={(e) => {
              setPage(0);
              setParams({ store: e.target.value });
            }}
            sx={{ minWidth: 280 }}
          >
            {(tenants.data ?? []).map((t) => (
              <MenuItem key={t.webUrl} value={t.webUrl}>
                {t.name} ({t.pendingCount} pending)
              </MenuItem>
            ))}
          </TextField>
          <BulkAccept
            webUrl={webUrl}
            onDone={() => {
              setPage(0);
              items.refetch();
              queryClient.invalidateQueries({ queryKey: ['pendinginventory'] });
            }}
          />
        </Box>
        {(tenants.isError || items.isError) && <Alert severity="error">The pending items could not be loaded.</Alert>}
        {(items.isPending && !!webUrl) || tenants.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : !total ? (
          <Alert severity="info">No items of this store are waiting for review.</Alert>
        ) : (
          <>
            <TableContainer>
              {/* Ten columns fit 1024 px with half the usual cell padding (issue 14: no sideways scroll). */}
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
                  {shown.map((item) => (
                    <TableRow key={item.id} hover>
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
                          onClick={() =>
                            navigate(
                              `/super-admin/mapping-edit-page/${encodeURIComponent(item.item_Number)}?store=${encodeURIComponent(webUrl)}`,
                              { state: { webUrl } },
                            )
                          }
                        >
                          ACCEPT
                        </Button>{' '}
                        <Button
                          size="small"
                          variant="outlined"
                          color="error"
                          aria-label={`DECLINE ${item.item_Name}`}
                          disabled={busy === item.item_Number}
                          onClick={() => decline(item)}
                        >
                          DECLINE
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={total}
              page={page}
              onPageChange={(_e, p) => setPage(p)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZE_CHOICES}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
