import { Alert, Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { httpClient } from '../../shared/dataProvider';
import { dollars } from '../common/format';

interface Totals {
  capturedCents: number;
  refundedCents: number;
}
interface Difference {
  orderId: number;
  transactionId: string;
  shop: Totals;
  stripe: Totals | null;
}

const totals = (t: Totals) => `captured ${dollars(t.capturedCents / 100)}, refunded ${dollars(t.refundedCents / 100)}`;

/** The admin action comparing the last 30 days' captured and refunded payments with Stripe's charges. */
export function StripeReconciliation() {
  const compare = useMutation({
    mutationFn: async () => (await httpClient('/api/payment/stripe/reconciliation')).json as Difference[],
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start' }}
        onClick={() => compare.mutate()}
        disabled={compare.isPending}
      >
        Compare with Stripe
      </Button>
      {compare.error && <Alert severity="error">{compare.error.message}</Alert>}
      {compare.data && !compare.data.length && (
        <Typography color="text.secondary">No differences in the last 30 days</Typography>
      )}
      {!!compare.data?.length && (
        <List dense disablePadding aria-label="Differences with Stripe">
          {compare.data.map((d) => (
            <ListItem key={d.transactionId} disableGutters>
              <ListItemText
                primary={<Link to={`/admin/order-status/order-item/${d.orderId}`}>Order #{d.orderId}</Link>}
                secondary={`Shop: ${totals(d.shop)}. Stripe: ${d.stripe ? totals(d.stripe) : 'not found'}.`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
