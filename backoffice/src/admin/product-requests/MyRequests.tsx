import type { ProductRequestRecord } from '@domain/api/product-requests';
import { Box, Card, CardContent, CardHeader, Chip, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import { formatDateTime } from '../../shared/dateTime';
import { useStoreTimeZone } from '../common/useStoreTimeZone';

/** The store's last ten requests with their review status. */
export function MyRequests() {
  const timeZone = useStoreTimeZone();
  const { data, isPending } = useGetList<ProductRequestRecord>('product-requests', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { source: 'request' },
  });
  return (
    <Card component="section" aria-label="Your requests">
      <CardHeader title="Your requests" slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {isPending ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : !data?.length ? (
          <Typography color="text.secondary">No requests yet.</Typography>
        ) : (
          data.map((r) => (
            <Box
              key={r.id}
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                py: 0.75,
                borderBottom: '1px solid',
                borderColor: 'divider',
              }}
            >
              <Box>
                <Typography variant="body2">{r.name}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {r.itemNumber} · {r.inventoryItemId ? 'edit' : 'new product'} ·{' '}
                  {formatDateTime(r.createdAt, timeZone)}
                </Typography>
              </Box>
              <Chip
                size="small"
                label={r.status}
                color={r.status === 'Approved' ? 'success' : r.status === 'Declined' ? 'error' : 'default'}
              />
            </Box>
          ))
        )}
      </CardContent>
    </Card>
  );
}
