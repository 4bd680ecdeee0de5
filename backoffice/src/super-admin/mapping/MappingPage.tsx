import { PAGE_SIZES } from '@domain/page-size';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { BulkAccept } from './BulkAccept';
import { PendingItemsTable } from './PendingItemsTable';
import { useMappingQueue } from './useMappingQueue';

/** The page sizes the table offers; it opens at the admin lists' default. */
const PAGE_SIZE_CHOICES = [25, 50, PAGE_SIZES.admin.default];

/**
 * Spec 2.14 mapping page: a store selector (tenants), the store's pending items, ACCEPT (to the
 * mapping edit page, the store passed as navigation state) and DECLINE (spec 4: both flags false,
 * 'Mapping updated!', the row leaves the list).
 */
export function MappingPage() {
  const q = useMappingQueue();
  const { tenants, items, webUrl } = q;
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
            onChange={(e) => q.chooseStore(e.target.value)}
            sx={{ minWidth: 280 }}
          >
            {(tenants.data ?? []).map((t) => (
              <MenuItem key={t.webUrl} value={t.webUrl}>
                {t.name} ({t.pendingCount} pending)
              </MenuItem>
            ))}
          </TextField>
          <BulkAccept webUrl={webUrl} onDone={q.bulkAccepted} />
        </Box>
        {(tenants.isError || items.isError) && <Alert severity="error">The pending items could not be loaded.</Alert>}
        {(items.isPending && !!webUrl) || tenants.isLoading ? (
          <CircularProgress aria-label="Loading" />
        ) : !total ? (
          <Alert severity="info">No items of this store are waiting for review.</Alert>
        ) : (
          <>
            <PendingItemsTable items={items.data ?? []} webUrl={webUrl} busy={q.busy} onDecline={q.decline} />
            <TablePagination
              component="div"
              count={total}
              page={q.page}
              onPageChange={(_e, p) => q.setPage(p)}
              rowsPerPage={q.pageSize}
              rowsPerPageOptions={PAGE_SIZE_CHOICES}
              onRowsPerPageChange={(e) => {
                q.setPageSize(Number(e.target.value));
                q.setPage(0);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
