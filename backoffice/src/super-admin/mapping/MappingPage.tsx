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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MAPPING_UPDATED, SAVE_FAILED } from '../common/messages';
import type { PendingItem, Tenant } from '../common/types';
import type { SuperAdminDataProvider } from '../superAdminDataProvider';

const COLUMNS = ['Item#', 'UPC Number', 'Item Name', 'Vintage', 'Size', 'Pack Type', 'Pack Size', 'Main Category'];
const PAGE_SIZES = [25, 50, 100];

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
  const [pageSize, setPageSize] = useState(25);
  const [busy, setBusy] = useState<string | null>(null);
  const tenants = useQuery({
    queryKey: ['pendinginventory', 'tenants'],
    queryFn: () => dp.call<Tenant[]>('GET', 'pendinginventory/tenants'),
  });
  const webUrl = params.get('store') ?? tenants.data?.[0]?.webUrl ?? '';
  const items = useQuery({
    queryKey: ['pendinginventory', webUrl],
    queryFn: () => dp.call<PendingItem[]>('GET', `pendinginventory/${encodeURIComponent(webUrl)}`),
    enabled: !!webUrl,
  });

  const decline = async (item: PendingItem) => {
    setBusy(item.item_Number);
    try {
      await dp.call('POST', 'beverageinventory', {
        id: 0,
        item_Number: item.item_Number,
        is_Review_Pending: false,
        is_Approved: false,
        webUrl,
      });
      queryClient.setQueryData<PendingItem[]>(['pendinginventory', webUrl], (rows) =>
        rows?.filter((r) => r.id !== item.id),
      );
      queryClient.invalidateQueries({ queryKey: ['pendinginventory', 'tenants'] });
      notify(MAPPING_UPDATED, { type: 'success' });
    } catch {
      notify(SAVE_FAILED, { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const rows = items.data ?? [];
  const shown = rows.slice(page * pageSize, (page + 1) * pageSize);
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
        </Box>
        {(tenants.isError || items.isError) && <Alert severity="error">The pending items could not be loaded.</Alert>}
        {items.isLoading || tenants.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : !rows.length ? (
          <Alert severity="info">No items of this store are waiting for review.</Alert>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label="Pending items">
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
              count={rows.length}
              page={page}
              onPageChange={(_e, p) => setPage(p)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={PAGE_SIZES}
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
